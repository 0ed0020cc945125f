/**
 * The app's names for the rows it reads and writes, made from the generated database types
 * (database.types.ts, written by `npm run gen:types`), so a column that leaves the schema leaves
 * these types too and every query that reads it fails the type-check.
 *
 * Supabase's generator cannot know three things the database guarantees, so the narrowing is
 * written here and made true where rows arrive, by a check (`isAuditAction`, `withCategory` ...):
 * - a text column held to a list by a check constraint is only `string` to it;
 * - every column of a view is nullable to it (Postgres does not carry NOT NULL through a view);
 * - every column a function RETURNS TABLE is non-null to it, even one a left join leaves null.
 */
import type { Database, Tables, TablesInsert, TablesUpdate } from './database.types';
import { isDocumentTableName, type DocumentTableName } from './document-tables';

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

/** A document found in any table: the row and the table it belongs to. */
export type CategorisedDocumentRow = DocumentRow & { category: DocumentTableName };

/** audit_log_action_check's list; 'text': a document's text was read for search. */
export const AUDIT_ACTIONS = ['insert', 'update', 'archive', 'restore', 'purge', 'text'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** One entry of the append-only trail the database's triggers write. */
export type AuditLogRow = Omit<Tables<'audit_log'>, 'action'> & { action: AuditAction };

/** The trail's rows with their action checked against the constraint's list. */
export function toAuditLogRows(rows: Tables<'audit_log'>[]): AuditLogRow[] {
  return rows.map(({ action, ...row }) => {
    if (!isAuditAction(action)) throw new Error(`Unknown audit action: ${action}`);
    return { ...row, action };
  });
}

/**
 * A search hit: best_page and snippet are null when only the title matched, file_size_bytes for
 * a link. The snippet is HTML-escaped, its only markup `<mark>` around the matched words.
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

/** What a shareholder's lookup answers: never a name, never another account. */
export type UnclaimedDividendMatch = Functions['lookup_unclaimed_dividends']['Returns'][number];

/**
 * The all_documents view's rows with the NOT NULL of the tables under it put back: a view's
 * columns are nullable to the generator, never in this one (each table's are NOT NULL).
 */
export function toCategorisedRows(
  rows: Pick<Tables<'all_documents'>, keyof CategorisedDocumentRow>[],
): CategorisedDocumentRow[] {
  return withCategory(rows).flatMap(
    ({
      id,
      document_title,
      view_download,
      created_at,
      document_date,
      file_size_bytes,
      category,
    }) =>
      id !== null &&
      document_title !== null &&
      view_download !== null &&
      created_at !== null &&
      document_date !== null
        ? [
            {
              id,
              document_title,
              view_download,
              created_at,
              document_date,
              file_size_bytes,
              category,
            },
          ]
        : [],
  );
}

/**
 * The rows whose `category` names a document table, typed so. The category comes from the
 * database's own list of tables, so this drops nothing unless the two lists part; a row of a
 * table the site does not know has no page to link to.
 */
export function withCategory<T extends { category: string | null }>(
  rows: T[],
): (Omit<T, 'category'> & { category: DocumentTableName })[] {
  return rows.flatMap(({ category, ...row }) =>
    category !== null && isDocumentTableName(category) ? [{ ...row, category }] : [],
  );
}
