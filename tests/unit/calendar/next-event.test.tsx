import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NextEvent } from '@/features/calendar/components/next-event';
import type { InvestorEventRow } from '@/lib/investor-events';
import { createTestQueryClient } from '../documents/test-utils';

const event = (id: string, title: string, startsAt: string, cancelledAt: string | null = null) =>
  ({
    id,
    title,
    kind: 'agm',
    starts_at: startsAt,
    ends_at: null,
    place: null,
    link: null,
    purpose: null,
    board_purposes: null,
    document_links: [],
    cancelled_at: cancelledAt,
    sequence: 0,
    dividend_id: null,
    created_at: '2026-01-01T00:00:00+00:00',
    updated_at: '2026-01-01T00:00:00+00:00',
  }) satisfies InvestorEventRow;

function renderNext(events: InvestorEventRow[]) {
  const client = createTestQueryClient();
  client.setQueryData(['investor-events'], events, { updatedAt: Date.parse('2026-12-15T00:00Z') });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NextEvent />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the next event on the investors’ home', () => {
  it('shows the soonest upcoming event that is going ahead, in IST', () => {
    renderNext([
      event('a', 'Past AGM', '2026-09-20T04:30:00Z'),
      event('b', 'Cancelled EGM', '2027-01-05T04:30:00Z', '2026-12-01T00:00:00Z'),
      event('c', 'AGM 2027', '2027-01-20T04:30:00Z'),
    ]);
    expect(screen.getByText('AGM 2027')).toBeInTheDocument();
    expect(screen.getByText('20 Jan 2027, 10:00 am IST')).toBeInTheDocument();
    expect(screen.queryByText('Cancelled EGM')).not.toBeInTheDocument();
  });

  it('says when none is announced, with the way to the calendar', () => {
    renderNext([]);
    expect(screen.getByText(/No upcoming events announced/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the investor calendar' })).toHaveAttribute(
      'href',
      '/investor/calendar',
    );
  });
});
