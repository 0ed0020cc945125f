/**
 * The sections an alert may be about, in the e-mail's words. The database's list is
 * private.alert_sections(); the site's words for the form are src/content/alert-sections.ts, and a
 * unit test holds the three together.
 */
export const ALERT_SECTION_LABELS: Record<string, string> = {
  results: 'Financial results',
  board_meetings: 'Board meetings and their outcomes',
  shareholder_meetings: 'Shareholder meetings and voting results',
  dividends: 'Dividends and unclaimed dividends',
  announcements: 'Announcements to the stock exchanges',
  reports_and_policies: 'Annual reports, filings and policies',
};

export function sectionLabel(section: string): string {
  return section === 'all'
    ? 'Every disclosure'
    : (ALERT_SECTION_LABELS[section] ?? 'Other disclosures');
}
