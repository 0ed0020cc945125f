import { CalendarArrowDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { company } from '@/content/company';
import { buildComplianceIcs } from '@/lib/compliance/ics';
import type { ComplianceItem } from '@/lib/compliance/types';
import { env } from '@/lib/env';
import { istDate } from '@/lib/ist-time';
import { CALENDAR_MIME, saveTextFile } from '@/lib/save-file';
import type { TablePages } from './table-pages';

/**
 * The open items as an .ics file for the administrator's own calendar app: built here, in the
 * browser, on the click, and never published (src/lib/compliance/ics.ts).
 */
export function DownloadCalendarButton({
  items,
  pages,
  now,
}: {
  items: readonly ComplianceItem[];
  pages: TablePages;
  now: Date;
}) {
  function download() {
    const site = new URL(env.VITE_SITE_URL);
    const text = buildComplianceIcs(items, {
      host: site.host,
      calendarName: `${company.shortName}: compliance calendar`,
      now,
      pageUrl: (item) => {
        const page = pages[item.table];
        return page ? new URL(page.path, site).toString() : null;
      },
    });
    saveTextFile(text, `compliance-calendar-${istDate(now)}.ics`, CALENDAR_MIME);
  }
  return (
    <Button variant="outline" onClick={download}>
      <CalendarArrowDown aria-hidden="true" />
      Download the calendar (.ics)
    </Button>
  );
}
