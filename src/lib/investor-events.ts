// The investor calendar's row, shared by the public calendar, the desk and the prerenderer.
// Kept in step with supabase/migrations/20261124150000_investor_events.sql.

export const INVESTOR_EVENT_KINDS = [
  'board_meeting',
  'agm',
  'egm',
  'analyst_meet',
  'earnings_call',
  'record_date',
  'book_closure',
  'other',
] as const;

export type InvestorEventKind = (typeof INVESTOR_EVENT_KINDS)[number];

export const INVESTOR_EVENT_KIND_LABELS: Record<InvestorEventKind, string> = {
  board_meeting: 'Board meeting',
  agm: 'Annual general meeting',
  egm: 'Extraordinary general meeting',
  analyst_meet: 'Analyst or investor meet',
  earnings_call: 'Earnings call',
  record_date: 'Record date',
  book_closure: 'Book closure',
  other: 'Other',
};

export type InvestorEventRow = {
  id: string;
  title: string;
  kind: InvestorEventKind;
  /** An instant (ISO 8601 with offset); shown in IST whatever the reader's zone. */
  starts_at: string;
  ends_at: string | null;
  place: string | null;
  /** A webcast or dial-in address: https only. */
  link: string | null;
  purpose: string | null;
  document_links: string[];
  cancelled_at: string | null;
  /** RFC 5545 SEQUENCE: the database raises it on every change a subscriber would see. */
  sequence: number;
  created_at: string;
  updated_at: string;
};

/** What a write may set; sequence and the stamps are the database's. */
export type InvestorEventInsert = {
  id?: string;
  title: string;
  kind: InvestorEventKind;
  starts_at: string;
  ends_at?: string | null;
  place?: string | null;
  link?: string | null;
  purpose?: string | null;
  document_links?: string[];
  cancelled_at?: string | null;
};

export type InvestorEventUpdate = Partial<InvestorEventInsert>;

/** The columns a visitor's page reads: all of them, named so a new column is a decision. */
export const INVESTOR_EVENT_COLUMNS =
  'id, title, kind, starts_at, ends_at, place, link, purpose, document_links, cancelled_at, sequence, created_at, updated_at';
