/**
 * Files, as the real-Postgres lane asserts them: the list of files kept when a document's file
 * was replaced (only admins read it, nobody writes it), and that no caller can remove a file a
 * row links to while a file no row links to can go.
 */
import { beforeAll, describe, it } from 'vitest';
import { AUDIT_CALLERS, type DeskLane } from './real-postgres-desk';
import { CALLERS, OPS, type Outcome } from './rls-matrix';

const FIRST = 'investor_documents/first-version.pdf';
const SECOND = 'investor_documents/second-version.pdf';

/**
 * replaced_files: [select, insert, update, delete]. The triggers write it, never a caller; the
 * administrator reads it, at aal2 once a factor is enrolled.
 */
const KEPT_MATRIX: Record<string, Outcome[]> = {
  anon: ['refused', 'refused', 'refused', 'refused'],
  'signed-in non-admin': ['hidden', 'refused', 'refused', 'refused'],
  'admin aal1 (verified factor)': ['hidden', 'refused', 'refused', 'refused'],
  'admin aal2': ['visible', 'refused', 'refused', 'refused'],
  'admin aal1 (no factor)': ['visible', 'refused', 'refused', 'refused'],
  'service role': ['visible', 'refused', 'refused', 'refused'],
};

const KEPT_SQL: [string, unknown[]][] = [
  ['select count(*)::int as n from public.replaced_files', []],
  [
    `insert into public.replaced_files (path, table_name, row_id)
     values ('investor_documents/forged.pdf', 'policies', gen_random_uuid())`,
    [],
  ],
  ["update public.replaced_files set path = 'investor_documents/moved.pdf'", []],
  ['delete from public.replaced_files', []],
];

/** [remove the file a row links to, remove the kept file no row links to] */
const REMOVE_MATRIX: Record<string, Outcome[]> = {
  anon: ['hidden', 'hidden'],
  'signed-in non-admin': ['hidden', 'hidden'],
  'admin aal1 (verified factor)': ['hidden', 'hidden'],
  'admin aal2': ['linked', 'allowed'],
  'admin aal1 (no factor)': ['linked', 'allowed'],
};

export function describeFileChecks(lane: DeskLane) {
  describe('kept and linked files', () => {
    beforeAll(async () => {
      // A document whose uploaded file was replaced once, as the site does it: by an update.
      const { client } = lane.pg();
      await client.query(
        `insert into storage.objects (bucket_id, name, metadata)
         values ('investor_documents', $1, '{}'), ('investor_documents', $2, '{}')`,
        [FIRST, SECOND],
      );
      const { rows } = await client.query<{ id: string }>(
        `insert into public.annual_report (document_title, view_download)
         values ('Replaced once', $1) returning id`,
        [FIRST],
      );
      await client.query('update public.annual_report set view_download = $1 where id = $2', [
        SECOND,
        rows[0]?.id,
      ]);
      const kept = await client.query('select 1 from public.replaced_files where path = $1', [
        FIRST,
      ]);
      lane.check(kept.rowCount, 1);
    });

    describe.each(AUDIT_CALLERS)('the kept files, as $name', (caller) => {
      it('select, insert, update, delete', async () => {
        const outcomes: (Outcome | string)[] = [];
        for (const [i, op] of OPS.entries()) {
          const [text, params] = KEPT_SQL[i] ?? ['', []];
          outcomes.push(lane.outcomeOf(op, await lane.attempt(caller, text, params)));
        }
        lane.check(outcomes, KEPT_MATRIX[caller.name], OPS.length);
      });
    });

    describe.each(CALLERS)('removing files, as $name', (caller) => {
      it('the linked file stays; the kept one may go', async () => {
        const outcomes: (Outcome | string)[] = [];
        for (const path of [SECOND, FIRST]) {
          const sql = 'delete from storage.objects where bucket_id = $1 and name = $2';
          const result = await lane.attempt(caller, sql, ['investor_documents', path], {
            asStorageApi: true,
          });
          outcomes.push(lane.outcomeOf('delete', result));
        }
        lane.check(outcomes, REMOVE_MATRIX[caller.name], 2);
      });
    });
  });
}
