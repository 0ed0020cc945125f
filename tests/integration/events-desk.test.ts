import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listComplianceDocuments } from '@/features/events-desk/api/compliance-documents';
import { cancelEvent, linkDocument, saveEvent } from '@/features/events-desk/api/events';
import { addHoliday, listHolidays } from '@/features/events-desk/api/holidays';
import { describeEventError } from '@/features/events-desk/errors';
import {
  eventFormSchema,
  formDefaults,
  toEventRow,
} from '@/features/events-desk/schemas/event-schema';
import { complianceCalendar } from '@/lib/compliance/calendar';
import { EVENT_DOCUMENT_TABLES } from '@/lib/compliance/event-based';
import { NO_ANSWERS } from '@/lib/compliance/facts';
import { holidaySet } from '@/lib/exchange-holidays';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

// The event desk's own requests through the real supabase-js and the embedded backend: a save
// is whole or nothing, refusals come back in the desk's words, and a linked outcome document
// turns its calendar item done.
let t: TestBackend;
let admin: Client;
let reader: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
  reader = await t.reader();
});
afterAll(() => t.stop());

// A board meeting, as the form saves one: on the quarter's results (Regulation 29(1)(a)).
const row = (title: string, starts = '2027-02-10T11:00', ends = '2027-02-10T14:00') =>
  toEventRow(
    eventFormSchema.parse({
      ...formDefaults(),
      title,
      starts,
      ends,
      boardPurposes: ['financial_results'],
    }),
  );

const count = async (title: string) =>
  (await admin.from('investor_events').select('id').eq('title', title)).data?.length;

describe('the event desk', () => {
  it('saves the form’s event with its IST times, and refuses a duplicate in plain words, saving nothing more', async () => {
    const saved = await saveEvent(row('Board meeting, desk test'), null, admin);
    expect(saved.starts_at).toBe('2027-02-10T05:30:00+00:00');
    const again = await saveEvent(row('Board meeting, desk test'), null, admin).catch(
      (e: unknown) => e,
    );
    expect(describeEventError(again, 'save this event').description).toBe(
      'An event with this title already starts at this time: change the title or the start.',
    );
    expect(await count('Board meeting, desk test')).toBe(1);
  });

  it('refuses a holiday already listed in the holidays’ words', async () => {
    await addHoliday({ holiday_date: '2033-01-26', name: 'Republic Day' }, admin);
    const again = await addHoliday({ holiday_date: '2033-01-26', name: 'Again' }, admin).catch(
      (e: unknown) => e,
    );
    expect(describeEventError(again, 'add this holiday')).toEqual({
      title: 'Not saved',
      description: 'This day is already in the holidays list.',
    });
  });

  it('leaves an event untouched when an edit is refused (a purpose over 2,000 characters)', async () => {
    const saved = await saveEvent(row('AGM, desk test'), null, admin);
    const refused = await saveEvent(
      { ...row('AGM, desk test renamed'), purpose: 'x'.repeat(10_000) },
      saved.id,
      admin,
    ).catch((e: unknown) => e);
    expect(describeEventError(refused, 'save this event').description).toMatch(
      /at most 2,000 characters/,
    );
    expect(await count('AGM, desk test')).toBe(1);
    expect(await count('AGM, desk test renamed')).toBe(0);
  });

  it('cancels an event, keeping it, and refuses a reader’s cancellation', async () => {
    const saved = await saveEvent(row('EGM, desk test'), null, admin);
    const refused = await cancelEvent(saved.id, reader).catch((e: unknown) => e);
    expect(describeEventError(refused, 'cancel this event').title).toBe('Unauthorized');
    const cancelled = await cancelEvent(saved.id, admin);
    expect(cancelled.cancelled_at).not.toBeNull();
    expect(cancelled.sequence).toBe(1);
  });

  it('turns the outcome done once the outcome document added after the event is linked', async () => {
    const event = await saveEvent(
      row('Results board meeting, desk test', '2027-03-10T11:00', '2027-03-10T13:00'),
      null,
      admin,
    );
    const added = await admin
      .from('board_meeting')
      .insert({
        document_title: 'Outcome of the board meeting, 10 March 2027',
        view_download: 'https://example.com/outcome-2027-03-10.pdf',
      })
      .select('created_at')
      .single();
    expect(added.error).toBeNull();
    const holidays = holidaySet(await listHolidays(admin));
    const now = new Date('2027-03-10T09:00:00Z');
    const docs = await listComplianceDocuments(
      {
        periodic: { tables: [], since: '2027-01-01' },
        events: { tables: EVENT_DOCUMENT_TABLES, since: event.created_at },
      },
      admin,
    );
    const outcome = (e: typeof event) =>
      complianceCalendar({
        now,
        events: [e],
        holidays,
        documents: docs,
        answers: NO_ANSWERS,
        dividends: [],
      }).items.find((item) => item.id === `event:${e.id}:outcome`);
    const open = outcome(event);
    expect(open?.status).toBe('overdue');
    expect(open?.candidates.map((d) => d.view_download)).toContain(
      'https://example.com/outcome-2027-03-10.pdf',
    );
    const linked = await linkDocument(event, 'https://example.com/outcome-2027-03-10.pdf', admin);
    expect(outcome(linked)?.status).toBe('done');
  });
});
