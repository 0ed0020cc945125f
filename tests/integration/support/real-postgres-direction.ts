/**
 * Direction controls in titles (supabase/migrations/20261126120000), on the real-Postgres lane:
 * what the migration does to titles a hosted database already holds, that every title column
 * refuses them afterwards in plain words, and that a table added later cannot forget the rule.
 */
import { describe, it } from 'vitest';
import type { DeskLane } from './real-postgres-desk';
import type { RealPostgres } from '../../../scripts/real-postgres/server';
import { CALLERS } from './rls-matrix';

export const DIRECTION_MIGRATION = '20261126120000';

/** The lane deploys up to the migration, stores what a hosted database held, then the rest. */
export const LEGACY_TITLES = { version: DIRECTION_MIGRATION, run: storeLegacyTitles };

const RLO = '\u202E';
const LRI = '\u2066';
const PDI = '\u2069';
const PDF = '\u202C';

/** What a hosted database may hold when the migration reaches it, and what it should become. */
const LEGACY = {
  policy: { before: `Legacy ${RLO}fdp.exe report`, after: 'Legacy fdp.exe report' },
  // Nothing but controls and a space: removing them would leave a blank title, which the title
  // check refuses, so the row is left as it is and the table's constraint stays NOT VALID.
  blank: `${RLO} ${PDF}`,
  holiday: { before: `Holi ${LRI}(sample)${PDI}`, after: 'Holi (sample)' },
  // Two events at one start whose titles differ only by a control: the second cannot be
  // cleaned without repeating the first (investor_events_title_start_key).
  event: 'Board meeting, legacy',
  eventTwin: `Board meeting, legacy${PDF}`,
  purpose: { before: `Results of ${RLO}4Q`, after: 'Results of 4Q' },
};

const ids = new Map<string, string>();

/** Stores the legacy rows just before the migration runs (startRealPostgres's pause). */
async function storeLegacyTitles(client: RealPostgres['client']) {
  const one = async (key: string, sql: string, params: unknown[]) => {
    const { rows } = await client.query<{ id: string }>(`${sql} returning id`, params);
    ids.set(key, rows[0]?.id ?? '');
  };
  const doc = 'insert into public.%s (document_title, view_download) values ($1, $2)';
  await one('policy', doc.replace('%s', 'policies'), [LEGACY.policy.before, 'https://e.com/p.pdf']);
  await one('blank', doc.replace('%s', 'annual_report'), [LEGACY.blank, 'https://e.com/a.pdf']);
  await one(
    'holiday',
    'insert into public.exchange_holidays (holiday_date, name) values ($1, $2)',
    ['2031-03-10', LEGACY.holiday.before],
  );
  const event = `insert into public.investor_events (title, kind, starts_at, purpose)
                 values ($1, 'other', '2031-01-15T05:30:00Z', $2)`;
  await one('event', event, [LEGACY.event, null]);
  await one('eventTwin', event, [LEGACY.eventTwin, null]);
  await one(
    'purpose',
    `insert into public.investor_events (title, kind, starts_at, purpose)
     values ('Analyst meet, legacy', 'analyst_meet', '2031-02-01T05:30:00Z', $1)`,
    [LEGACY.purpose.before],
  );
}

/** The title columns the rule covers: any public table's text column with one of these names. */
const TITLE_COLUMNS = ['document_title', 'title', 'name', 'purpose', 'place'];

export function describeDirectionChecks(lane: DeskLane) {
  const query = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await lane.pg().client.query<T>(sql, params)).rows;

  describe('titles holding direction controls', () => {
    it('the migration removed them from stored titles, through the audit trail', async () => {
      const [policy] = await query<{ document_title: string }>(
        'select document_title from public.policies where id = $1',
        [ids.get('policy')],
      );
      const [holiday] = await query<{ name: string }>(
        'select name from public.exchange_holidays where id = $1',
        [ids.get('holiday')],
      );
      const [analyst] = await query<{ purpose: string; sequence: number }>(
        'select purpose, sequence from public.investor_events where id = $1',
        [ids.get('purpose')],
      );
      lane.check(
        [policy?.document_title, holiday?.name, analyst?.purpose, analyst?.sequence],
        [LEGACY.policy.after, LEGACY.holiday.after, LEGACY.purpose.after, 1],
        4,
      );
      const audit = await query<{ title_before: string; title_after: string }>(
        `select title_before, title_after from public.audit_log
          where table_name = 'policies' and row_id = $1 and action = 'update'`,
        [ids.get('policy')],
      );
      lane.check(audit, [{ title_before: LEGACY.policy.before, title_after: LEGACY.policy.after }]);
    });

    it('left a row it could not clean as it was, and that table’s rule NOT VALID', async () => {
      const [blank] = await query<{ document_title: string }>(
        'select document_title from public.annual_report where id = $1',
        [ids.get('blank')],
      );
      const twins = await query<{ title: string }>(
        'select title from public.investor_events where id = any($1) order by title',
        [[ids.get('event'), ids.get('eventTwin')]],
      );
      lane.check(
        [blank?.document_title, twins.map((t) => t.title)],
        [LEGACY.blank, [LEGACY.event, LEGACY.eventTwin]],
        2,
      );
      const constraints = await query<{ conname: string; convalidated: boolean }>(
        `select conname, convalidated from pg_constraint
          where conname like '%\\_direction\\_check' order by conname`,
      );
      const notValid = constraints.filter((c) => !c.convalidated).map((c) => c.conname);
      lane.check(notValid, [
        'annual_report_document_title_direction_check',
        'investor_events_title_direction_check',
      ]);
      // And the typed-text rule of 20261128110000, which could not clean them either.
      const typed = await query<{ conname: string }>(
        `select conname from pg_constraint
          where conname like '%\\_text\\_check' and not convalidated order by conname`,
      );
      lane.check(
        typed.map((c) => c.conname),
        ['annual_report_document_title_text_check', 'investor_events_title_text_check'],
      );
    });

    it('every title column of every public table has the rule: a constraint and the trigger', async () => {
      const missing = await query<{ missing: string }>(
        `select format('%s.%s', r.relname, a.attname) as missing
           from pg_class r
           join pg_attribute a on a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped
          where r.relnamespace = 'public'::regnamespace and r.relkind in ('r', 'p')
            and a.attname = any($1) and a.atttypid = 'text'::regtype
            and (
              not exists (select 1 from pg_constraint k
                           where k.conrelid = r.oid
                             and k.conname = r.relname || '_' || a.attname || '_direction_check')
              -- Since 20261128110000 the refusal in words is vet_typed_text's, for every column.
              or not exists (select 1 from pg_trigger g
                              where g.tgrelid = r.oid and g.tgname = 'vet_typed_text')
            )
          order by 1`,
        [TITLE_COLUMNS],
      );
      lane.check(missing, []);
    });

    const admin = CALLERS.find((c) => c.name === 'admin aal2');
    const refusal = (label: string, char: string) =>
      `${label} contains a hidden character (${char}) that can make text show reversed. Remove it, or type the text again instead of pasting it.`;
    it.each([
      [
        'a document title',
        `insert into public.policies (document_title, view_download) values ('Report ${RLO}fdp.exe', 'https://e.com/r.pdf')`,
        refusal('The document title', 'U+202E'),
      ],
      [
        'an event title',
        `insert into public.investor_events (title, kind, starts_at) values ('AGM ${LRI}x', 'agm', '2032-01-01T05:30:00Z')`,
        refusal('The title', 'U+2066'),
      ],
      [
        'an event place',
        `insert into public.investor_events (title, kind, starts_at, place) values ('AGM', 'agm', '2032-01-01T05:30:00Z', 'Indore ${PDI}')`,
        refusal('The place', 'U+2069'),
      ],
      [
        'a holiday name',
        `insert into public.exchange_holidays (holiday_date, name) values ('2032-03-01', 'Holi ${PDF}')`,
        refusal('The name', 'U+202C'),
      ],
      [
        'a title edited to hold one',
        `update public.exchange_holidays set name = 'Holi ${RLO}' where name = '${LEGACY.holiday.after}'`,
        refusal('The name', 'U+202E'),
      ],
    ])('the administrator is refused %s with 23514 and plain words', async (_, sql, message) => {
      if (!admin) throw new Error('no aal2 administrator in the matrix');
      const result = await lane.attempt(admin, sql);
      lane.check([result.error?.code, result.error?.message], ['23514', message], 1);
    });

    it('keeps the implicit marks, which cannot reverse text (LRM, RLM, ALM)', async () => {
      if (!admin) throw new Error('no aal2 administrator in the matrix');
      const result = await lane.attempt(
        admin,
        `insert into public.policies (document_title, view_download)
         values ('تقرير 2025 \u200F(Arabic)\u200E \u061C', 'https://e.com/ar.pdf')`,
      );
      lane.check([result.error, result.rowCount], [undefined, 1], 1);
    });
  });
}
