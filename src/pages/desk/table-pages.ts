import { investorDocumentPages } from '@/content/investor-document-pages';
import type { DocumentTableName } from '@/lib/document-tables';

export type TablePage = { path: string; title: string };

/** The investor page that shows each document table: where the desk sends the administrator. */
export const tablePages: Partial<Record<DocumentTableName, TablePage>> = Object.fromEntries(
  investorDocumentPages.flatMap((page) =>
    page.sections.map((section) => [section.table, { path: page.path, title: page.title }]),
  ),
);
