/**
 * PDFs that the site links to directly (not through a document table) and that the local seed
 * therefore puts into the investor_documents bucket: object name -> title printed in the PDF.
 * On a hosted project the company uploads the real files under the same names.
 */
export const STATIC_SAMPLE_FILES: Record<string, string> = {
  'memorandum-and-articles-of-association.pdf': 'Memorandum and Articles of Association',
  'dispute-resolution-mechanism.pdf': 'Dispute Resolution Mechanism',
};
