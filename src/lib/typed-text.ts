import { directionControlIn, directionControlMessage } from './direction-controls';

/**
 * What every value the administrator types, and every date she enters, is held to: the database's
 * rules (private.typed_text_problem and private.date_problem, migration 20261128110000), word for
 * word, so a form says it before anything is sent. The database is the authority; the real-Postgres
 * lane checks that its words for each column are the ones below.
 *
 * Text, when not empty: no direction control (U+202A-U+202E, U+2066-U+2069); no control character
 * (C0, C1; and in a one-line field U+2028 and U+2029, which break a line too), but line feeds
 * where the field is a box of several lines; and something visible: not only white space,
 * default-ignorable characters (Unicode's DerivedCoreProperties.txt: U+200B, U+3164 ...), the
 * braille blank, or general-purpose combining marks with no letter under them (migration
 * 20261206170000). Dates: from 1 Jan 1900 to 31 Dec 2100.
 */
// eslint-disable-next-line no-control-regex -- control characters are what these refuse
const CONTROL = /[\u0001-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINE_FEED = /[\u0001-\u0009\u000b-\u001f\u007f-\u009f]/;
// Combining joiners and selectors stand alone in the class on purpose: invisible by themselves.
const VISIBLE =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- see above
  /[^\u0001-\u0020\u007f-\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\u{1bca0}-\u{1bca3}\u{1d173}-\u{1d17a}\u{e0000}-\u{e0fff}\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/u;

export const EARLIEST_DAY = '1900-01-01';
export const LATEST_DAY = '2100-12-31';

const codePoint = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** The sentence for a typed value that breaks a rule, or null. `label`: "The designation". */
export function typedTextProblem(
  value: string,
  label: string,
  { multiline = false }: { multiline?: boolean } = {},
): string | null {
  if (value === '') return null;
  if (directionControlIn(value)) return directionControlMessage(label, value);
  const control = (multiline ? CONTROL_BUT_LINE_FEED : CONTROL).exec(value)?.[0];
  if (control === '\n' || control === '\r' || control === '\u2028' || control === '\u2029') {
    return `${label} must be on one line: remove the line break.`;
  }
  if (control) {
    return `${label} contains a control character (${codePoint(control)}) that does not show on a page. Remove it, or type the text again instead of pasting it.`;
  }
  if (!VISIBLE.test(value)) {
    return `${label} has nothing visible in it: only spaces or invisible characters. Type it again.`;
  }
  return null;
}

/** The sentence for a day (YYYY-MM-DD, as a date field gives it) outside the bounds, or null. */
export function dateProblem(day: string, label: string): string | null {
  if (day === '' || (day >= EARLIEST_DAY && day <= LATEST_DAY && /^\d{4}-/.test(day))) return null;
  return `${label} must be a date from 1 Jan 1900 to 31 Dec 2100.`;
}

/**
 * Each table's typed columns in the database's words (the labels the migration gives its
 * triggers), for the forms' own refusals; columns not listed are named "The <column>".
 */
export const VALUE_LABELS = {
  document: {
    document_title: 'The document title',
    view_download: 'The link',
    document_date: 'The document date',
  },
  investor_events: {
    title: 'The title',
    place: 'The place',
    purpose: 'The purpose',
    link: 'The webcast or dial-in link',
    document_links: 'A related document',
    starts_at: 'The start',
    ends_at: 'The end',
    board_purposes: 'A purpose of the board meeting',
  },
  exchange_holidays: { name: 'The name', holiday_date: "The holiday's date" },
  compliance_answers: { reason: 'The reason' },
  board_directors: {
    name: "The director's name",
    din: 'The DIN',
    designation: 'The designation',
    profile: 'The profile',
    other_positions: 'An entity or position among the other directorships',
    appointed_on: 'The date of appointment',
    ceased_on: 'The date of cessation',
  },
  board_committees: {
    name: "The committee's name",
    constituted_under: 'The provision the committee is constituted under',
  },
  committee_members: { from_date: 'The date the term begins' },
  key_officers: {
    name: 'The name',
    designation: 'The designation',
    email: 'The e-mail address',
    phone: 'The phone number',
    address: 'The address',
    took_charge_on: 'The date the person took charge',
    ceased_on: 'The date of cessation',
  },
  company_contacts: {
    registered_office: "The registered office's address",
    plant: "The plant's address",
    phone: 'The phone number',
    investor_email: 'The e-mail for investors',
    cin: 'The CIN',
    effective_on: 'The date these details apply from',
  },
  credit_ratings: {
    agency: 'The rating agency',
    instrument: 'The instrument',
    rating: 'The rating',
    outlook: 'The outlook',
    rationale_url: 'The link to the rationale',
    rated_on: 'The date of the rating',
    withdrawn_on: 'The date of withdrawal',
  },
  dividends: {
    declared_on: 'The day it was declared',
    record_date: 'The record date',
    payment_date: 'The payment date',
    unpaid_transferred_on: 'The day of the transfer to the Unpaid Dividend Account',
    unpaid_statement_link: 'The link of the statement',
    iepf_credited_on: 'The day it was credited to the IEPF',
  },
  financial_results: {
    period_start: 'The start of the period',
    period_end: 'The end of the period',
  },
  shareholding_quarters: { quarter_end: 'The end of the quarter' },
} as const;

/** The columns edited in a box of several lines, which may hold line feeds. */
export const MULTILINE_COLUMNS = {
  investor_events: ['purpose'],
  compliance_answers: ['reason'],
  board_directors: ['profile'],
  key_officers: ['address'],
  company_contacts: ['registered_office', 'plant'],
} as const;

/** What a zod `.superRefine` callback is handed, as far as these checks use it. */
type IssueSink = { addIssue(issue: { code: 'custom'; message: string }): void };

/** For a form's `.superRefine`: the database's refusal of a typed value, in its words. */
export const typedTextIssue =
  (label: string, options: { multiline?: boolean } = {}) =>
  (value: string, ctx: IssueSink) => {
    const problem = typedTextProblem(value, label, options);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };

/** For a form's `.superRefine`: a day outside 1 Jan 1900 to 31 Dec 2100, in the database's words. */
export const dateIssue = (label: string) => (day: string, ctx: IssueSink) => {
  const problem = dateProblem(day, label);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};
