/**
 * The app's names for the rows it reads and writes, made from the generated database types
 * (database.types.ts, written by `npm run gen:types`), so a column that leaves the schema leaves
 * these types too and every query that reads it fails the type-check.
 *
 * Supabase's generator cannot see three things the database guarantees, so the queries that
 * read them say so with supabase-js's own `.overrideTypes<...>()` (merged with the generated
 * row, so every other column keeps its generated type), and the real-Postgres lane proves each
 * guarantee on the schema (tests/integration/support/real-postgres-supabase-tools.ts):
 * - a text column held to a list by a check constraint (an event's kind, an audit action) is
 *   only `string` to the generator;
 * - every column of a view is nullable to it (Postgres does not carry NOT NULL through a view);
 * - every column a function RETURNS TABLE is non-null to it, even one a left join leaves null.
 * Nothing here runs: the overrides cost no bytes in the pages' scripts.
 */
import type { Database, Json, Tables, TablesInsert, TablesUpdate } from './database.types';
import type { DocumentTableName } from './document-tables';

type Functions = Database['public']['Functions'];
/** `T` with the keys `K` widened to allow null. */
export type WithNull<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null };

/**
 * One document table's whole row. Every document table has this shape (one migration makes them
 * all from one list); a type test holds each generated table to it.
 */
export type DocumentTableRow = Tables<'annual_report'>;
/** The columns a read of a document asks for (DOCUMENT_COLUMNS): no archive bookkeeping. */
export type DocumentRow = Omit<DocumentTableRow, 'archived_at' | 'archived_by'>;
export type DocumentInsert = TablesInsert<'annual_report'>;
export type DocumentUpdate = TablesUpdate<'annual_report'>;

/**
 * A document found in any table: the row and the table it belongs to. What all_documents holds:
 * each document table's own NOT NULL columns, its name as the category.
 */
export type CategorisedDocumentRow = DocumentRow & { category: DocumentTableName };

/**
 * audit_log_action_check's list; 'text': a document's text was read for search; 'view' and
 * 'download': personal data (the alert subscribers' addresses) shown on the desk or saved as a
 * file; 'send' and 'withhold': the desk's decision on a held e-mail alert (and 'send' its Send
 * again of a failed one); 'erase': a subscriber's address erased on a written request.
 */
export const AUDIT_ACTIONS = [
  'insert',
  'update',
  'archive',
  'restore',
  'purge',
  'text',
  'view',
  'download',
  'send',
  'withhold',
  'erase',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One column of an audit entry's `changes`: its JSON value before and after (null where none). */
export type AuditChange = { before: Json; after: Json };

/**
 * One entry of the append-only trail the database's triggers write. `changes` is jsonb to the
 * generator; the audit trigger writes it only as an object of column -> { before, after } (the
 * lane checks every entry it made), null for 'text' entries and for entries older than it.
 * `row_values` is the row as the write left it (an object of column -> value) and `names` the
 * names of the rows it points at, by id (20261128140000); both null in entries older than them.
 */
export type AuditLogRow = Omit<
  Tables<'audit_log'>,
  'action' | 'changes' | 'row_values' | 'names'
> & {
  action: AuditAction;
  changes: Record<string, AuditChange> | null;
  row_values: Record<string, Json> | null;
  names: Record<string, string> | null;
};

/**
 * search_documents' row as it arrives: best_page and snippet are null when only the title
 * matched (a left join), file_size_bytes for a link; the category is the table's name. The
 * snippet is HTML-escaped, its only markup `<mark>` around the matched words.
 */
export type SearchDocumentsResult = WithNull<
  Omit<Functions['search_documents']['Returns'][number], 'category'>,
  'best_page' | 'snippet' | 'file_size_bytes'
> & { category: DocumentTableName };

/** One row of the IEPF-2 statement as the import sends it (its year is the import's). */
export type IepfStatementRow = {
  investor_name: string;
  /** Folio number or DP ID-client ID. */
  account: string;
  amount: number;
  /** YYYY-MM-DD. */
  proposed_transfer_date: string;
};

/** One financial year of imported statement rows, as the desk sees it before an import. */
export type IepfStatementYear = Functions['iepf_statement_years']['Returns'][number];

/** What a shareholder's lookup answers: never a name, never another account. */
export type UnclaimedDividendMatch = Functions['lookup_unclaimed_dividends']['Returns'][number];
