/**
 * Supabase's database linter (splinter) on the migrations, on a real PostgreSQL 17: every lint
 * runs against the migrated schema and the lane fails on any finding that LINT_EXCEPTIONS does
 * not justify. Each lint also proves it can fail, on a bad object made in a rolled-back
 * transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealPostgres, type RealPostgres } from '../../scripts/real-postgres/server';
import { laneBuilds } from './support/real-postgres-lane';
import { LINT_PROBES } from './support/splinter-probes';
import {
  LINT_EXCEPTIONS,
  SPLINTER_LINTS,
  exceptionFor,
  runSplinterLints,
  type LintFinding,
  type LintRow,
} from './support/splinter-lints';

const builds = await laneBuilds('the migrations were NOT linted on a real PostgreSQL server');

let pg: RealPostgres;
let findings: LintFinding[] = [];
const query = async (sql: string) => (await pg.client.query<LintRow>(sql)).rows;

describe.skipIf(!builds)("Supabase's linter (splinter) on a real PostgreSQL 17", () => {
  beforeAll(async () => {
    pg = await startRealPostgres();
    findings = await runSplinterLints(query);
  }, 180_000);

  afterAll(async () => {
    await pg?.stop();
    const counts = SPLINTER_LINTS.map((lint) => {
      const n = findings.filter((f) => f.lint === lint.id).length;
      return `${lint.name} ${n}`;
    });
    console.log(
      `[splinter] ${SPLINTER_LINTS.length} lints on PostgreSQL ${pg?.version ?? '?'}: ` +
        `${findings.length} findings (${counts.join(', ')}); ` +
        `${findings.filter((f) => exceptionFor(f)).length} excepted`,
    );
  });

  it('reports nothing beyond the justified exceptions', () => {
    const open = findings.filter((f) => !exceptionFor(f));
    expect(open).toEqual([]);
  });

  it('justifies every exception, and every exception names a lint that exists', () => {
    for (const exception of LINT_EXCEPTIONS) {
      expect(SPLINTER_LINTS.map((l) => l.id)).toContain(exception.lint);
      expect(exception.justification.length).toBeGreaterThan(40);
    }
  });

  it('has a self-test for every lint', () => {
    expect(Object.keys(LINT_PROBES).sort()).toEqual(SPLINTER_LINTS.map((l) => l.id).sort());
  });

  describe.each(SPLINTER_LINTS.map((lint) => ({ ...lint, probe: LINT_PROBES[lint.id] })))(
    '$id ($level)',
    ({ sql, probe }) => {
      it.skipIf(!probe)('reports a deliberately bad object, made and rolled back', async () => {
        if (!probe) return;
        const { client } = pg;
        await client.query('begin');
        try {
          const before = await query(sql);
          await client.query(probe.setup);
          const after = await query(sql);
          expect(before.map((r) => r.object)).not.toContain(probe.object);
          expect(after.map((r) => r.object)).toContain(probe.object);
          expect(after.find((r) => r.object === probe.object)?.detail).toEqual(expect.any(String));
        } finally {
          await client.query('rollback');
        }
      });
    },
  );
});
