/**
 * Typed text and dates (supabase/migrations/20261128110000) on the real-Postgres lane: every text
 * and date column the signed-in role may write, found in the catalog, carries the rules (both
 * triggers and a constraint); the words each table's trigger names its columns with are the
 * desk's (src/lib/typed-text.ts); and what reviewers stored before is refused in plain words.
 */
import { describe, it } from 'vitest';
import { DOCUMENT_TABLES } from '@/lib/document-tables';
import { typedTextProblem, VALUE_LABELS } from '@/lib/typed-text';
import type { DeskLane } from './real-postgres-desk';
import { CALLERS } from './rls-matrix';

/** Columns the rules leave out, each with its reason. */
const LEFT_OUT: Record<string, string> = {
  // Read from the PDF, not typed: cleaned by private.strip_text_control_characters().
  'private.document_pages.body': 'cleaned',
};

// The rows the facts checks seed (support/real-postgres-facts.ts).
const DIRECTOR = '00000000-0000-4000-8000-00000000d002';
const OFFICER = '00000000-0000-4000-8000-00000000f001';
const RATING = '00000000-0000-4000-8000-00000000a101';
const COMMITTEE = '00000000-0000-4000-8000-00000000c002';
const RLO = '\u202E';

const hidden = (label: string) =>
  `${label} contains a hidden character (U+202E) that can make text show reversed. Remove it, or type the text again instead of pasting it.`;
const endless = (label: string) => `${label} must be a date from 1 Jan 1900 to 31 Dec 2100.`;

export function describeTypedValueChecks(lane: DeskLane) {
  const query = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await lane.pg().client.query<T>(sql, params)).rows;
  const admin = CALLERS.find((c) => c.name === 'admin aal2');

  describe('typed text and dates in every column the administrator writes', () => {
    it('every such column in the catalog has both triggers and its constraint', async () => {
      const columns = await query<{ col: string; kind: string; missing: string[] }>(
        `select format('%s.%s.%s', n.nspname, c.relname, a.attname) as col,
                case when a.atttypid in ('date'::regtype, 'timestamptz'::regtype, 'timestamp'::regtype)
                     then 'date' else 'text' end as kind,
                array_remove(array[
                  case when not exists (select 1 from pg_trigger g where g.tgrelid = c.oid
                                          and g.tgname = 'vet_typed_text' and g.tgenabled = 'O')
                       then 'trigger vet_typed_text' end,
                  case when not exists (select 1 from pg_trigger g where g.tgrelid = c.oid
                                          and g.tgname = 'bound_dates' and g.tgenabled = 'O')
                       then 'trigger bound_dates' end,
                  case when not exists (
                         select 1 from pg_constraint k
                          where k.conrelid = c.oid and k.contype = 'c' and k.conkey = array[a.attnum]
                            and pg_get_constraintdef(k.oid) ~ '(typed_text_problem|date_problem)\\(')
                       then 'constraint' end
                ], null) as missing
           from pg_class c
           join pg_namespace n on n.oid = c.relnamespace
           join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
          where n.nspname in ('public', 'private') and c.relkind in ('r', 'p')
            and a.attgenerated = ''
            and a.atttypid in ('text'::regtype, 'varchar'::regtype, 'bpchar'::regtype,
                               'text[]'::regtype, 'varchar[]'::regtype, 'jsonb'::regtype,
                               'json'::regtype, 'date'::regtype, 'timestamptz'::regtype,
                               'timestamp'::regtype)
            and (has_column_privilege('authenticated', c.oid, a.attnum, 'INSERT')
                 or has_column_privilege('authenticated', c.oid, a.attnum, 'UPDATE'))
          order by 1`,
      );
      // The list is the catalog's, not ours: it must hold what the reviewers found, and more.
      const names = columns.map((c) => c.col);
      lane.check(
        [
          'public.board_directors.designation',
          'public.company_contacts.investor_email',
          'public.credit_ratings.outlook',
          'public.dividends.payment_date',
          'public.key_officers.took_charge_on',
        ].every((c) => names.includes(c)),
        true,
      );
      const without = columns
        .filter((c) => c.missing.length > 0 && !LEFT_OUT[c.col])
        .map((c) => `${c.col} (${c.kind}): no ${c.missing.join(', ')}`);
      lane.check(without, [], columns.length);
    });

    it('names each column in the words of the desk’s forms', async () => {
      const rows = await query<{ relname: string; labels: Record<string, string> }>(
        `select c.relname, (obj_description(g.oid, 'pg_trigger')::jsonb -> 'labels') as labels
           from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where g.tgname = 'vet_typed_text'`,
      );
      const byTable = new Map(rows.map((r) => [r.relname, r.labels]));
      const differences: string[] = [];
      for (const [table, labels] of Object.entries(VALUE_LABELS)) {
        const tables = table === 'document' ? [...DOCUMENT_TABLES] : [table];
        for (const name of tables) {
          for (const [column, words] of Object.entries(labels)) {
            const stored = byTable.get(name)?.[column];
            if (stored !== words) differences.push(`${name}.${column}: ${stored} ≠ ${words}`);
          }
        }
      }
      lane.check(differences, []);
    });

    it.each([
      [
        'a designation',
        `update public.board_directors set designation = 'Director ${RLO}' where id = '${DIRECTOR}'`,
        hidden('The designation'),
      ],
      [
        'a profile',
        `update public.board_directors set profile = 'Profile ${RLO}' where id = '${DIRECTOR}'`,
        hidden('The profile'),
      ],
      [
        'another position',
        `update public.board_directors set other_positions =
           '[{"entity": "A ${RLO}B", "position": "Director", "listed": false}]' where id = '${DIRECTOR}'`,
        hidden(VALUE_LABELS.board_directors.other_positions),
      ],
      [
        'a committee’s basis',
        `update public.board_committees set constituted_under = 'Section ${RLO}177' where id = '${COMMITTEE}'`,
        hidden(VALUE_LABELS.board_committees.constituted_under),
      ],
      [
        'an officer’s address',
        `update public.key_officers set address = 'Indore ${RLO}' where id = '${OFFICER}'`,
        hidden('The address'),
      ],
      [
        'the registered office',
        `update public.company_contacts set registered_office = 'Indore ${RLO}' where singleton`,
        hidden("The registered office's address"),
      ],
      [
        'a rating’s outlook',
        `update public.credit_ratings set outlook = 'Stable ${RLO}' where id = '${RATING}'`,
        hidden('The outlook'),
      ],
      [
        'a title of only U+3164',
        "insert into public.policies (document_title, view_download) values ('\u3164', 'https://e.com/x.pdf')",
        typedTextProblem('\u3164', 'The document title'),
      ],
      [
        'a title of only combining marks',
        "insert into public.policies (document_title, view_download) values ('\u0301\u0301\u0308', 'https://e.com/x.pdf')",
        typedTextProblem('\u0301\u0301\u0308', 'The document title'),
      ],
      [
        'a line separator in a one-line title',
        "insert into public.policies (document_title, view_download) values ('Policy\u2028on insider trading', 'https://e.com/x.pdf')",
        typedTextProblem('Policy\u2028on insider trading', 'The document title'),
      ],
      [
        'an ESC in an agency',
        `update public.credit_ratings set agency = 'Agency \u001b' where id = '${RATING}'`,
        typedTextProblem('\u001b', 'The rating agency'),
      ],
      [
        'an endless payment date',
        `insert into public.dividends (financial_year, kind, amount_per_share, face_value, record_date, payment_date)
         values ('2024-25', 'final', 1, 10, '2025-08-01', 'infinity')`,
        endless('The payment date'),
      ],
      [
        'a date of taking charge of -infinity',
        `update public.key_officers set took_charge_on = '-infinity' where id = '${OFFICER}'`,
        endless('The date the person took charge'),
      ],
      [
        'a withdrawal in the year 294276',
        `update public.credit_ratings set withdrawn_on = '294276-01-01' where id = '${RATING}'`,
        endless('The date of withdrawal'),
      ],
    ])('refuses %s with 23514 and plain words', async (_, sql, message) => {
      if (!admin) throw new Error('no aal2 administrator in the matrix');
      const result = await lane.attempt(admin, sql);
      lane.check([result.error?.code, result.error?.message], ['23514', message], 1);
    });

    it('cleans the text read from a PDF instead of refusing it', async () => {
      if (!admin) throw new Error('no aal2 administrator in the matrix');
      const { client } = lane.pg();
      await client.query('begin');
      try {
        await client.query('set local role authenticated');
        await client.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify(admin.claims),
        ]);
        const { rows } = await client.query<{ body: string }>(
          `insert into private.document_pages (category, id, page_number, body)
           values ('policies', $1, 1, $2) returning body`,
          [lane.seeded.get('policies'), `Annual ${RLO}report\u001b of\nthe year`],
        );
        lane.check(rows[0]?.body, 'Annual report  of\nthe year');
      } finally {
        await client.query('rollback');
      }
    });
  });
}
