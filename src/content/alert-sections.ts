/**
 * What a subscriber may hear about, in the form's words: every disclosure, or chosen sections.
 * The keys are the database's (private.alert_sections()); the e-mails' words are in
 * supabase/functions/_shared/alerts/sections.ts. A unit test holds the three together.
 */
export const ALERT_SECTIONS = [
  { key: 'results', label: 'Financial results' },
  { key: 'board_meetings', label: 'Board meetings and their outcomes' },
  { key: 'shareholder_meetings', label: 'Shareholder meetings and voting results' },
  { key: 'dividends', label: 'Dividends and unclaimed dividends' },
  { key: 'announcements', label: 'Announcements to the stock exchanges' },
  { key: 'reports_and_policies', label: 'Annual reports, filings and policies' },
] as const;

export type AlertSection = (typeof ALERT_SECTIONS)[number]['key'];
