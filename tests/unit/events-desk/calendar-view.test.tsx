import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalendarView } from '@/features/events-desk/components/calendar-view';
import type { TablePages } from '@/features/events-desk/components/table-pages';
import { complianceCalendar } from '@/lib/compliance/calendar';
import { readAnswers, type ComplianceAnswerRow } from '@/lib/compliance/facts';
import type { ComplianceDocument } from '@/lib/compliance/types';
import { createTestQueryClient } from '../documents/test-utils';

// Wednesday 20 January 2027, noon IST.
const now = new Date('2027-01-20T06:30:00Z');
const pages: TablePages = {
  shareholding_pattern: { path: '/investor/shareholding-pattern', title: 'Shareholding Pattern' },
  integrated_filing_governance: {
    path: '/investor/quarterly-governance',
    title: 'Quarterly Report on Corporate Governance',
  },
};
const notApplicable: ComplianceAnswerRow = {
  id: 'a1',
  subject: 'item:iff:2026-12-31',
  answer: 'not_applicable',
  reason: 'Results filed with the exchange under an exemption',
  updated_at: '2027-01-10T00:00:00Z',
};
const shp: ComplianceDocument = {
  table: 'shareholding_pattern',
  id: 'd1',
  document_title: 'Shareholding pattern, quarter ended 30 September 2026',
  view_download: 'investor_documents/shp.pdf',
  document_date: '2026-10-19',
  created_at: '2026-10-19T06:00:00Z',
};

function renderView(answers: ComplianceAnswerRow[] = [notApplicable]) {
  const calendar = complianceCalendar({
    now,
    events: [],
    holidays: new Set(),
    documents: [shp],
    answers: readAnswers(answers),
    dividends: [],
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <CalendarView calendar={calendar} answers={answers} pages={pages} now={now} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calendar;
}

const region = (name: RegExp) => screen.getByRole('region', { name });
const entry = (group: RegExp, text: RegExp) =>
  within(region(group))
    .getAllByRole('listitem')
    .find((li) => text.test(li.textContent ?? '')) as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('the compliance calendar on the desk', () => {
  it('shows the shareholding pattern due in 35 hours under due this week, with its IST deadline, clause and page', () => {
    renderView();
    const item = entry(/^Due this week \(\d+\)$/, /Shareholding pattern/);
    expect(item).toHaveTextContent('Quarter ended 31 Dec 2026');
    expect(within(item).getByText('21 Jan 2027, 11:59 pm IST')).toBeInTheDocument();
    // Hours up to 48, never "tomorrow" (src/lib/relative-time.ts).
    expect(item).toHaveTextContent('(in 35 hours)');
    expect(item).toHaveTextContent('Reg 31(1)(b)');
    expect(within(item).getByRole('link', { name: 'Shareholding Pattern' })).toHaveAttribute(
      'href',
      '/investor/shareholding-pattern',
    );
  });

  it('says which text it read for the rule', async () => {
    renderView();
    const item = entry(/^Due this week/, /Shareholding pattern/);
    await userEvent.click(within(item).getByText('The rule and its source'));
    expect(item).toHaveTextContent(/Read in: NSE compliance calendar/);
  });

  it('lists the overdue, the done and the not applicable, each with what shows it', () => {
    renderView();
    // The report for the year ended 31 March 2026 was due on 30 May 2026.
    const overdue = entry(/^Overdue \(\d+\)$/, /Secretarial compliance report · FY 2025-26/);
    expect(overdue).toHaveTextContent('30 May 2026, 11:59 pm IST');
    // The administrator's mark; and the business responsibility report, waiting for the answer
    // to whether the company is in the top 1,000.
    const na = entry(/^Not applicable \(\d+\)$/, /Integrated Filing \(Financial\)/);
    expect(entry(/^Not applicable \(\d+\)$/, /Business responsibility/)).toHaveTextContent(
      /Whether it applies is not answered yet/,
    );
    expect(na).toHaveTextContent('Results filed with the exchange under an exemption');
    expect(within(na).getByRole('button', { name: /^It applies after all/ })).toBeInTheDocument();
    // The September quarter's pattern is on the site, but was due last quarter.
    expect(region(/^Done this quarter \(0\)$/)).toHaveTextContent('None.');
  });

  it('asks whether dividends were declared, and whether the CSR, top-1,000 and subsidiaries’ rules apply, until answered', () => {
    renderView();
    expect(
      screen.getByRole('heading', { name: 'What applies to the company (4 to answer)' }),
    ).toBeInTheDocument();
    // The ₹50 lakh question waits until section 135 is said to apply.
    expect(screen.queryByRole('group', { name: /more than ₹50 lakh/ })).toBeNull();
    for (const name of [
      'Has the company declared a dividend in the last seven financial years?',
      'Does section 135 (corporate social responsibility) apply to the company this year?',
      'Is the company among the top 1,000 listed companies by market capitalisation (the exchanges’ list of 31 December)?',
      'Does the company have one or more subsidiaries?',
    ]) {
      const question = screen.getByRole('group', { name });
      expect(within(question).getByText('Not answered yet.')).toBeInTheDocument();
      expect(within(question).getByRole('button', { name: 'Yes' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
  });

  it('asks for a reason before marking an item not applicable', async () => {
    renderView();
    const item = entry(/^Due this week/, /Shareholding pattern/);
    await userEvent.click(within(item).getByRole('button', { name: /^Not applicable…/ }));
    const dialog = screen.getByRole('dialog', { name: 'Mark not applicable' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark not applicable' }));
    expect(
      await within(dialog).findByText(
        'Say why it does not apply: the audit trail keeps the reason.',
      ),
    ).toBeInTheDocument();
    // A pasted reason with a hidden direction control is refused in the database's words.
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Exempt \u202Efdp.exe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark not applicable' }));
    expect(
      await within(dialog).findByText(/The reason contains a hidden character \(U\+202E\)/),
    ).toBeInTheDocument();
  });

  it('downloads the open items as an .ics file, made in the browser', async () => {
    let saved: Blob | undefined;
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        saved = blob;
        return 'blob:compliance';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calendar = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Download the calendar (.ics)' }));
    expect(click).toHaveBeenCalledOnce();
    const events = new ICAL.Component(ICAL.parse(await (saved as Blob).text()))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    const open = calendar.items.filter((i) => i.status === 'due' || i.status === 'overdue');
    expect(events).toHaveLength(open.length);
    const shpEvent = events.find((e) => e.uid.startsWith('shp:2026-12-31@'));
    expect(shpEvent?.component.getFirstPropertyValue('url')).toMatch(
      /\/investor\/shareholding-pattern$/,
    );
  });
});
