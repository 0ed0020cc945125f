// iCalendar (RFC 5545) for the investor calendar: one event's .ics download and the feed of all.
// Times are written in UTC ('Z', 3.3.5 form #2), which every calendar app accepts without a
// VTIMEZONE block and shows in its owner's zone; the site itself labels them IST.

import { paths } from '@/config/paths';
import type { InvestorEventRow } from './investor-events';
import { INVESTOR_EVENT_KIND_LABELS, isAllDay } from './investor-events';
import { addDays, istDate } from './ist-time';

/**
 * The subscribable feed of every event: a static file the prerender writes at each build
 * (scripts/prerender.ts), so it is served and cached like the pages and is as fresh as they are.
 */
export const CALENDAR_FEED_PATH = paths.investor.calendarFeed;

export type IcsOptions = {
  /** The site's host, e.g. "healthforall.example": makes UIDs globally unique (3.8.4.7). */
  host: string;
  /** The calendar's name in the subscriber's app. */
  calendarName: string;
};

const CRLF = '\r\n';

/**
 * Line breaks, each written as "\n" (3.3.11: "An intentional formatted text line break MUST only
 * be included in a TEXT property value by representing the line break with ... \n"): CR LF, LF,
 * CR, and the ones Unicode also counts as mandatory breaks (UAX #14, class BK/NL): vertical tab,
 * form feed, NEXT LINE U+0085, LINE SEPARATOR U+2028 and PARAGRAPH SEPARATOR U+2029.
 */
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
/**
 * What TEXT may not hold at all: the other controls. 3.1 defines CONTROL = %x00-08 / %x0A-1F /
 * %x7F ("All the controls except HTAB") and 3.3.11's TSAFE-CHAR is "Any character except
 * CONTROLs"; the C1 controls U+0080-U+009F are not text either (UTF-8 lets them through as
 * NON-US-ASCII, but no calendar shows them). Dropped; a tab stays (WSP).
 */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const NOT_TEXT = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;

/** 3.3.11 TEXT: controls dropped, backslash first, then ; , and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(NOT_TEXT, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(LINE_BREAKS, '\\n');
}

/**
 * 3.1: lines longer than 75 octets are folded with CRLF and a space. Counted in UTF-8 octets,
 * and never inside a character, so Hindi or a ₹ sign survives the fold.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      // A continuation line starts with a space, which counts toward its 75.
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 3.3.5 DATE-TIME in UTC: 20270210T053000Z. */
export function icsUtc(value: string | Date): string {
  return new Date(value)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** 3.3.4 DATE: India's day of an instant, 20270210. */
const icsDay = (instant: string) => istDate(new Date(instant)).replace(/-/g, '');

/**
 * DTSTART and DTEND. A record date or a book closure is a day in India, not a moment: an all-day
 * event (3.6.1: DTSTART;VALUE=DATE, and DTEND the day after the last, as DTEND is exclusive), so
 * a subscriber in New York sees it on the same date, not from 1:30 pm the day before.
 */
function when(event: InvestorEventRow): string[] {
  if (isAllDay(event.kind)) {
    const lastDay = istDate(new Date(event.ends_at ?? event.starts_at));
    return [
      `DTSTART;VALUE=DATE:${icsDay(event.starts_at)}`,
      `DTEND;VALUE=DATE:${addDays(lastDay, 1).replace(/-/g, '')}`,
    ];
  }
  const lines = [`DTSTART:${icsUtc(event.starts_at)}`];
  if (event.ends_at) lines.push(`DTEND:${icsUtc(event.ends_at)}`);
  return lines;
}

function describe(event: InvestorEventRow): string {
  const lines = [INVESTOR_EVENT_KIND_LABELS[event.kind]];
  if (event.purpose) lines.push(event.purpose);
  if (event.link) lines.push(`Join: ${event.link}`);
  for (const link of event.document_links) lines.push(link);
  return lines.join('\n');
}

export function eventLines(event: InvestorEventRow, options: IcsOptions): string[] {
  const lines = [
    'BEGIN:VEVENT',
    // Stable across edits and builds: the row's id, so an update replaces the imported copy.
    `UID:${event.id}@${options.host}`,
    // The moment this version of the event was made, so the file is the same on every build.
    `DTSTAMP:${icsUtc(event.updated_at)}`,
    ...when(event),
  ];
  lines.push(
    `SEQUENCE:${event.sequence}`,
    // 3.8.1.11: a cancellation keeps the UID and raises SEQUENCE (the database does that).
    `STATUS:${event.cancelled_at ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(describe(event))}`,
  );
  if (event.place) lines.push(`LOCATION:${escapeText(event.place)}`);
  // 3.3.13 URI: as the URL parser writes it back, percent-encoded, so no control or space
  // reaches the line (the database only asks for https:// and no whitespace).
  if (event.link) lines.push(`URL:${new URL(event.link).href}`);
  lines.push(
    `CREATED:${icsUtc(event.created_at)}`,
    `LAST-MODIFIED:${icsUtc(event.updated_at)}`,
    'END:VEVENT',
  );
  return lines;
}

/**
 * A whole VCALENDAR around VEVENT lines, folded and CRLF-ended: the investor calendar's and the
 * desk's compliance calendar's (src/lib/compliance/ics.ts) share it. `product` names the
 * calendar in PRODID.
 */
export function wrapCalendar(
  vevents: readonly string[],
  options: IcsOptions,
  product = 'Investor calendar',
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${options.host}//${product}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    ...vevents,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A whole VCALENDAR for the given events (one for a download, all for the feed). */
export function buildCalendar(events: readonly InvestorEventRow[], options: IcsOptions): string {
  return wrapCalendar(
    events.flatMap((event) => eventLines(event, options)),
    options,
  );
}

/** A file name a person recognises: "2027-02-10-board-meeting.ics". */
export function icsFileName(event: Pick<InvestorEventRow, 'starts_at' | 'title'>): string {
  const slug = event.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${istDate(new Date(event.starts_at))}-${slug || 'event'}.ics`;
}
