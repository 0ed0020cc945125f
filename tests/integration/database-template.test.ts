import { describe, expect, it } from 'vitest';
import { templateKey } from '../../supabase/local/database-template';
import { openDatabase, readMigrations, runSeed } from '../../supabase/local/database';

const inputs = {
  rootDir: process.cwd(),
  bootstrapSql: 'create schema auth;',
  migrations: [
    { version: '1', sql: 'create table a ();' },
    { version: '2', sql: 'create table b ();' },
  ],
};

describe('the migrated-database snapshot behind every in-memory backend', () => {
  it('is named for its inputs, so a changed migration never reuses a stale snapshot', () => {
    expect(templateKey(inputs)).toBe(templateKey({ ...inputs }));
    const changed = {
      ...inputs,
      migrations: [...inputs.migrations.slice(0, 1), { version: '2', sql: 'x' }],
    };
    expect(templateKey(changed)).not.toBe(templateKey(inputs));
    expect(templateKey({ ...inputs, bootstrapSql: '' })).not.toBe(templateKey(inputs));
    expect(templateKey({ ...inputs, migrations: inputs.migrations.slice(0, 1) })).not.toBe(
      templateKey(inputs),
    );
  });

  // Two databases from the snapshot, the first seeded: about 14 s on a quiet two-core machine,
  // and past the suite's 30 s in a fresh clone beside a second `npm test` (the snapshot and the
  // seed's PDFs are made first there). Its time is not what it checks, so two minutes.
  it(
    'gives each database every migration and its own copy of the data',
    { timeout: 120_000 },
    async () => {
      const first = await openDatabase(undefined, runSeed);
      const second = await openDatabase(undefined);
      try {
        const applied = await second.db.query<{ version: string }>(
          'select version from supabase_migrations.schema_migrations order by version',
        );
        expect(applied.rows.map((r) => r.version)).toEqual(readMigrations().map((m) => m.version));
        // The seed ran on the first database only; the snapshot holds no rows of its own.
        const count = 'select count(*)::int as n from public.policies';
        expect((await first.db.query<{ n: number }>(count)).rows[0]?.n).toBeGreaterThan(0);
        expect((await second.db.query<{ n: number }>(count)).rows[0]?.n).toBe(0);
        await first.db.exec(
          "insert into public.policies (document_title, view_download) values ('Only here', 'https://example.com/a.pdf')",
        );
        const only =
          "select count(*)::int as n from public.policies where document_title = 'Only here'";
        expect((await second.db.query<{ n: number }>(only)).rows[0]?.n).toBe(0);
      } finally {
        await first.db.close();
        await second.db.close();
      }
    },
  );
});
