import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readAnswerRows,
  readDividends,
  readDocuments,
  readEvents,
  readHolidays,
  readRecords,
  readRecordsBegin,
} from '@/features/obligations/api/read-rule-state';
import { readAnswers } from '@/lib/compliance/facts';
import { siteVerdicts, type SiteState } from '@/lib/compliance/verdicts';
import type { DocumentTableName } from '@/lib/document-tables';
import { holidaySet } from '@/lib/exchange-holidays';
import { indiaToday } from '@/lib/format-date';
import { addDays } from '@/lib/ist-time';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

// The desk's rules over what the embedded backend holds, read as the desk reads it (the real
// supabase-js, as the administrator): the calendar and readiness agree clause by clause, the
// results PDF meets the quarter's results, a committee without members and officers without a
// grievance official are still to enter whatever PDF names them, the dividends held answer their
// own question, and a pattern put on the site weeks after its date is done and flagged.
let t: TestBackend;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
});
afterAll(() => t.stop());

const today = indiaToday();
/** The last quarter's end at least ten days before today: its filings' window has begun. */
const quarterEnd = (() => {
  const limit = addDays(today, -10);
  const year = Number(limit.slice(0, 4));
  const ends = [`${year - 1}-12-31`, `${year}-03-31`, `${year}-06-30`, `${year}-09-30`];
  return ends.filter((end) => end <= limit).at(-1) ?? `${year - 1}-12-31`;
})();

async function add(table: DocumentTableName, title: string, date: string) {
  const { error } = await admin.from(table).insert({
    document_title: title,
    view_download: 'https://example.com/x.pdf',
    document_date: date,
  });
  expect(error).toBeNull();
}

async function load(): Promise<SiteState> {
  const [events, holidays, answers, documents, records, dividends, begin] = await Promise.all([
    readEvents(admin),
    readHolidays(admin),
    readAnswerRows(admin),
    readDocuments(admin),
    readRecords(admin),
    readDividends(admin),
    readRecordsBegin(admin),
  ]);
  return {
    now: new Date(),
    recordsBegin: begin?.records_begin ?? null,
    events,
    holidays: holidaySet(holidays),
    documents,
    answers: readAnswers(answers),
    records,
    dividends,
  };
}

describe('the desk’s rules over the backend’s data', () => {
  it('gives one verdict per case, and readiness agrees with the calendar on every clause', async () => {
    const day = addDays(quarterEnd, 1);
    await add('financial_report', 'Unaudited financial results for the quarter', day);
    await add('shareholding_pattern', 'Shareholding pattern for the quarter', day);
    await add('investor_contact', 'Details of the compliance officer (2024)', '2024-04-01');
    const dividend = await admin.from('dividends').insert({
      financial_year: `${Number(today.slice(0, 4)) - 2}-${String((Number(today.slice(0, 4)) - 1) % 100).padStart(2, '0')}`,
      kind: 'final',
      amount_per_share: 1.5,
      face_value: 10,
      record_date: `${Number(today.slice(0, 4)) - 1}-09-20`,
      payment_date: `${Number(today.slice(0, 4)) - 1}-10-10`,
    });
    expect(dividend.error).toBeNull();

    const verdicts = siteVerdicts(await load());
    const item = (id: string) => verdicts.calendar.items.find((i) => i.id === id);
    const clause = (c: string) => verdicts.readiness.find((i) => i.row.clause === c);

    // The results PDF on Financial Reports meets the quarter's results, not the statements only
    // the Integrated Filing (Financial) carries.
    expect(item(`results:${quarterEnd}`)?.status).toBe('done');
    expect(item(`iff:${quarterEnd}`)?.status).not.toBe('done');
    // Put on the site today, a day after the quarter ended and more than two working days on.
    expect(item(`shp:${quarterEnd}`)).toMatchObject({
      status: 'done',
      late: { reason: 'website', enteredOn: today },
    });
    // The records, not a PDF, answer (k) and (v); the five committees the migration makes have
    // no member yet, so (c) and Company facts name them.
    expect(clause('(k)')?.status.kind).toBe('missing');
    expect(clause('(v)')?.status.kind).toBe('missing');
    expect(clause('(c)')?.status.kind).toBe('missing');
    const committees = verdicts.facts.missing.filter((m) => m.rule === 'committees');
    expect(committees).toHaveLength(5);
    // The dividend held answers the question; the IEPF statement applies.
    expect(verdicts.calendar.questions).not.toContain('dividends');
    expect(verdicts.calendar.answers.facts.dividendsHeld).toHaveLength(1);

    // Every clause with calendar items is out of date exactly when one of them is overdue.
    for (const c of verdicts.readiness) {
      const overdue = verdicts.calendar.items
        .filter((i) => i.clauses.includes(c.row.clause) && i.status === 'overdue')
        .map((i) => i.id);
      expect(c.status.overdue, c.row.clause).toEqual(overdue);
    }
  });
});
