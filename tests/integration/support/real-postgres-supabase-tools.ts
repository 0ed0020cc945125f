/**
 * Supabase's own tools on the lane's database: the pinned Supabase CLI deployed the migrations
 * (`supabase db push`, as the operator does) and left its history where the CLI keeps it, and
 * src/lib/database.types.ts is exactly what Supabase's generator makes of the result.
 */
import { describe, expect, it } from 'vitest';
import {
  committedDatabaseTypes,
  generateDatabaseTypes,
} from '../../../scripts/real-postgres/database-types';
import {
  assertPushSucceeded,
  migrationFiles,
  runSupabaseCli,
} from '../../../scripts/real-postgres/supabase-cli';
import type { DeskLane } from './real-postgres-desk';

/** Where two texts first part, as a line number and both lines, for a readable failure. */
function firstDifference(expected: string, actual: string): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line < 0 ? a.length : line;
  return `line ${at + 1}: generated ${JSON.stringify(a[at])}, committed ${JSON.stringify(b[at])}`;
}

export function describeSupabaseTools(lane: DeskLane) {
  const rows = async <T extends Record<string, unknown>>(sql: string) =>
    (await lane.pg().client.query<T>(sql)).rows;

  describe("Supabase's own tools", () => {
    it('the database types are what the generator makes from the migrations', async () => {
      const generated = await generateDatabaseTypes(lane.pg().dbUrl);
      const committed = committedDatabaseTypes();
      lane.check(
        generated === committed
          ? 'same'
          : "src/lib/database.types.ts is not what Supabase's generator makes from " +
              'supabase/migrations/: run `npm run gen:types` and commit the file ' +
              `(${firstDifference(generated, committed)})`,
        'same',
      );
    });

    it('db push applied every migration in order, and kept its history as the CLI keeps it', async () => {
      // The push itself reported each file and success, or the lane would not have started.
      const applied = lane.pg().push.stderr.match(/^Applying migration .+$/gm) ?? [];
      lane.check(
        applied,
        migrationFiles().map((file) => `Applying migration ${file}...`),
      );
      const history = await rows<{ file: string; statements: number }>(
        `select version || '_' || name || '.sql' as file,
                coalesce(array_length(statements, 1), 0) as statements
           from supabase_migrations.schema_migrations order by version`,
      );
      lane.check(
        history.map((h) => h.file),
        migrationFiles(),
      );
      lane.check(
        history.filter((h) => h.statements === 0).map((h) => h.file),
        [],
      );
    });

    it("the CLI's history is postgres's own, out of every API role's reach", async () => {
      // The platform has no supabase_migrations before the first push: the CLI makes it as the
      // role it logs in as (supabase/cli, pkg/migration/history.go, CreateMigrationTable).
      const [owners] = await rows<Record<string, unknown>>(
        `select n.nspowner::regrole::text as schema, c.relowner::regrole::text as "table",
                c.relrowsecurity as rls,
                has_schema_privilege('anon', n.oid, 'usage') as anon,
                has_schema_privilege('authenticated', n.oid, 'usage') as authenticated,
                has_schema_privilege('service_role', n.oid, 'usage') as service_role
           from pg_namespace n join pg_class c on c.relnamespace = n.oid
          where n.nspname = 'supabase_migrations' and c.relname = 'schema_migrations'`,
      );
      lane.check(owners, {
        schema: 'postgres',
        table: 'postgres',
        rls: false,
        anon: false,
        authenticated: false,
        service_role: false,
      });
    });

    it('a second push applies nothing, and the lane does not take that for a deploy', async () => {
      const again = await runSupabaseCli(['db', 'push', '--db-url', lane.pg().dbUrl, '--yes']);
      lane.check([again.code, again.stdout.trim()], [0, 'Remote database is up to date.']);
      // Exit 0 but not the success the lane asks for: the check reads what the CLI said.
      expect(() => assertPushSucceeded(again)).toThrow(/did not report plain success/);
    });
  });
}
