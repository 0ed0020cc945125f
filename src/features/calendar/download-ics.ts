import { buildCalendar, icsFileName } from '@/lib/ics';
import { env } from '@/lib/env';
import type { InvestorEventRow } from '@/lib/investor-events';
import { CALENDAR_MIME, saveTextFile } from '@/lib/save-file';

/** The site's host names every UID, so the same event keeps one UID on every download. */
export const icsOptions = (calendarName: string) => ({
  host: new URL(env.VITE_SITE_URL).host,
  calendarName,
});

/** Saves one event as an .ics file, made on the click (src/lib/save-file.ts). */
export function downloadIcs(event: InvestorEventRow, calendarName: string): void {
  saveTextFile(buildCalendar([event], icsOptions(calendarName)), icsFileName(event), CALENDAR_MIME);
}
