import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkDividendStatement } from '@/features/events-desk/api/dividend-statement';
import { describeEventError } from '@/features/events-desk/errors';
import { readDividends, readDocuments } from '@/features/obligations/api/read-rule-state';
import { complianceCalendar } from '@/lib/compliance/calendar';
import { readAnswers } from '@/lib/compliance/facts';
import { isPermissionError } from '@/lib/request-errors';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

// A dividend's s.124(2) statement is tied to the dividend as an event's documents are to the
// event, through the desk's own request and the real supabase-js: the database takes only a
// statement under Unpaid dividend statements, one dividend's each, from the administrator alone,
// and the calendar read back from the database counts the tied statement for its dividend and
// never for the year's statement under rule 5(8).
let t: TestBackend;
let admin: Client;
let reader: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
  reader = await t.reader();
});
afterAll(() => t.stop());

const refusal = (run: Promise<unknown>) =>
  run.then(
    () => null,
    (e: unknown) => e,
  );

async function dividend(financial_year: string, declared_on: string, record_date: string) {
  const { data, error } = await admin
    .from('dividends')
    .insert({
      financial_year,
      kind: 'final',
      amount_per_share: 1,
      face_value: 10,
      declared_on,
      record_date,
      payment_date: declared_on,
    })
    .select('id')
    .single();
  if (error) throw error;
  return data;
}

async function statement(title: string, day: string, table = 'unpaid_dividend_statements') {
  const link = `investor_documents/${title.replace(/\W+/g, '-').toLowerCase()}.pdf`;
  const { error } = await admin
    .from(table as 'unpaid_dividend_statements')
    .insert({ document_title: title, view_download: link, document_date: day });
  if (error) throw error;
  return link;
}

describe('a dividend’s statement of unpaid amounts, tied to the dividend', () => {
  it('takes only a statement under Unpaid dividend statements, one dividend’s each, in words', async () => {
    const first = await dividend('2024-25', '2025-09-26', '2025-09-19');
    const second = await dividend('2023-24', '2024-09-27', '2024-09-20');
    const own = await statement('Unpaid final dividend 2024-25', '2025-11-20');
    const policy = await statement('Policy on unpaid things', '2025-11-20', 'policies');

    const elsewhere = await refusal(linkDividendStatement(first, policy, admin));
    expect(describeEventError(elsewhere, 'link this document').description).toBe(
      'Link a statement under Unpaid dividend statements: this link is not one of them.',
    );
    expect(await refusal(linkDividendStatement(first, own, admin))).toBeNull();
    const twice = await refusal(linkDividendStatement(second, own, admin));
    expect(describeEventError(twice, 'link this document').description).toBe(
      'This statement is already linked to the final dividend 2024-25: a statement is one dividend’s.',
    );
    // A reader is refused, as the administrator would be told, and nothing changes.
    expect(isPermissionError(await refusal(linkDividendStatement(second, own, reader)))).toBe(true);
    const held = await readDividends(admin);
    expect(held.find((d) => d.id === first.id)?.unpaid_statement_link).toBe(own);
    expect(held.find((d) => d.id === second.id)?.unpaid_statement_link).toBeNull();
  });

  it('counts the tied statement for its dividend, and not for the year’s statement (rule 5(8))', async () => {
    const held = await dividend('2022-23', '2023-09-29', '2023-09-22');
    // The year ended 31 Mar 2023, no AGM entered: its statement is owed from 30 Sep 2023.
    const own = await statement('Unpaid final dividend 2022-23', '2023-11-22');
    await linkDividendStatement(held, own, admin);
    await admin.from('compliance_answers').insert({ subject: 'fact:dividends', answer: 'yes' });
    const calendar = complianceCalendar({
      now: new Date('2023-12-30T06:30:00Z'),
      events: [],
      holidays: new Set(),
      documents: await readDocuments(admin),
      answers: readAnswers((await admin.from('compliance_answers').select('*')).data ?? []),
      dividends: await readDividends(admin),
    });
    const item = (id: string) => calendar.items.find((i) => i.id === id);
    expect(item('s124:final-2023-09-22')?.status).toBe('done');
    expect(item('s124:final-2023-09-22')?.doneBy?.view_download).toBe(own);
    expect(item('upd:2023-03-31')?.status).toBe('overdue');
  });
});
