import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getInvestorEvents } from '@/features/calendar/api/get-investor-events';
import {
  addDividend,
  removeDividend,
  updateDividend,
} from '@/features/dividends/api/save-dividend';
import { cancelEvent, saveEvent } from '@/features/events-desk/api/events';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

// A declared dividend's record date on the investor calendar, kept by the database from the
// dividend (20261128121000): a visitor reads it as any other event; it moves and goes with the
// dividend; it is changed through the dividend only; the trail names who did it.
let t: TestBackend;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
});
afterAll(() => t.stop());

const failed = (run: Promise<unknown>) =>
  run.then(
    () => null,
    (e: unknown) => e as { code?: string; message?: string },
  );

const visitorEvents = () => getInvestorEvents(t.anon());

const dividend = {
  financial_year: '2025-26',
  kind: 'final' as const,
  amount_per_share: 2.5,
  face_value: 10,
  declared_on: null,
  record_date: '2026-09-18',
  payment_date: '2026-10-16',
  unpaid_transferred_on: null,
  iepf_credited_on: null,
};

describe('a dividend’s record date on the investor calendar', () => {
  it('reaches a visitor’s calendar as an all-day record date, in words', async () => {
    await addDividend(dividend, admin);
    const event = (await visitorEvents()).find((e) => e.dividend_id);
    expect(event).toMatchObject({
      kind: 'record_date',
      title: 'Record date for the final dividend 2025-26 (₹2.50 a share)',
      // Midnight in India on the record date.
      starts_at: expect.stringMatching(/^2026-09-17T18:30:00/),
      ends_at: null,
      cancelled_at: null,
    });
    expect(event?.purpose).toContain('Payable on 16 Oct 2026.');
  });

  it('moves with the dividend, and the subscribers’ sequence rises', async () => {
    const { data } = await admin.from('dividends').select('id').eq('financial_year', '2025-26');
    const id = data?.[0]?.id ?? '';
    const before = (await visitorEvents()).find((e) => e.dividend_id === id);
    await updateDividend(
      id,
      { ...dividend, record_date: '2026-09-25', payment_date: '2026-10-20' },
      admin,
    );
    const after = (await visitorEvents()).find((e) => e.dividend_id === id);
    expect(after?.id).toBe(before?.id);
    expect(after?.starts_at).toMatch(/^2026-09-24T18:30:00/);
    expect(after?.sequence).toBe((before?.sequence ?? 0) + 1);
  });

  it('refuses a direct change, cancellation or insert of such an event, in words', async () => {
    const event = (await visitorEvents()).find((e) => e.dividend_id);
    if (!event) throw new Error('no record date');
    const words = 'This record date comes from a dividend on the desk';
    const cancel = await failed(cancelEvent(event.id, admin));
    expect(cancel).toMatchObject({ code: '23514' });
    expect(cancel?.message).toContain(words);
    const removal = await admin.from('investor_events').delete().eq('id', event.id);
    expect(removal.error?.message).toContain(words);
    const forged = await admin.from('investor_events').insert({
      title: 'Forged record date',
      kind: 'record_date',
      starts_at: '2026-12-01T18:30:00Z',
      dividend_id: event.dividend_id,
    });
    expect(forged.error?.message).toContain(words);
    // Any other event is the administrator's to change, as before.
    const own = await saveEvent(
      { title: 'Book closure', kind: 'book_closure', starts_at: '2026-12-01T18:30:00Z' },
      null,
      admin,
    );
    expect((await cancelEvent(own.id, admin)).cancelled_at).not.toBeNull();
  });

  it('goes when the dividend is removed', async () => {
    const { data } = await admin.from('dividends').select('id').eq('financial_year', '2025-26');
    const id = data?.[0]?.id ?? '';
    await removeDividend(id, admin);
    expect((await visitorEvents()).some((e) => e.dividend_id === id)).toBe(false);
  });

  it('writes the event as the administrator: the trail names the event and its change', async () => {
    const { data } = await admin
      .from('audit_log')
      .select('action, title_after, title_before')
      .eq('table_name', 'investor_events')
      .like('title_after', 'Record date for the final dividend 2025-26%')
      .order('id');
    expect(data?.map((row) => row.action)).toEqual(['insert', 'update']);
  });
});
