/**
 * The investor-document tables: the specification's 23, in its order (their names are fixed: a
 * hosted database of this site already has them), then the two of the unclaimed-dividends page
 * (unpaid-dividend statements and IEPF transfer notices), the Integrated Filing (Governance), and
 * the Memorandum and Articles of Association (Regulation 46(2)(aa)), replaceable like any
 * document, each added later. Must match private.document_table_names() in supabase/migrations/ (an
 * integration test compares the two).
 */
export const DOCUMENT_TABLES = [
  'investor_services_circulars',
  'investor_services_forms',
  'mgt_mgt7',
  'mgt_mgt9',
  'secretarial_compliance',
  'independent_director',
  'independent_director_tc',
  'investor_contact',
  'management_structure',
  'register_closure',
  'general_meeting',
  'voting_results',
  'policies',
  'corporate_announcement',
  'reports_certificates',
  'newspaper_publication',
  'shareholding_pattern',
  'quarterly_report',
  'annual_report',
  'board_meeting',
  'financial_report',
  'integrated_filing_financial',
  'familiarization_program',
  'unpaid_dividend_statements',
  'iepf_transfer_notices',
  'integrated_filing_governance',
  'memorandum_articles',
] as const;

export type DocumentTableName = (typeof DOCUMENT_TABLES)[number];

export function isDocumentTableName(name: string): name is DocumentTableName {
  return (DOCUMENT_TABLES as readonly string[]).includes(name);
}

// Where the columns and the bucket are named: a page that reads a table needs them, not the list
// above (every table's name), which stays with what shows or checks every table.
export { DOCUMENT_COLUMNS, DOCUMENTS_BUCKET } from './document-columns';
