import { indiaToday } from '@/lib/format-date';

/** SEBI LODR Regulation 30(8): disclosures stay on the website for at least five years. */
export const RETENTION_YEARS = 5;

/**
 * True when a document dated `documentDate` (`YYYY-MM-DD`) is younger than five years today in
 * India, so taking it off the website needs a warning first. Compared as ISO dates: the same
 * day five years on is the first day it may go.
 */
export function isWithinRetention(documentDate: string, today: string = indiaToday()): boolean {
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  // 29 February has no twin five years earlier; the 28th stands in, which is the stricter day.
  const cutoff = `${String(year - RETENTION_YEARS).padStart(4, '0')}${rest === '-02-29' ? '-02-28' : rest}`;
  return documentDate > cutoff;
}

/** The warning's words, with the day the document may leave the website. */
export function retentionWarning(documentDate: string): string {
  const year = Number(documentDate.slice(0, 4)) + RETENTION_YEARS;
  const until = `${String(year)}${documentDate.slice(4)}`;
  return (
    `This document is less than ${RETENTION_YEARS} years old. SEBI's LODR Regulation 30(8) ` +
    `expects disclosures to stay on the website for ${RETENTION_YEARS} years (until ${until}). ` +
    'Delete it only if it was published by mistake or replaced.'
  );
}
