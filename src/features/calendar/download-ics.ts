import { buildCalendar, icsFileName } from '@/lib/ics';
import { env } from '@/lib/env';
import type { InvestorEventRow } from '@/lib/investor-events';

/** The site's host names every UID, so the same event keeps one UID on every download. */
export const icsOptions = (calendarName: string) => ({
  host: new URL(env.VITE_SITE_URL).host,
  calendarName,
});

/**
 * Saves one event as an .ics file through a Blob link: made on the click, so the page carries no
 * file it may never need, and released once the browser has started the download.
 */
export function downloadIcs(event: InvestorEventRow, calendarName: string): void {
  const blob = new Blob([buildCalendar([event], icsOptions(calendarName))], {
    type: 'text/calendar;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(event);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
