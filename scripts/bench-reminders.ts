/**
 * `npm run bench:reminders`: what a day's duty e-mails cost with ten years of records, printed.
 *
 * 1. The desk's side: the rules over a site of ten years (a document in every rule table each
 *    quarter, eight board meetings a year with their outcomes linked, a dividend a year, fifteen
 *    exchange holidays a year), then the open items the reminder job reads (siteVerdicts and
 *    dutyItems, what the desk runs on each load), median of 20 after 5 to warm up.
 * 2. The database's side: private.run_duty_reminders, the job pg_cron runs each minute, on the
 *    embedded backend, with those items (and, to be generous, ten years of past items as well),
 *    three confirmed addresses and a working morning: the run that sends the digest and the
 *    reminders, and a run that finds nothing new (every other minute of the day); median of 20.
 */
import { dutyItems } from '../src/lib/compliance/duty-schedule';
import { NO_ANSWERS } from '../src/lib/compliance/facts';
import { RULE_TABLES } from '../src/lib/compliance/register';
import type { ComplianceDocument, DividendFact } from '../src/lib/compliance/types';
import { siteVerdicts, type SiteState } from '../src/lib/compliance/verdicts';
import { addDays } from '../src/lib/ist-time';
import type { InvestorEventRow } from '../src/lib/investor-events';
import { startLocalBackend } from '../supabase/local/server';

const YEARS = 10;
const now = new Date('2027-02-15T03:00:00Z'); // Monday 15 Feb 2027, 08:30 IST
const quarterEnds: string[] = [];
for (let y = 2017; y < 2017 + YEARS; y += 1) {
  quarterEnds.push(`${y}-06-30`, `${y}-09-30`, `${y}-12-31`, `${y + 1}-03-31`);
}
const documents: ComplianceDocument[] = quarterEnds.flatMap((end, q) =>
  RULE_TABLES.map((table, t) => ({
    table,
    id: `d-${q}-${t}`,
    document_title: `Filing for the quarter ended ${end} (results, outcome, statement)`,
    view_download: `investor_documents/${q}-${t}.pdf`,
    document_date: addDays(end, 18),
    created_at: `${addDays(end, 18)}T06:00:00Z`,
  })),
);
const events: InvestorEventRow[] = quarterEnds.flatMap((end, q) =>
  [10, 40].map((offset, i) => {
    const day = addDays(end, offset);
    return {
      id: `e-${q}-${i}`,
      title: 'Board meeting',
      kind: 'board_meeting',
      starts_at: `${day}T05:30:00Z`,
      ends_at: `${day}T07:30:00Z`,
      place: null,
      link: null,
      purpose: null,
      board_purposes: null,
      document_links: [`investor_documents/${q}-0.pdf`],
      cancelled_at: null,
      sequence: 0,
      dividend_id: null,
      created_at: `${addDays(day, -20)}T05:00:00Z`,
      updated_at: `${addDays(day, -20)}T05:00:00Z`,
    } as InvestorEventRow;
  }),
);
const dividends: DividendFact[] = Array.from({ length: YEARS }, (_, i) => ({
  id: `div-${i}`,
  financial_year: `${2017 + i}-${String((18 + i) % 100).padStart(2, '0')}`,
  kind: 'final',
  declared_on: `${2018 + i}-09-20`,
  record_date: `${2018 + i}-09-13`,
  payment_date: `${2018 + i}-10-15`,
  amount_per_share: 1,
}));
const holidays = new Set(
  Array.from({ length: YEARS * 15 }, (_, i) => addDays('2017-01-05', i * 24)).filter(
    (d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()),
  ),
);
const state: SiteState = {
  now,
  recordsBegin: '2017-04-01',
  events,
  holidays,
  documents,
  answers: NO_ANSWERS,
  records: {
    contacts: null,
    directors: [],
    committees: [],
    members: [],
    officers: [],
    ratings: [],
  },
  dividends,
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const browser: number[] = [];
let items = dutyItems(siteVerdicts(state).calendar.items, '/dashboard/calendar');
for (let i = 0; i < 25; i += 1) {
  const started = performance.now();
  items = dutyItems(siteVerdicts(state).calendar.items, '/dashboard/calendar');
  if (i >= 5) browser.push(performance.now() - started);
}
console.log(
  `Ten years: ${documents.length} documents, ${events.length} events, ${dividends.length} dividends, ${holidays.size} holidays.`,
);
console.log(`Desk: the rules and the open items (${items.length}): median ${ms(median(browser))}`);

const backend = await startLocalBackend({ port: 0, seed: false });
const db = backend.db;
try {
  const past = quarterEnds.flatMap((end, q) =>
    Array.from({ length: 20 }, (_, k) => ({
      ...items[0],
      id: `past-${q}-${k}`,
      kind: 'quarterly',
      due_at: `${addDays(end, 21)}T18:29:00Z`,
    })),
  );
  const all = [...items, ...past];
  await db.query(
    `insert into private.duty_items (id, kind, what, subject, clause, due_at, met_by, place)
     select x.id, x.kind, x.what, x.subject, x.clause, x.due_at, x.met_by, x.place
       from jsonb_to_recordset($1::jsonb) as x(id text, kind text, what text, subject text,
                                               clause text, due_at timestamptz, met_by text, place text)`,
    [JSON.stringify(all)],
  );
  await db.query(`update private.duty_schedule_state set computed_at = $1`, [
    new Date(now.getTime() - 3_600_000).toISOString(),
  ]);
  await db.query(
    `insert into public.exchange_holidays (holiday_date, name) select d, 'Holiday' from unnest($1::date[]) d`,
    [[...holidays]],
  );
  await db.query(
    `insert into public.duty_recipients (address, confirmed_at)
     select 'cs' || g || '@example.com', null from generate_series(1, 3) g`,
  );
  // As public.confirm_duty_recipient does: only with this setting does confirmed_at change.
  await db.exec(`select set_config('private.confirming_duty_recipient', 'on', false);
                 update public.duty_recipients set confirmed_at = '2026-01-01';`);
  const morning: number[] = [];
  const quiet: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    await db.query('delete from private.duty_sent');
    let started = performance.now();
    await db.query('select private.run_duty_reminders($1)', [now.toISOString()]);
    morning.push(performance.now() - started);
    started = performance.now();
    await db.query('select private.run_duty_reminders($1)', [
      new Date(now.getTime() + 60_000).toISOString(),
    ]);
    quiet.push(performance.now() - started);
  }
  const sent = await db.query<{ n: number }>(
    `select count(*)::int as n from private.alert_emails where kind = 'duty'`,
  );
  console.log(
    `Database: ${all.length} items, 3 addresses. The morning's run (digest and reminders): median ${ms(median(morning))}; a minute with nothing new: median ${ms(median(quiet))}. E-mails queued in all: ${sent.rows[0]?.n ?? 0}.`,
  );
} finally {
  await backend.stop();
}
