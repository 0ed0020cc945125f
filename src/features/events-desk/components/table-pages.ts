import type { DocumentTableName } from '@/lib/document-tables';

/** The investor page that shows each table, which the page composing the desk hands in. */
export type TablePages = Partial<Record<DocumentTableName, { path: string; title: string }>>;
