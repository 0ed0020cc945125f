import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvestorEventRow } from '@/lib/investor-events';
import { InvestorCalendarPage } from '@/pages/investor-calendar-page';
import { createTestQueryClient } from '../documents/test-utils';

const event = (
  id: string,
  title: string,
  startsAt: string,
  extra: Partial<InvestorEventRow> = {},
) =>
  ({
    id,
    title,
    kind: 'board_meeting',
    starts_at: startsAt,
    ends_at: null,
    place: null,
    link: null,
    purpose: null,
    board_purposes: null,
    document_links: [],
    cancelled_at: null,
    sequence: 0,
    dividend_id: null,
    created_at: '2026-01-01T00:00:00+00:00',
    updated_at: '2026-01-01T00:00:00+00:00',
    ...extra,
  }) satisfies InvestorEventRow;

const EVENTS: InvestorEventRow[] = [
  event('a', 'Board meeting on Q2 results', '2026-11-10T05:30:00+00:00'),
  event('b', 'Annual general meeting 2026', '2026-09-20T04:30:00+00:00', { kind: 'agm' }),
  event('c', 'Board meeting on Q4 results', '2026-03-30T05:30:00+00:00'),
  event('d', 'Earnings call Q3', '2027-02-11T10:30:00+00:00', { kind: 'earnings_call' }),
  event('e', 'Analyst meet', '2027-01-15T05:30:00+00:00', {
    kind: 'analyst_meet',
    cancelled_at: '2026-12-01T00:00:00+00:00',
    sequence: 1,
  }),
];

function renderCalendar(events: InvestorEventRow[] | undefined, now = '2026-12-15T00:00:00Z') {
  const queryClient = createTestQueryClient();
  if (events) queryClient.setQueryData(['investor-events'], events, { updatedAt: Date.parse(now) });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/investor/calendar']}>
        <InvestorCalendarPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the investor calendar', () => {
  it('lists upcoming events soonest first, with IST times and a cancelled one marked', () => {
    renderCalendar(EVENTS);
    const upcoming = screen.getByRole('region', { name: 'Upcoming events' });
    const titles = within(upcoming).getAllByRole('heading', { level: 3 });
    expect(titles.map((h) => h.textContent)).toEqual(['Analyst meet', 'Earnings call Q3']);
    expect(within(upcoming).getByText('Cancelled')).toBeInTheDocument();
    expect(within(upcoming).getByText('11 Feb 2027, 4:00 pm IST')).toBeInTheDocument();
  });

  it('groups past events by financial year, newest year first', () => {
    renderCalendar(EVENTS);
    const past = screen.getByRole('region', { name: 'Past events' });
    const years = within(past).getAllByRole('region');
    expect(years.map((y) => y.getAttribute('aria-labelledby'))).toEqual([
      'calendar-2026-27',
      'calendar-2025-26',
    ]);
    expect(
      within(years[0] as HTMLElement)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Board meeting on Q2 results', 'Annual general meeting 2026']);
  });

  it('gives the feed’s address on the origin the page is served from, not a configured one', () => {
    renderCalendar(EVENTS);
    const subscribe = screen.getByRole('region', { name: 'Subscribe' });
    expect(
      within(subscribe).getByText(`${window.location.origin}/investor/calendar.ics`),
    ).toBeInTheDocument();
    expect(within(subscribe).queryByText(/localhost:5173/)).toBeNull();
  });

  it('never shows a material event, though the desk’s copy of the events in the same tab holds it', () => {
    const material = event('m', 'Fire at the Pithampur plant', '2026-11-30T05:30:00+00:00', {
      kind: 'material_event_internal',
    });
    const upcoming = event(
      'u',
      'Stock exchange notice of a material event',
      '2027-01-05T05:30:00+00:00',
      {
        kind: 'material_event_external',
      },
    );
    renderCalendar([...EVENTS, material, upcoming]);
    expect(screen.queryByText('Fire at the Pithampur plant')).toBeNull();
    expect(screen.queryByText('Stock exchange notice of a material event')).toBeNull();
    expect(screen.queryByText(/Material event/)).toBeNull();
    // The others are all there.
    expect(screen.getByText('Annual general meeting 2026')).toBeInTheDocument();
  });

  it('says when nothing is announced', () => {
    renderCalendar([]);
    expect(screen.getByText('No upcoming events have been announced yet.')).toBeInTheDocument();
    expect(screen.getByText('No past events yet.')).toBeInTheDocument();
  });

  it('downloads an event as an .ics file a calendar app reads, cancelled as CANCELLED', async () => {
    let saved: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:calendar';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderCalendar(EVENTS);
    await userEvent.click(
      screen.getByRole('button', { name: 'Add to calendar (.ics): Analyst meet' }),
    );
    expect(click).toHaveBeenCalledOnce();
    expect(saved?.type).toBe('text/calendar;charset=utf-8');
    const vevent = new ICAL.Component(
      ICAL.parse(await (saved as Blob).text()),
    ).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('summary')).toBe('Analyst meet');
    expect(vevent?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent?.getFirstPropertyValue('sequence')).toBe(1);
  });
});
