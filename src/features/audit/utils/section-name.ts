import { documentRegistry } from '@/lib/document-registry';
import { isDocumentTableName } from '@/lib/document-tables';

/** The audited tables that are not document tables, by the name the desk gives their section. */
const OTHER_SECTIONS: Record<string, string> = {
  'storage.objects': 'Stored files',
  investor_events: 'Investor events',
  exchange_holidays: 'Exchange holidays',
  iepf_statement_years: 'Unclaimed dividends (IEPF-2 statements)',
  iepf_statement_rows: 'Unclaimed dividends (IEPF-2 statements)',
  document_pages: 'Document text for search',
  document_text_status: 'Document text for search',
  board_directors: 'Board of Directors',
  board_committees: 'Board committees',
  committee_members: 'Board committees',
  key_officers: 'Officers',
  company_contacts: 'Contact details',
  credit_ratings: 'Credit ratings',
  financial_results: 'Financial results',
  shareholding_quarters: 'Shareholding patterns',
  dividends: 'Dividends',
  compliance_answers: 'Compliance calendar',
  compliance_settings: 'Compliance calendar',
  alert_subscribers: 'E-mail alerts',
  alert_publications: 'E-mail alerts',
  alert_settings: 'E-mail alerts',
  alert_emails: 'E-mail alerts',
  duty_settings: 'Compliance reminders',
  duty_recipients: 'Compliance reminders',
};

/**
 * Where an entry of the audit trail happened, as the site names it: a document table by its
 * heading on the investor pages ("Annual Returns (Form MGT-7)"), the others by their desk section. A
 * table added later without a name here still reads as words ("Board minutes"), never as
 * "board_minutes".
 */
export function sectionName(table: string): string {
  if (isDocumentTableName(table)) return documentRegistry[table].label;
  const known = OTHER_SECTIONS[table];
  if (known) return known;
  const words = table.replace(/^[a-z]+\./, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
