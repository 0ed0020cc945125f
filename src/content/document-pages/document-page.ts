import type { DocumentTableWords } from '@/lib/document-table-config';
import type { DocumentTableName } from '@/lib/document-tables';

/**
 * One document table on a page: its words (the two messages default to the specification's, see
 * src/lib/document-table-config.ts) and the heading shown above it when the page has several.
 */
export type InvestorDocumentSection = DocumentTableWords & {
  table: DocumentTableName;
  heading?: string;
};

/**
 * An investor page whose content is document tables, under the investors' home in the
 * breadcrumbs. Each is a module of its own in this folder, plain data, loaded by its route alone
 * (src/app/investor-routes.tsx): a page carries the words of the tables it shows and no others.
 * The whole list, for what shows every table (the prerender, search, the latest disclosures,
 * Regulation 46, the desk), is src/content/investor-document-pages.ts.
 */
export type InvestorDocumentPage = {
  path: string;
  title: string;
  /** One or two sentences under the title, also the page's search description. */
  description: string;
  sections: InvestorDocumentSection[];
};
