import { investorDocumentPages } from '@/content/investor-document-pages';
import { documentTable, type DocumentTableConfig } from './document-table-config';
import { isDocumentTableName, type DocumentTableName } from './document-tables';

export type { DocumentTableConfig } from './document-table-config';

/**
 * Every document table's words, as the pages that show them declare them
 * (src/content/document-pages/): for what lists tables of every page (the desk, search, the
 * latest disclosures, the feed, Regulation 46 readiness). A page of its own reads its tables'
 * words from its own module and never loads this. A unit test holds it to one entry per table.
 */
export const documentRegistry = Object.fromEntries(
  investorDocumentPages.flatMap((page) =>
    page.sections.map(({ heading: _heading, table, ...words }): [string, DocumentTableConfig] => [
      table,
      documentTable(table, words),
    ]),
  ),
) as Record<DocumentTableName, DocumentTableConfig>;

/** The table's configuration; spec section 5: an unknown name raises 'Invalid table type'. */
export function getDocumentTableConfig(table: string): DocumentTableConfig {
  if (!isDocumentTableName(table)) throw new Error('Invalid table type');
  return documentRegistry[table];
}
