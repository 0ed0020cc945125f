import type { ComplianceDocument, DocumentEvidence } from './types';

/**
 * Whether a document is one that `evidence` accepts: in one of its tables, with its words. On its
 * own, for the public Regulation 46 table, which reads documents with the desk's rules and
 * nothing of the calendar's clock.
 */
export const meetsEvidence = (
  doc: Pick<ComplianceDocument, 'table' | 'document_title'>,
  evidence: DocumentEvidence,
) =>
  evidence.tables.includes(doc.table) &&
  (!evidence.title || evidence.title.pattern.test(doc.document_title)) &&
  !evidence.unless?.pattern.test(doc.document_title);
