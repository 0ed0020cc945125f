import { describe, expect, it } from 'vitest';
import {
  complianceCalendar,
  periodicObligations,
  PERIODIC_DOCUMENT_TABLES,
  type CalendarInputs,
} from '@/lib/compliance/calendar';
import { evidenceWords } from '@/lib/compliance/evidence-words';
import { NO_ANSWERS, readAnswers, type ComplianceAnswerRow } from '@/lib/compliance/facts';
import { groupItems } from '@/lib/compliance/groups';
import { doc, event, none } from './fixtures';

// Wednesday 20 January 2027, noon IST: the December quarter's shareholding pattern is due
// tomorrow, its governance filing in ten days, its results in 25.
const now = new Date('2027-01-20T06:30:00Z');
const inputs = (overrides: Partial<CalendarInputs> = {}): CalendarInputs => ({
  now,
  events: [],
  holidays: none,
  documents: [],
  answers: NO_ANSWERS,
  dividends: [],
  ...overrides,
});
const item = (calendar: ReturnType<typeof complianceCalendar>, id: string) => {
  const found = calendar.items.find((i) => i.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};
const row = (
  subject: string,
  answer: string,
  reason: string | null = null,
): ComplianceAnswerRow => ({
  id: subject,
  subject,
  answer,
  reason,
  updated_at: '2027-01-01T00:00:00Z',
});

describe('the compliance calendar', () => {
  it('lists the December quarter’s filings as due, with clause, source and the table they go to', () => {
    const shp = item(complianceCalendar(inputs()), 'shp:2026-12-31');
    expect(shp).toMatchObject({
      status: 'due',
      table: 'shareholding_pattern',
      what: 'Shareholding pattern',
      subject: 'Quarter ended 31 Dec 2026',
    });
    expect(shp.source.clause).toBe('Reg 31(1)(b)');
    expect(shp.source.read).toMatch(/NSE/);
  });

  it('turns an item done when a live document of its kind and period is on the site', () => {
    const calendar = complianceCalendar(inputs({ documents: [doc()] }));
    expect(item(calendar, 'shp:2026-12-31')).toMatchObject({ status: 'done', doneBy: doc() });
  });

  it('does not count a document of the previous quarter, or of another table', () => {
    for (const other of [
      doc({ document_date: '2026-10-19' }),
      doc({ table: 'quarterly_report' }),
    ]) {
      const calendar = complianceCalendar(inputs({ documents: [other] }));
      expect(item(calendar, 'shp:2026-12-31').status).toBe('due');
    }
  });

  it('counts only a document titled for the reconciliation audit among Reports and Certificates', () => {
    const certificate = doc({
      id: 'c',
      table: 'reports_certificates',
      document_title: 'Compliance certificate under Regulation 74(5), quarter ended 31 Dec 2026',
      document_date: '2027-01-10',
    });
    const audit = doc({
      id: 'a',
      table: 'reports_certificates',
      document_title: 'Reconciliation of Share Capital Audit Report, quarter ended 31 Dec 2026',
      document_date: '2027-01-18',
    });
    expect(
      item(complianceCalendar(inputs({ documents: [certificate] })), 'rsc:2026-12-31').status,
    ).toBe('due');
    expect(
      item(complianceCalendar(inputs({ documents: [certificate, audit] })), 'rsc:2026-12-31'),
    ).toMatchObject({ status: 'done', doneBy: audit });
  });

  it('calls an item overdue once its deadline has passed', () => {
    const later = complianceCalendar(inputs({ now: new Date('2027-01-22T00:00:00Z') }));
    expect(item(later, 'shp:2026-12-31').status).toBe('overdue');
  });

  it('marks an item not applicable with the administrator’s reason', () => {
    const answers = readAnswers([row('item:shp:2026-12-31', 'not_applicable', 'Suspended')]);
    const calendar = complianceCalendar(inputs({ answers }));
    expect(item(calendar, 'shp:2026-12-31')).toMatchObject({
      status: 'not applicable',
      reason: 'Suspended',
    });
  });

  it('asks once whether dividends were declared, and drops the dividend items when not', () => {
    expect(complianceCalendar(inputs()).questions).toEqual([
      'dividends',
      'csr',
      'top_1000',
      'subsidiaries',
    ]);
    const answers = readAnswers([row('fact:dividends', 'no')]);
    const calendar = complianceCalendar(inputs({ answers }));
    expect(calendar.questions).toEqual(['csr', 'top_1000', 'subsidiaries']);
    const statement = calendar.items.find((i) => i.id.startsWith('upd:'));
    expect(statement?.status).toBe('not applicable');
    expect(statement?.reason).toMatch(/no dividend/);
  });

  it('asks for the next IEPF transfer day when dividends were declared, and then tracks its notices', () => {
    const yes = readAnswers([row('fact:dividends', 'yes')]);
    expect(complianceCalendar(inputs({ answers: yes })).questions).toEqual([
      'iepf_transfer',
      'csr',
      'top_1000',
      'subsidiaries',
    ]);
    const dated = readAnswers([
      row('fact:dividends', 'yes'),
      row('fact:iepf_transfer', '2027-04-15'),
    ]);
    const notice = item(complianceCalendar(inputs({ answers: dated })), 'iepf-notice:2027-04-15');
    expect(notice.table).toBe('iepf_transfer_notices');
    expect(notice.status).toBe('overdue');
  });

  it('adds a board meeting’s items, done only once a matching document is linked to it', () => {
    const meeting = event({
      title: 'Board meeting on results',
      starts_at: '2027-02-10T07:30:00Z',
      ends_at: '2027-02-10T10:40:00Z',
    });
    const outcome = doc({
      table: 'financial_report',
      document_title: 'Financial results for the quarter ended 31 December 2026',
      view_download: 'investor_documents/results.pdf',
      created_at: '2027-02-10T11:00:00Z',
      document_date: '2027-02-10',
    });
    const open = item(
      complianceCalendar(inputs({ events: [meeting], documents: [outcome] })),
      'event:e1:results',
    );
    expect(open.status).toBe('due');
    expect(open.candidates.map((c) => c.id)).toEqual(['d1']);
    const linked = { ...meeting, document_links: [outcome.view_download] };
    const done = item(
      complianceCalendar(inputs({ events: [linked], documents: [outcome] })),
      'event:e1:results',
    );
    expect([done.status, done.doneBy?.id]).toEqual(['done', 'd1']);
  });

  it('groups items as overdue, due this week, coming up, done this quarter and not applicable', () => {
    const answers = readAnswers([row('item:ifg:2026-12-31', 'not_applicable', 'Not listed')]);
    const calendar = complianceCalendar(
      inputs({
        answers,
        documents: [
          doc({ id: 'scr', table: 'secretarial_compliance', document_date: '2026-05-20' }),
        ],
      }),
    );
    const groups = groupItems(calendar.items, now);
    expect(groups.week.map((i) => i.id)).toContain('shp:2026-12-31');
    expect(groups.coming.map((i) => i.id)).toContain('iff:2026-12-31');
    // The administrator's mark; the rest wait for the company's answers (CSR, top 1,000).
    expect(
      groups['not applicable']
        .filter((i) => !i.reason?.startsWith('Whether it applies'))
        .map((i) => i.id),
    ).toEqual(['ifg:2026-12-31']);
    // The September quarter's filings, never published, are overdue.
    expect(groups.overdue.map((i) => i.id)).toContain('shp:2026-09-30');
    // The secretarial compliance report was done in May 2026, not this quarter.
    expect(groups.done.map((i) => i.id)).not.toContain('scr:2026-03-31');
    // Done early counts too: the results, due in February, are on the site already. The
    // Integrated Filing (Financial) carries the results, so it meets both its own item and the
    // quarter's results.
    const early = doc({
      id: 'iff',
      table: 'integrated_filing_financial',
      document_date: '2027-01-19',
    });
    const inQuarter = complianceCalendar(inputs({ documents: [doc(), early] }));
    expect(groupItems(inQuarter.items, now).done.map((i) => i.id)).toEqual([
      'shp:2026-12-31',
      'iff:2026-12-31',
      'results:2026-12-31',
    ]);
  });

  it('reads every table a periodic item can be met in (the rules read those and more)', () => {
    const answers = readAnswers([
      row('fact:dividends', 'yes'),
      row('fact:iepf_transfer', '2027-04-15'),
    ]);
    const tables = new Set(
      periodicObligations(inputs({ answers }))
        // The AGM is met by its meeting, not a document.
        .filter((o) => o.window)
        .flatMap((o) => o.satisfiedBy.tables),
    );
    for (const table of tables) expect(PERIODIC_DOCUMENT_TABLES).toContain(table);
  });

  it('sees the AGM held on 30 September as held on 1 October, with its voting results due two days later', () => {
    // AGM on Wednesday 30 Sep 2026 at 11 am IST, 1 pm to close; Friday 2 Oct a holiday.
    const agm = event({
      id: 'agm',
      kind: 'agm',
      title: 'Annual general meeting 2026',
      starts_at: '2026-09-30T05:30:00Z',
      ends_at: '2026-09-30T07:30:00Z',
      created_at: '2026-08-20T05:00:00Z',
    });
    const holidays = new Set(['2026-10-02']);
    // Thursday 1 Oct 2026, 10 am IST: the AGM's last day has passed, the voting results are not
    // on the site yet, and nothing is overdue.
    const next = new Date('2026-10-01T04:30:00Z');
    const calendar = complianceCalendar(inputs({ now: next, events: [agm], holidays }));
    expect(item(calendar, 'agm:2026-03-31')).toMatchObject({ status: 'done', doneBy: null });
    const voting = item(calendar, 'event:agm:voting');
    expect(voting.status).toBe('due');
    expect(voting.table).toBe('voting_results');
    expect(voting.source.clause).toBe('Rule 20(4)(xvi); Reg 44(3)');
    // Thursday 1 Oct, Friday 2 Oct: the website's two days, holiday or not.
    expect(voting.deadline.toISOString()).toBe('2026-10-02T18:29:00.000Z');
    expect(groupItems(calendar.items, next).overdue.map((i) => i.id)).not.toContain(
      'agm:2026-03-31',
    );
  });

  /** An AGM held on its last lawful day, looked at the next morning. */
  const calendar30Sep = () =>
    complianceCalendar(
      inputs({
        now: new Date('2026-10-01T04:30:00Z'),
        events: [
          event({
            id: 'agm',
            kind: 'agm',
            starts_at: '2026-09-30T05:30:00Z',
            ends_at: '2026-09-30T07:30:00Z',
          }),
        ],
      }),
    );

  it('calls the AGM overdue after 30 September only when none was held by then', () => {
    const after = new Date('2026-10-01T04:30:00Z');
    expect(item(complianceCalendar(inputs({ now: after })), 'agm:2026-03-31').status).toBe(
      'overdue',
    );
    // One entered for 15 October is not held yet on 1 October: overdue; held once it starts.
    const late = event({
      id: 'agm',
      kind: 'agm',
      starts_at: '2026-10-15T05:30:00Z',
      ends_at: '2026-10-15T07:30:00Z',
    });
    const before = complianceCalendar(inputs({ now: after, events: [late] }));
    expect(item(before, 'agm:2026-03-31').status).toBe('overdue');
    const held = complianceCalendar(
      inputs({ now: new Date('2026-10-15T06:00:00Z'), events: [late] }),
    );
    expect(item(held, 'agm:2026-03-31').status).toBe('done');
    // Held after its last lawful day: done, and said late (an extension is the company's to mark).
    expect(item(held, 'agm:2026-03-31').late).toEqual({
      reason: 'recorded',
      enteredOn: '2026-10-15',
      dueOn: '2026-09-30',
    });
    expect(item(calendar30Sep(), 'agm:2026-03-31').late).toBeNull();
    // Due, not done, while it is still ahead and its last day has not come.
    const ahead = complianceCalendar(
      inputs({ now: new Date('2026-09-01T04:30:00Z'), events: [late] }),
    );
    expect(item(ahead, 'agm:2026-03-31').status).toBe('due');
  });

  it('asks for each dividend’s statement of unpaid amounts 127 days after its declaration', () => {
    // An interim dividend declared on Thursday 12 Nov 2026, paid 2 Dec: unpaid amounts move to
    // the Unpaid Dividend Account by 12 Nov + 30 + 7 = 19 Dec; the statement within 90 days of
    // that, by 19 Dec + 90 = 19 Mar 2027 (Dec 12 + Jan 31 + Feb 28 + Mar 19 = 90).
    const interim = {
      id: 'div-interim',
      amount_per_share: 1,
      kind: 'interim' as const,
      financial_year: '2026-27',
      declared_on: '2026-11-12',
      record_date: '2026-11-20',
      payment_date: '2026-12-02',
    };
    const calendar = complianceCalendar(inputs({ dividends: [interim] }));
    const statement = item(calendar, 's124:interim-2026-11-20');
    expect(statement).toMatchObject({
      status: 'due',
      table: 'unpaid_dividend_statements',
      subject: 'Interim dividend 2026-27, declared 12 Nov 2026',
      // From the end of the thirty days (nothing is in the account before), through the seven
      // years it may stay unpaid.
      window: { from: '2026-12-12', to: '2033-11-20' },
    });
    expect(statement.deadline.toISOString()).toBe('2027-03-19T18:29:00.000Z');
    expect(statement.source.clause).toBe('Companies Act s.124(1)-(2)');
    // A statement dated 15 Jan 2027 in its table is offered; linked to the dividend, it meets it.
    const published = doc({
      id: 'upd',
      table: 'unpaid_dividend_statements',
      document_title: 'Unpaid interim dividend 2026-27: names and amounts',
      document_date: '2027-01-15',
    });
    const offered = item(
      complianceCalendar(inputs({ dividends: [interim], documents: [published] })),
      statement.id,
    );
    expect(offered.status).toBe('due');
    expect(offered.candidates).toEqual([published]);
    const linked = { ...interim, unpaid_statement_link: published.view_download };
    const met = item(
      complianceCalendar(inputs({ dividends: [linked], documents: [published] })),
      statement.id,
    );
    expect(met).toMatchObject({ status: 'done', doneBy: published, candidates: [] });
  });

  it('counts a dividend’s statement from the transfer the desk records, and never takes one dated before it', () => {
    // Moved to the Unpaid Dividend Account on 16 Dec 2026: the statement by 16 Dec + 90 =
    // 16 Mar 2027 (Dec 15 + Jan 31 + Feb 28 + Mar 16 = 90), three days before the latest lawful
    // transfer's 19 Mar.
    const moved = {
      id: 'div-moved',
      amount_per_share: 1,
      kind: 'interim' as const,
      financial_year: '2026-27',
      declared_on: '2026-11-12',
      record_date: '2026-11-20',
      payment_date: '2026-12-02',
      unpaid_transferred_on: '2026-12-16',
    };
    const early = doc({
      id: 'early',
      table: 'unpaid_dividend_statements',
      document_title: 'Statement of unpaid and unclaimed dividends as on the AGM',
      document_date: '2026-12-10',
    });
    const statement = item(
      complianceCalendar(
        inputs({
          dividends: [{ ...moved, unpaid_statement_link: early.view_download }],
          documents: [early],
        }),
      ),
      's124:interim-2026-11-20',
    );
    expect(statement.deadline.toISOString()).toBe('2027-03-16T18:29:00.000Z');
    expect(statement.window).toEqual({ from: '2026-12-16', to: '2033-11-20' });
    // Dated before the transfer: nothing was in the account to state, so it is not this one.
    expect(statement.status).toBe('due');
  });

  it('never takes a dividend’s linked statement for the year’s (rule 5(8)), nor one dated before the AGM', () => {
    // The year ended 31 Mar 2026, its AGM on 25 Sep 2026: the year's statement is of the amounts
    // as on that day, due by 24 Nov 2026.
    const agm = event({ kind: 'agm', starts_at: '2026-09-25T05:30:00Z' });
    const final = {
      id: 'div-final',
      amount_per_share: 2,
      kind: 'final' as const,
      financial_year: '2025-26',
      declared_on: '2026-09-25',
      record_date: '2026-09-18',
      payment_date: '2026-10-16',
    };
    const statement = (id: string, date: string) =>
      doc({
        id,
        table: 'unpaid_dividend_statements',
        document_title: id,
        view_download: `investor_documents/${id.length}-${date}.pdf`,
        document_date: date,
      });
    const own = statement('Final dividend 2025-26: unpaid amounts', '2026-11-20');
    const year = statement('Unpaid and unclaimed dividends as on 25 Sep 2026', '2026-10-10');
    const before = statement('Unpaid dividends as on 31 Aug 2026', '2026-09-01');
    const at = new Date('2026-12-01T06:30:00Z');
    const calendar = (documents: ReturnType<typeof doc>[]) =>
      complianceCalendar(
        inputs({
          now: at,
          events: [agm],
          answers: readAnswers([row('fact:dividends', 'yes')]),
          dividends: [{ ...final, unpaid_statement_link: own.view_download }],
          documents,
        }),
      );
    // The dividend's own statement and one from before the AGM leave the year's owed.
    expect(item(calendar([own, before]), 'upd:2026-03-31').status).toBe('overdue');
    expect(item(calendar([own, before]), 's124:final-2026-09-18').status).toBe('done');
    const met = item(calendar([own, year]), 'upd:2026-03-31');
    expect(met).toMatchObject({ status: 'done', doneBy: year });
  });

  it('asks the unclaimed amount’s credit to the IEPF seven years and thirty days after the transfer, met by the day recorded (s.124(5))', () => {
    // Declared 20 Sep 2019, no transfer recorded: moved by 20 Sep + 37 = 27 Oct 2019 at the
    // latest; due to the Fund seven years on, 27 Oct 2026, and credited by 26 Nov 2026.
    const old = {
      id: 'div-2019',
      amount_per_share: 1,
      kind: 'final' as const,
      financial_year: '2018-19',
      declared_on: '2019-09-20',
      record_date: '2019-09-13',
      payment_date: '2019-10-10',
    };
    const at = { now: new Date('2026-12-01T06:30:00Z'), recordsBegin: '2026-09-01' };
    const credit = (dividend: typeof old & { iepf_credited_on?: string }) =>
      item(
        complianceCalendar(inputs({ ...at, dividends: [dividend] })),
        'iepf-credit:final-2019-09-13',
      );
    expect(credit(old)).toMatchObject({ status: 'overdue', recordedOn: null });
    expect(credit(old).deadline.toISOString()).toBe('2026-11-26T18:29:00.000Z');
    expect(credit(old).source.clause).toBe('Companies Act s.124(5); IEPF Rules 2016, rule 5(1)');
    // A recorded transfer to the account moves it: 15 Oct 2019 + 7 years + 30 days.
    const moved = credit({ ...old, unpaid_transferred_on: '2019-10-15' } as typeof old);
    expect(moved.deadline.toISOString()).toBe('2026-11-14T18:29:00.000Z');
    // Recorded in time: done; recorded after the deadline: done, and said late.
    expect(credit({ ...old, iepf_credited_on: '2026-11-20' })).toMatchObject({
      status: 'done',
      late: null,
    });
    expect(credit({ ...old, iepf_credited_on: '2026-11-28' }).late).toEqual({
      reason: 'recorded',
      enteredOn: '2026-11-28',
      dueOn: '2026-11-26',
    });
  });

  it('asks the shares due to move to the IEPF to move within thirty days of the day given (s.124(6))', () => {
    const dated = readAnswers([
      row('fact:dividends', 'yes'),
      row('fact:iepf_transfer', '2027-01-10'),
    ]);
    const shares = item(complianceCalendar(inputs({ answers: dated })), 'iepf-shares:2027-01-10');
    expect(shares).toMatchObject({ status: 'due', what: 'Shares moved to the IEPF (Form IEPF-4)' });
    expect(shares.deadline.toISOString()).toBe('2027-02-09T18:29:00.000Z');
  });

  it('counts a dividend entered without its declaration from 30 days before its payment', () => {
    // Paid 2 Dec 2026, so declared on 2 Nov at the earliest (s.127): 2 Nov + 127 = 9 Mar 2027,
    // ten days before the true deadline of the same dividend declared on 12 Nov.
    const legacy = {
      id: 'div-legacy',
      amount_per_share: 1,
      kind: 'interim' as const,
      financial_year: '2026-27',
      declared_on: null,
      record_date: '2026-11-20',
      payment_date: '2026-12-02',
    };
    const statement = item(
      complianceCalendar(inputs({ dividends: [legacy] })),
      's124:interim-2026-11-20',
    );
    expect(statement.deadline.toISOString()).toBe('2027-03-09T18:29:00.000Z');
    expect(statement.subject).toMatch(/declaration not entered/);
  });

  it('asks the business responsibility report of a top-1,000 company, by the annual report’s date', () => {
    // 1 Aug 2026: the year ended 31 Mar 2026's annual report, with no AGM entered, is due 22
    // days before 30 Sep 2026 (s.101(1)'s 21 clear days): 8 Sep 2026; so is the report in it.
    const august = new Date('2026-08-01T06:30:00Z');
    // Unanswered, it waits for the answer rather than crying overdue.
    const unanswered = item(complianceCalendar(inputs({ now: august })), 'brsr:2026-03-31');
    expect(unanswered.status).toBe('not applicable');
    expect(unanswered.reason).toMatch(
      /^Whether it applies is not answered yet: “Is the company among the top 1,000/,
    );
    expect(unanswered.deadline.toISOString()).toBe('2026-09-08T18:29:00.000Z');
    expect(unanswered.source.clause).toBe('Reg 34(2)(f)');
    const no = readAnswers([row('fact:top_1000', 'no')]);
    expect(
      item(complianceCalendar(inputs({ now: august, answers: no })), 'brsr:2026-03-31'),
    ).toMatchObject({
      status: 'not applicable',
      reason: expect.stringMatching(/not among the top 1,000/),
    });
    const yes = readAnswers([row('fact:top_1000', 'yes')]);
    expect(
      item(complianceCalendar(inputs({ now: august, answers: yes })), 'brsr:2026-03-31').status,
    ).toBe('due');
    // Reg 34(2)(f) puts the report in the annual report, and Reg 46(2)(l)(iii) the complete annual
    // report on the website: the year's annual report meets it, whatever its title says.
    const annual = doc({
      id: 'ar',
      table: 'annual_report',
      document_title: 'Annual Report 2025-26',
      document_date: '2026-08-20',
    });
    // So does the report published on its own beside it.
    const report = doc({
      id: 'brsr',
      table: 'annual_report',
      document_title: 'Business Responsibility and Sustainability Report 2025-26',
      document_date: '2026-08-20',
    });
    // Last year's annual report (dated in the year before) does not.
    const lastYear = doc({
      id: 'ar-last',
      table: 'annual_report',
      document_title: 'Annual Report 2024-25',
      document_date: '2025-08-20',
    });
    const at = new Date('2026-08-25T06:30:00Z');
    const brsr = (documents: ReturnType<typeof doc>[]) =>
      item(complianceCalendar(inputs({ now: at, answers: yes, documents })), 'brsr:2026-03-31');
    expect(brsr([lastYear]).status).toBe('due');
    expect(brsr([annual])).toMatchObject({ status: 'done', doneBy: { id: 'ar' } });
    expect(brsr([report])).toMatchObject({ status: 'done', doneBy: { id: 'brsr' } });
    // The desk says what meets it in those words.
    expect(evidenceWords(brsr([]).satisfiedBy)).toBe(
      'A document under Annual Reports: the year’s annual report, which carries the report (Regulation 34(2)(f)), or the report on its own',
    );
  });

  it('covers from the start of the previous financial year to 90 days ahead', () => {
    const calendar = complianceCalendar(inputs());
    expect(calendar.from).toBe('2025-04-01');
    const days = calendar.items.map((i) => i.deadline.getTime());
    expect(Math.min(...days)).toBeGreaterThanOrEqual(
      new Date('2025-04-01T00:00:00+05:30').getTime(),
    );
    expect(Math.max(...days)).toBeLessThanOrEqual(now.getTime() + 90 * 86_400_000);
    // The quarter ended 31 March 2025's shareholding pattern, due 21 April 2025, is the first.
    expect(calendar.items.map((i) => i.id)).toContain('shp:2025-03-31');
  });
});

describe('the day the site’s records begin', () => {
  it('counts nothing due before it, and keeps the previous financial year’s start when earlier', () => {
    const later = complianceCalendar(inputs({ recordsBegin: '2026-11-01' }));
    expect(later.from).toBe('2026-11-01');
    expect(later.items.map((i) => i.id)).not.toContain('shp:2026-09-30');
    expect(later.items.map((i) => i.id)).toContain('shp:2026-12-31');
    expect(complianceCalendar(inputs({ recordsBegin: '2020-01-01' })).from).toBe('2025-04-01');
  });
});

describe('the dividends the site holds', () => {
  const dividend = {
    id: 'd1',
    financial_year: '2024-25',
    kind: 'final' as const,
    declared_on: '2025-09-26',
    record_date: '2025-09-19',
    payment_date: '2025-10-17',
    amount_per_share: 2,
  };

  it('answer whether one was declared in seven years, over the company’s earlier answer', () => {
    const answered = readAnswers([row('fact:dividends', 'no')]);
    const calendar = complianceCalendar(inputs({ answers: answered, dividends: [dividend] }));
    expect(calendar.answers.facts).toMatchObject({ dividends: true, dividendsHeld: [dividend] });
    expect(calendar.questions).toEqual(['iepf_transfer', 'csr', 'top_1000', 'subsidiaries']);
    expect(item(calendar, 'upd:2026-03-31').status).not.toBe('not applicable');
  });

  it('leave the question to the company when none is from the last seven years', () => {
    const old = { ...dividend, financial_year: '2015-16', record_date: '2016-09-20' };
    expect(complianceCalendar(inputs({ dividends: [old] })).questions).toEqual([
      'dividends',
      'csr',
      'top_1000',
      'subsidiaries',
    ]);
  });
});
