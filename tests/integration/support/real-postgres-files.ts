/**
 * Files, as the real-Postgres lane asserts them: the list of files kept when a document's file
 * was replaced (only admins read it, nobody writes it), and that no caller can remove a file a
 * row links to while a file no row links to can go.
 */
import { beforeAll, describe, it } from 'vitest';
import { DOCUMENT_TABLES } from '@/lib/document-tables';
import { AUDIT_CALLERS, type DeskLane } from './real-postgres-desk';
import { CALLERS, OPS, type Outcome } from './rls-matrix';

const FIRST = 'investor_documents/first-version.pdf';
const SECOND = 'investor_documents/second-version.pdf';
/** Linked from an investor event's related documents only, no document row. */
const OUTCOME = 'investor_documents/board-meeting-outcome.pdf';
const EVENT_TITLE = 'Board meeting with a linked outcome';

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

/**
 * [remove the file a row links to, remove the file an event links to, remove the kept file no
 * row links to]
 */
const REMOVE_MATRIX: Record<string, Outcome[]> = {
  anon: ['hidden', 'hidden', 'hidden'],
  'signed-in non-admin': ['hidden', 'hidden', 'hidden'],
  'admin aal1 (verified factor)': ['hidden', 'hidden', 'hidden'],
  'admin aal2': ['linked', 'linked', 'allowed'],
  'admin aal1 (no factor)': ['linked', 'linked', 'allowed'],
};

/**
 * Every column that may hold a path in the bucket (its check constraint names the bucket), each
 * of which the linked-file guard must read: a column added later and not read would let its
 * files be removed under it.
 */
const GUARDED_LINK_COLUMNS = [
  ...DOCUMENT_TABLES.map((t) => `public.${t}.view_download`),
  'public.investor_events.document_links',
].sort();

const REMOVE_SQL = 'delete from storage.objects where bucket_id = $1 and name = $2';

export function describeFileChecks(lane: DeskLane) {
  describe('kept and linked files', () => {
    beforeAll(async () => {
      // A document whose uploaded file was replaced once, as the site does it: by an update.
      const { client } = lane.pg();
      await client.query(
        `insert into storage.objects (bucket_id, name, metadata)
         values ('investor_documents', $1, '{}'), ('investor_documents', $2, '{}'),
                ('investor_documents', $3, '{}')`,
        [FIRST, SECOND, OUTCOME],
      );
      await client.query(
        `insert into public.investor_events (title, kind, starts_at, document_links)
         values ($1, 'board_meeting', '2027-02-12T05:30:00Z', array['https://example.com/notice.pdf', $2])`,
        [EVENT_TITLE, OUTCOME],
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
      it('the files a row or an event links to stay; the kept one may go', async () => {
        const outcomes: (Outcome | string)[] = [];
        for (const path of [SECOND, OUTCOME, FIRST]) {
          const result = await lane.attempt(caller, REMOVE_SQL, ['investor_documents', path], {
            asStorageApi: true,
          });
          outcomes.push(lane.outcomeOf('delete', result));
        }
        lane.check(outcomes, REMOVE_MATRIX[caller.name], 3);
      });
    });

    it('names the event that links a file the administrator tries to remove', async () => {
      const admin = CALLERS.find((c) => c.name === 'admin aal2');
      if (!admin) throw new Error('no admin caller');
      const result = await lane.attempt(admin, REMOVE_SQL, ['investor_documents', OUTCOME], {
        asStorageApi: true,
      });
      lane.check(
        result.error?.message,
        `This file is still linked from the event "${EVENT_TITLE}" of 12 Feb 2027 and cannot be removed`,
      );
    });

    /** public.file_links, which the desk asks before it removes files: [answer, error code]. */
    const LINKS_MATRIX: Record<string, [string, string | undefined]> = {
      anon: ['', '42501'],
      'signed-in non-admin': ['', '42501'],
      'admin aal1 (verified factor)': ['', '42501'],
      'admin aal2': [
        `${SECOND} annual_report Replaced once|${OUTCOME} investor_events ${EVENT_TITLE}`,
        undefined,
      ],
      'admin aal1 (no factor)': [
        `${SECOND} annual_report Replaced once|${OUTCOME} investor_events ${EVENT_TITLE}`,
        undefined,
      ],
    };
    describe.each(CALLERS)('asking what links the files, as $name', (caller) => {
      it('names the document and the event, to the administrator only', async () => {
        const { client } = lane.pg();
        await client.query('begin');
        try {
          await client.query(`set local role ${caller.role}`);
          await client.query("select set_config('request.jwt.claims', $1, true)", [
            JSON.stringify(caller.claims),
          ]);
          const { rows } = await client.query<{ line: string }>(
            `select string_agg(concat_ws(' ', file_path, place, title), '|') as line
               from public.file_links($1)`,
            [[SECOND, OUTCOME, FIRST]],
          );
          lane.check([rows[0]?.line ?? '', undefined], LINKS_MATRIX[caller.name], 2);
        } catch (error) {
          lane.check(['', (error as { code?: string }).code], LINKS_MATRIX[caller.name], 2);
        } finally {
          await client.query('rollback');
        }
      });
    });

    it('reads every column that may link to a stored file', async () => {
      const { rows } = await lane.pg().client.query<{ col: string }>(
        `select distinct n.nspname || '.' || c.relname || '.' || a.attname as col
           from pg_constraint k
           join pg_class c on c.oid = k.conrelid
           join pg_namespace n on n.oid = c.relnamespace
           join pg_attribute a on a.attrelid = c.oid and a.attnum = any (k.conkey)
          where k.contype = 'c' and n.nspname in ('public', 'private')
            and (pg_get_constraintdef(k.oid) like '%investor_documents/%'
                 -- or through a function it calls (an array's per-element rule)
                 or exists (select 1 from pg_depend d join pg_proc f on f.oid = d.refobjid
                             where d.classid = 'pg_constraint'::regclass and d.objid = k.oid
                               and d.refclassid = 'pg_proc'::regclass
                               and f.prosrc like '%investor_documents/%'))`,
      );
      lane.check(rows.map((r) => r.col).sort(), GUARDED_LINK_COLUMNS);
    });
  });
}
