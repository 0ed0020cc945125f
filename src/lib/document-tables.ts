/**
 * The investor-document tables: the specification's 23, in its order (their names are fixed: a
 * hosted database of this site already has them), then the two of the unclaimed-dividends page
 * and the Integrated Filing (Governance), each added later. Must match private.document_table_names() in supabase/migrations/ (an
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
] as const;

export type DocumentTableName = (typeof DOCUMENT_TABLES)[number];

export function isDocumentTableName(name: string): name is DocumentTableName {
  return (DOCUMENT_TABLES as readonly string[]).includes(name);
}

/** The columns every read of a document table asks for: the whole row of `DocumentRow`. */
export const DOCUMENT_COLUMNS =
  'id, document_title, view_download, created_at, document_date, file_size_bytes' as const;

/** The storage bucket for uploaded PDFs; stored paths start with `${bucket}/`. */
export const DOCUMENTS_BUCKET = 'investor_documents';
