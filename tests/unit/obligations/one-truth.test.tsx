import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boardSection } from '@/content/board-section';
import { CommitteesTable } from '@/features/company-facts/components/committees-table';
import { CalendarView } from '@/features/events-desk/components/calendar-view';
import { SAMPLE_ROWS_KEY } from '@/features/facts-desk/api/sample-rows';
import { FactsOverview } from '@/features/facts-desk/components/facts-overview';
import type { RuleStateView } from '@/features/obligations/api/use-rule-state';
import { TodaySummary } from '@/features/obligations/components/today-summary';
import { ReadinessPanel } from '@/features/readiness/components/readiness-panel';
import type { ComplianceDocument, DividendFact } from '@/lib/compliance/types';
import { attention, siteVerdicts } from '@/lib/compliance/verdicts';
import { createTestQueryClient, renderWithProviders } from '../documents/test-utils';
import { event } from '../lib/compliance/fixtures';
import { records, stampedDirector, stampedOfficer, state } from '../lib/compliance/state';
import { contactsRow, director, officer } from '../support/company-facts';
import { tablePages } from '@/pages/desk/table-pages';

// One state of the site fed to every view that gives a verdict (Today, the compliance calendar,
// Regulation 46 readiness, Company facts and the Board page's committees), each case of the site
// contradicting itself held to one answer everywhere.

// Saturday 28 November 2026, noon IST; the site's records begin on 1 July 2026.
const now = new Date('2026-11-28T06:30:00Z');

const doc = (extra: Partial<ComplianceDocument> & Pick<ComplianceDocument, 'table'>) => ({
  id: `${extra.table}-${extra.document_date ?? ''}`,
  document_title: 'A document',
  view_download: `https://example.com/${extra.table}.pdf`,
  document_date: '2026-07-01',
  created_at: '2026-07-01T06:00:00Z',
  ...extra,
});

const committee = (id: string, name: string) => ({
  id,
  name,
  constituted_under: '',
  display_order: 1,
  version: 1,
  updated_at: '2026-01-01T00:00:00Z',
});

const dividends: DividendFact[] = [2019, 2020, 2021, 2022, 2023, 2024, 2025].map((y) => ({
  id: `div-${y}`,
  financial_year: `${y - 1}-${String(y % 100).padStart(2, '0')}`,
  kind: 'final',
  declared_on: null,
  record_date: `${y}-09-20`,
  payment_date: `${y}-10-18`,
  amount_per_share: 1.5,
}));

const board = {
  directors: [
    stampedDirector(director('a', { name: 'Asha Rao' })),
    // Ceased on 1 October 2026, entered on 20 October: late under Regulation 46(3)(b).
    {
      ...stampedDirector(
        director('b', {
          name: 'Bimal Shah',
          ceased_on: '2026-10-01',
          cessation_reason: 'resignation',
        }),
      ),
      cessation_entered_at: '2026-10-20T06:00:00Z',
    },
  ],
  committees: [
    committee('audit', 'Audit Committee'),
    committee('rmc', 'Risk Management Committee'),
  ],
  members: [
    {
      id: 'm1',
      committee_id: 'audit',
      director_id: 'a',
      role: 'chair' as const,
      from_date: '2020-04-01',
      to_date: null,
      is_sample: false,
      version: 1,
      updated_at: '2026-01-01T00:00:00Z',
    },
  ],
};

const siteState = state(now, {
  recordsBegin: '2026-07-01',
  events: [
    event({
      id: 'agm',
      kind: 'agm',
      title: 'Annual general meeting',
      starts_at: '2026-09-25T05:30:00Z',
      ends_at: null,
    }),
  ],
  documents: [
    // The September quarter's results as a PDF on Financial Reports, no Integrated Filing.
    doc({
      table: 'financial_report',
      document_title: 'Unaudited financial results, quarter ended 30 September 2026',
      document_date: '2026-11-12',
      created_at: '2026-11-12T10:00:00Z',
    }),
    // A pattern dated 20 October (in time with the exchange) put on the site on 27 November.
    doc({
      table: 'financial_report',
      document_title: 'Unaudited financial results, quarter ended 30 June 2026',
      document_date: '2026-08-12',
      created_at: '2026-08-12T10:00:00Z',
    }),
    doc({
      table: 'shareholding_pattern',
      document_title: 'Shareholding pattern, quarter ended 30 September 2026',
      document_date: '2026-10-20',
      created_at: '2026-11-27T06:00:00Z',
    }),
    doc({
      table: 'shareholding_pattern',
      document_date: '2026-07-15',
      created_at: '2026-07-15T06:00:00Z',
    }),
    // A 2024 PDF naming the officers of the time.
    doc({
      table: 'investor_contact',
      document_date: '2024-04-01',
      created_at: '2024-04-01T06:00:00Z',
    }),
  ],
  records: records({
    contacts: contactsRow,
    ...board,
    officers: [
      stampedOfficer(
        officer('cs', {
          roles: ['company_secretary', 'compliance_officer'],
          email: null,
          phone: null,
        }),
      ),
      stampedOfficer(
        officer('old', {
          name: 'Former Grievance Officer',
          roles: ['grievance_officer', 'cfo'],
          ceased_on: '2025-03-31',
          cessation_reason: 'retirement',
        }),
      ),
    ],
  }),
  dividends,
});

const verdicts = siteVerdicts(siteState);
const view: RuleStateView = {
  state: siteState,
  verdicts,
  answerRows: [],
  readAt: 0,
  recordsBegin: { id: 'rb', records_begin: '2026-07-01' },
};

function renderEveryView() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SAMPLE_ROWS_KEY, []);
  return renderWithProviders(
    <>
      <section aria-label="Today">
        <TodaySummary view={view} />
      </section>
      <section aria-label="Calendar">
        <CalendarView calendar={verdicts.calendar} answers={[]} pages={tablePages} now={now} />
      </section>
      <section aria-label="Readiness">
        <ReadinessPanel items={verdicts.readiness} />
      </section>
      <section aria-label="Company facts">
        <FactsOverview facts={verdicts.facts} />
      </section>
      <section aria-label="Board page">
        <CommitteesTable
          board={board}
          day="2026-11-28"
          noMembers={boardSection.noCommitteeMembers}
        />
      </section>
    </>,
    queryClient,
  );
}

const area = (name: string) => screen.getByRole('region', { name });
const item = (id: string) => {
  const found = verdicts.calendar.items.find((i) => i.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};
const clause = (c: string) => {
  const found = verdicts.readiness.find((i) => i.row.clause === c);
  if (!found) throw new Error(`no clause ${c}`);
  return found;
};
const calendarEntry = (id: string) => {
  const found = area('Calendar').querySelector(`[data-item="${id}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`no entry ${id}`);
  return found;
};
const readinessEntry = (c: string) => {
  const found = area('Readiness').querySelector(`[data-clause="${c}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`no clause ${c}`);
  return found;
};

describe('one state, every view, one verdict', () => {
  it('the results PDF on Financial Reports: the quarter’s results done in the calendar, (l)(ii) current, not on Today', () => {
    renderEveryView();
    expect(item('results:2026-09-30').status).toBe('done');
    expect(clause('(l)(ii)').status.kind).toBe('current');
    expect(calendarEntry('results:2026-09-30')).toHaveTextContent(
      'Met by: a document under Financial Reports or Integrated Filing (Financial)',
    );
    expect(within(readinessEntry('(l)(ii)')).getByText('Current')).toBeVisible();
    expect(within(area('Today')).queryByText('Financial results')).toBeNull();
    // The statements only the Integrated Filing (Financial) carries are overdue, and say so.
    expect(item('iff:2026-09-30').status).toBe('overdue');
    expect(calendarEntry('iff:2026-09-30')).toHaveTextContent(
      'Met by: a document under Integrated Filing (Financial).',
    );
    expect(clause('(x)').status.overdue).toContain('iff:2026-09-30');
    expect(within(readinessEntry('(x)')).getByText('Missing')).toBeVisible();
  });

  it('a committee without members: to enter in Company facts and on Today, (c) missing, “Members not yet published” on the Board page', () => {
    renderEveryView();
    const line = 'Risk Management Committee: its members';
    expect(within(area('Company facts')).getAllByText(new RegExp(line))[0]).toBeVisible();
    expect(within(area('Today')).getAllByText(new RegExp(line))[0]).toBeVisible();
    expect(readinessEntry('(c)')).toHaveTextContent(line);
    expect(clause('(c)').status.kind).toBe('missing');
    const row = within(area('Board page')).getByRole('row', { name: /Risk Management Committee/ });
    expect(row).toHaveTextContent('Members not yet published');
    expect(within(area('Company facts')).queryByText('Nothing left to enter')).toBeNull();
  });

  it('(k) and (v) read the officers in charge today, not a 2024 PDF naming former ones', () => {
    renderEveryView();
    for (const c of ['(k)', '(v)']) expect(clause(c).status.kind).toBe('missing');
    expect(readinessEntry('(k)')).toHaveTextContent('Official for investor grievances');
    const facts = within(area('Company facts'));
    expect(
      facts.getByText(/^Official for investor grievances, with an e-mail or phone/),
    ).toBeVisible();
    expect(within(area('Today')).getByText(/^Official for investor grievances/)).toBeVisible();
  });

  it('the dividends the site holds answer whether one was declared in seven years: no question anywhere', () => {
    renderEveryView();
    expect(verdicts.calendar.questions).not.toContain('dividends');
    expect(
      within(area('Calendar')).getByText(/Yes, from the dividends on the site: 7 dividends/),
    ).toBeVisible();
    const question = within(area('Calendar')).getByRole('group', {
      name: 'Has the company declared a dividend in the last seven financial years?',
    });
    expect(within(question).queryByRole('button')).toBeNull();
    expect(item('upd:2026-03-31').status).not.toBe('not applicable');
  });

  it('the annual report has one date: 22 days before the AGM, in the calendar, readiness and Today', () => {
    renderEveryView();
    expect(item('ar:2026-03-31').status).toBe('overdue');
    expect(calendarEntry('ar:2026-03-31')).toHaveTextContent('Due by 3 Sep 2026, 11:59 pm IST');
    expect(readinessEntry('(l)(iii)')).toHaveTextContent('due by 3 Sep 2026');
    // Today counts it among the overdue (it shows the three oldest; the rest, this one among
    // them here, are a click away in the calendar checked above).
    const overdue = attention(verdicts, now).overdue;
    expect(overdue.map((i) => i.id)).toContain('ar:2026-03-31');
    expect(within(area('Today')).getByRole('heading', { name: /^Overdue/ })).toHaveTextContent(
      `Overdue (${overdue.length})`,
    );
  });

  it('a pattern dated 20 Oct but put on the site on 27 Nov: done with its flag, in the calendar and on Today', () => {
    renderEveryView();
    expect(item('shp:2026-09-30')).toMatchObject({
      status: 'done',
      late: { reason: 'website', enteredOn: '2026-11-27', dueOn: '2026-10-22' },
    });
    expect(calendarEntry('shp:2026-09-30')).toHaveTextContent(
      'Late: it reached the site on 27 Nov 2026; it was due there by 22 Oct 2026',
    );
    const late = within(area('Today')).getByRole('region', {
      name: /^Filed or put on the site late/,
    });
    expect(late).toHaveTextContent('Shareholding pattern, Quarter ended 30 Sep 2026');
    expect(readinessEntry('(m)')).toHaveTextContent('It reached the site late');
  });

  it('a change entered late (Regulation 46(3)(b)) is on Today as in Company facts', () => {
    renderEveryView();
    const words = 'Bimal Shah ceased on 1 Oct 2026: entered on 20 Oct 2026, due by 5 Oct 2026';
    expect(
      within(area('Company facts')).getByRole('region', { name: 'Entered late' }),
    ).toHaveTextContent(words);
    const today = within(area('Today')).getByRole('region', { name: /^Entered late/ });
    expect(today).toHaveTextContent(words);
  });

  it('Today counts every group it shows, and states the day it counts from', () => {
    renderEveryView();
    const today = within(area('Today'));
    expect(today.getByText(/the day the site’s records begin/)).toHaveTextContent('1 Jul 2026');
    const count = verdicts.calendar.items.filter((i) => i.status === 'overdue').length;
    expect(count).toBeGreaterThan(0);
    expect(today.getByRole('region', { name: `Overdue (${count})` })).toBeVisible();
    expect(today.getByRole('link', { name: `${count} overdue` })).toBeVisible();
    expect(
      within(area('Calendar')).getByRole('region', { name: `Overdue (${count})` }),
    ).toBeVisible();
  });

  it('readiness says how its count of clauses needing attention adds up to Today’s', () => {
    renderEveryView();
    const needing = verdicts.readiness.filter(
      (c) => c.status.kind === 'missing' || c.status.kind === 'stale',
    ).length;
    const onToday = attention(verdicts, now).website.length;
    expect(onToday).toBeLessThan(needing);
    const summary = within(area('Readiness')).getByText(/^Of the clauses the desk can check/);
    const other = needing - onToday;
    expect(summary).toHaveTextContent(
      `Today lists ${onToday} of them as missing from the website; the other ${other === 1 ? 'one is' : `${other} are`} there as`,
    );
    if (onToday > 0) {
      expect(
        within(area('Today')).getByRole('link', { name: `${onToday} missing from the website` }),
      ).toBeVisible();
    }
  });
});
