// The investor calendar's row, shared by the public calendar, the desk and the prerenderer.
// Kept in step with supabase/migrations/20261124150000_investor_events.sql.

import type { Tables, TablesInsert } from './database.types';
import { formatIstDays, formatIstRange } from './ist-time';

export const INVESTOR_EVENT_KINDS = [
  'board_meeting',
  'agm',
  'egm',
  'analyst_meet',
  'earnings_call',
  'record_date',
  'book_closure',
  'other',
  'material_event_internal',
  'material_event_external',
] as const;

export type InvestorEventKind = (typeof INVESTOR_EVENT_KINDS)[number];

/**
 * Kinds that fall on a day rather than at a time: a record date or a book closure is a date (SEBI
 * LODR Regulation 42), so calendars get them as all-day events (RFC 5545 DTSTART;VALUE=DATE)
 * and the site prints the day(s) without a time.
 */
export const ALL_DAY_KINDS: readonly InvestorEventKind[] = ['record_date', 'book_closure'];

export const isAllDay = (kind: InvestorEventKind) => ALL_DAY_KINDS.includes(kind);

/** One query key for the calendar and the desk, so the desk's writes refresh both. */
export const INVESTOR_EVENTS_KEY = ['investor-events'] as const;

/** The database's caps, which the desk's form mirrors (investor_events' check constraints). */
export const EVENT_LIMITS = {
  title: 300,
  place: 300,
  link: 2048,
  purpose: 2000,
  documentLinks: 20,
} as const;

export const INVESTOR_EVENT_KIND_LABELS: Record<InvestorEventKind, string> = {
  board_meeting: 'Board meeting',
  agm: 'Annual general meeting',
  egm: 'Extraordinary general meeting',
  analyst_meet: 'Analyst or investor meet',
  earnings_call: 'Earnings call',
  record_date: 'Record date',
  book_closure: 'Book closure',
  other: 'Other',
  material_event_internal: 'Material event arising within the company',
  material_event_external: 'Material event from outside the company',
};

/**
 * Regulation 30(6)(ii)-(iii) events: recorded on the desk so the calendar counts their 12 or 24
 * hours, and never read by visitors (the database's policy on investor_events hides them: until
 * the company discloses one it may be unpublished price sensitive information). The public
 * calendar leaves them out too, for the desk's copy of the events shares its cache.
 */
export const MATERIAL_EVENT_KINDS: readonly InvestorEventKind[] = [
  'material_event_internal',
  'material_event_external',
];

export const isMaterialEvent = (kind: InvestorEventKind) => MATERIAL_EVENT_KINDS.includes(kind);

/**
 * The proposals of Regulation 29(1) a board meeting may consider, each needing prior intimation
 * to the exchanges (migration 20261128130000_board_meeting_purposes.sql, with the text read).
 */
export const BOARD_PURPOSES = [
  'financial_results',
  'buyback',
  'voluntary_delisting',
  'fund_raising',
  'dividend',
  'convertible_securities',
  'bonus',
] as const;

export type BoardPurpose = (typeof BOARD_PURPOSES)[number];

export const BOARD_PURPOSE_LABELS: Record<BoardPurpose, { label: string; clause: string }> = {
  financial_results: { label: 'Financial results', clause: '29(1)(a)' },
  buyback: { label: 'Buy-back of securities', clause: '29(1)(b)' },
  voluntary_delisting: { label: 'Voluntary delisting', clause: '29(1)(c)' },
  fund_raising: { label: 'Fund raising, and the issue price', clause: '29(1)(d)' },
  dividend: { label: 'Declaring, recommending or passing over a dividend', clause: '29(1)(e)' },
  convertible_securities: {
    label: 'Issue of convertible securities or debentures with a right to shares',
    clause: '29(1)(e)',
  },
  bonus: { label: 'Bonus securities', clause: '29(1)(f)' },
};

export const isBoardPurpose = (value: string): value is BoardPurpose =>
  (BOARD_PURPOSES as readonly string[]).includes(value);

/**
 * An event as the database holds it (the generated types), its kind one of the list that
 * investor_events_kind_check holds it to (reads say so with `overrideTypes<EventKindOverride>`).
 * starts_at and ends_at are instants (ISO 8601 with offset), shown in IST whatever the reader's
 * zone; link is a webcast or dial-in address (https only); sequence is RFC 5545's SEQUENCE, which
 * the database raises on every change a subscriber would see.
 */
export type InvestorEventRow = Omit<Tables<'investor_events'>, 'kind' | 'board_purposes'> & {
  kind: InvestorEventKind;
  /** Null: not chosen; a board meeting's Regulation 29(1) proposals otherwise. */
  board_purposes: BoardPurpose[] | null;
};
export type EventKindOverride = { kind: InvestorEventKind; board_purposes: BoardPurpose[] | null };

/**
 * What a write may set; sequence and the stamps are the database's, and so is dividend_id (a
 * record date the database keeps from a dividend: 20261128121000).
 */
export type InvestorEventInsert = Omit<
  TablesInsert<'investor_events'>,
  'kind' | 'board_purposes' | 'sequence' | 'created_at' | 'updated_at' | 'dividend_id'
> & { kind: InvestorEventKind; board_purposes?: BoardPurpose[] | null };

export type InvestorEventUpdate = Partial<InvestorEventInsert>;

/** The columns a visitor's page reads: all of them, named so a new column is a decision. */
export const INVESTOR_EVENT_COLUMNS =
  'id, title, kind, starts_at, ends_at, place, link, purpose, board_purposes, document_links, cancelled_at, sequence, dividend_id, created_at, updated_at';

/** When an event is, as the site prints it: the day(s) of an all-day kind, else IST times. */
export function formatEventWhen(
  event: Pick<InvestorEventRow, 'kind' | 'starts_at' | 'ends_at'>,
): string {
  const start = new Date(event.starts_at);
  const end = event.ends_at ? new Date(event.ends_at) : null;
  return isAllDay(event.kind) ? formatIstDays(start, end) : formatIstRange(start, end);
}
