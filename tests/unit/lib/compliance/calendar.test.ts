import { describe, expect, it } from 'vitest';
import {
  complianceCalendar,
  periodicObligations,
  PERIODIC_DOCUMENT_TABLES,
  type CalendarInputs,
} from '@/lib/compliance/calendar';
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
    expect(complianceCalendar(inputs()).questions).toEqual(['dividends']);
    const answers = readAnswers([row('fact:dividends', 'no')]);
    const calendar = complianceCalendar(inputs({ answers }));
    expect(calendar.questions).toEqual([]);
    const statement = calendar.items.find((i) => i.id.startsWith('upd:'));
    expect(statement?.status).toBe('not applicable');
    expect(statement?.reason).toMatch(/no dividend/);
  });

  it('asks for the next IEPF transfer day when dividends were declared, and then tracks its notices', () => {
    const yes = readAnswers([row('fact:dividends', 'yes')]);
    expect(complianceCalendar(inputs({ answers: yes })).questions).toEqual(['iepf_transfer']);
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
    expect(groups['not applicable'].map((i) => i.id)).toEqual(['ifg:2026-12-31']);
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
      periodicObligations(inputs({ answers })).flatMap((o) => o.satisfiedBy.tables),
    );
    for (const table of tables) expect(PERIODIC_DOCUMENT_TABLES).toContain(table);
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
    record_date: '2025-09-19',
    payment_date: '2025-10-17',
    amount_per_share: 2,
  };

  it('answer whether one was declared in seven years, over the company’s earlier answer', () => {
    const answered = readAnswers([row('fact:dividends', 'no')]);
    const calendar = complianceCalendar(inputs({ answers: answered, dividends: [dividend] }));
    expect(calendar.answers.facts).toMatchObject({ dividends: true, dividendsHeld: [dividend] });
    expect(calendar.questions).toEqual(['iepf_transfer']);
    expect(item(calendar, 'upd:2026-03-31').status).not.toBe('not applicable');
  });

  it('leave the question to the company when none is from the last seven years', () => {
    const old = { ...dividend, financial_year: '2015-16', record_date: '2016-09-20' };
    expect(complianceCalendar(inputs({ dividends: [old] })).questions).toEqual(['dividends']);
  });
});
