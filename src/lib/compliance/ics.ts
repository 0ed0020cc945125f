// The compliance calendar as iCalendar (RFC 5545), for the administrator's own calendar app. Made
// in the administrator's browser from the items the desk shows, never published: the obligations
// the company has not met are nobody else's business.
//
// Each open item is a VEVENT at its deadline (UTC, as src/lib/ics.ts writes every time) with a
// reminder a day before (VALARM, 3.6.6); done and not-applicable items are left out. The UID is
// the item's id and the site's host, so a second download updates the first rather than doubling
// it; DTSTAMP is the moment of the download (3.8.7.2: when the object was created).

import { formatIstDateTime } from '../ist-time';
import { escapeText, icsUtc, wrapCalendar, type IcsOptions } from '../ics';
import type { ComplianceItem } from './types';

export type ComplianceIcsOptions = IcsOptions & {
  /** When the file is made: the DTSTAMP of every event. */
  now: Date;
  /** The site's address of the page where an item's document goes, for its URL. */
  pageUrl: (item: ComplianceItem) => string | null;
};

function itemLines(item: ComplianceItem, options: ComplianceIcsOptions): string[] {
  const url = options.pageUrl(item);
  const description = [
    `${item.what}: ${item.subject}`,
    `Due by ${formatIstDateTime(item.deadline)} (${item.source.clause})`,
    item.source.rule,
    item.status === 'overdue' ? 'Overdue.' : null,
    url ? `Where it goes: ${url}` : null,
  ]
    .filter(Boolean)
    .join('\n');
  const lines = [
    'BEGIN:VEVENT',
    `UID:${item.id}@${options.host}`,
    `DTSTAMP:${icsUtc(options.now)}`,
    `DTSTART:${icsUtc(item.deadline)}`,
    `DTEND:${icsUtc(item.deadline)}`,
    `SUMMARY:${escapeText(`Due: ${item.what} (${item.subject})`)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'TRANSP:TRANSPARENT',
  ];
  if (url) lines.push(`URL:${url}`);
  lines.push(
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(`Due tomorrow: ${item.what}`)}`,
    'TRIGGER:-P1D',
    'END:VALARM',
    'END:VEVENT',
  );
  return lines;
}

/** The open items (due or overdue) as one calendar file. */
export function buildComplianceIcs(
  items: readonly ComplianceItem[],
  options: ComplianceIcsOptions,
): string {
  const open = items.filter((item) => item.status === 'due' || item.status === 'overdue');
  return wrapCalendar(
    open.flatMap((item) => itemLines(item, options)),
    options,
    'Compliance calendar',
  );
}
