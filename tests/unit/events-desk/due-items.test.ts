import { describe, expect, it } from 'vitest';
import { dueItems, type DeskDocument } from '@/features/events-desk/due-items';
import type { InvestorEventRow } from '@/lib/investor-events';

const event = (overrides: Partial<InvestorEventRow> = {}): InvestorEventRow => ({
  id: 'e1',
  title: 'Board meeting on Q3 results',
  kind: 'board_meeting',
  // Wednesday 10 Feb 2027, 11:00 am to 2:00 pm IST: the outcome is due by 2:30 pm IST.
  starts_at: '2027-02-10T05:30:00Z',
  ends_at: '2027-02-10T08:30:00Z',
  place: null,
  link: null,
  purpose: null,
  document_links: [],
  cancelled_at: null,
  sequence: 0,
  created_at: '2027-01-20T05:00:00Z',
  updated_at: '2027-01-20T05:00:00Z',
  ...overrides,
});

const outcome: DeskDocument = {
  table: 'board_meeting',
  id: 'd1',
  document_title: 'Outcome of the board meeting held on 10 February 2027',
  view_download: 'investor_documents/outcome.pdf',
  created_at: '2027-02-10T08:45:00Z',
};

const none = new Set<string>();
const at = (iso: string) => new Date(iso);
const states = (events: InvestorEventRow[], docs: DeskDocument[], now: string) =>
  dueItems(events, docs, none, at(now)).map((i) => [i.id, i.state]);

describe('the Due list', () => {
  it('moves a board meeting’s outcome from coming up to due soon to overdue as the clock runs', () => {
    expect(states([event()], [], '2027-02-01T00:00:00Z')).toEqual([['e1:outcome', 'later']]);
    expect(states([event()], [], '2027-02-09T12:00:00Z')).toEqual([['e1:outcome', 'due soon']]);
    expect(states([event()], [], '2027-02-10T09:01:00Z')).toEqual([['e1:outcome', 'overdue']]);
  });

  it('offers the outcome document added after the event was entered, and is done once it is linked', () => {
    const [open] = dueItems([event()], [outcome], none, at('2027-02-10T09:01:00Z'));
    expect(open?.candidates.map((d) => d.id)).toEqual(['d1']);
    expect(open?.state).toBe('overdue');
    const linked = event({ document_links: [outcome.view_download] });
    const [done] = dueItems([linked], [outcome], none, at('2027-02-10T09:01:00Z'));
    expect([done?.state, done?.doneBy?.id]).toEqual(['done', 'd1']);
  });

  it('does not count a document added before the event was entered, in another table, or not named for it', () => {
    const linked = event({ document_links: [outcome.view_download] });
    for (const doc of [
      { ...outcome, created_at: '2027-01-01T00:00:00Z' },
      { ...outcome, table: 'policies' as const },
      { ...outcome, document_title: 'Notice of the board meeting' },
    ]) {
      const [item] = dueItems([linked], [doc], none, at('2027-02-10T09:01:00Z'));
      expect(item?.state).toBe('overdue');
    }
  });

  it('tells an analyst meet’s four items apart by their titles', () => {
    const meet = event({
      id: 'm1',
      kind: 'analyst_meet',
      document_links: ['https://example.com/transcript.pdf'],
    });
    const transcript: DeskDocument = {
      table: 'corporate_announcement',
      id: 't1',
      document_title: 'Transcript of the analyst meet',
      view_download: 'https://example.com/transcript.pdf',
      created_at: '2027-02-11T00:00:00Z',
    };
    expect(states([meet], [transcript], '2027-02-12T00:00:00Z')).toEqual([
      ['m1:schedule', 'overdue'],
      ['m1:presentation', 'overdue'],
      ['m1:recording', 'overdue'],
      ['m1:transcript', 'done'],
    ]);
  });

  it('drops the deadlines of an event cancelled after they were shown, and follows a moved one', () => {
    expect(
      states([event({ cancelled_at: '2027-02-05T00:00:00Z' })], [], '2027-02-09T12:00:00Z'),
    ).toEqual([]);
    const moved = event({ starts_at: '2027-03-10T05:30:00Z', ends_at: '2027-03-10T08:30:00Z' });
    expect(states([moved], [], '2027-02-09T12:00:00Z')).toEqual([['e1:outcome', 'later']]);
  });

  it('leaves out deadlines more than 90 days past or 60 days ahead', () => {
    expect(states([event()], [], '2027-05-20T00:00:00Z')).toEqual([]);
    expect(states([event()], [], '2026-11-01T00:00:00Z')).toEqual([]);
  });
});
