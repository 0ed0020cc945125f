import type { QueryClient } from '@tanstack/react-query';
import type { DocumentRow } from '@/lib/database-rows';
import { documentKeys } from '@/lib/document-query-keys';
import type { DocumentTableName } from '@/lib/document-tables';

/** The question the Add, Edit and bulk-upload forms ask before saving a title already listed. */
export const DUPLICATE_TITLE_QUESTION =
  'A document with this title is already on this page. Save anyway?';

/** Titles compared as a reader sees them: case, and runs of spaces, do not make two different. */
export const titleKey = (title: string) =>
  title.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IN');

/** Whether `title` is one of `others` as a reader would see it. */
export function isDuplicateTitle(title: string, others: readonly string[]): boolean {
  const key = titleKey(title);
  return key !== '' && others.some((other) => titleKey(other) === key);
}

/**
 * The titles of the rows the page shows for `table` (the table's own query, which the page has
 * loaded), leaving out the row being edited. Read at the moment of saving, so a row another tab
 * added and the page has since fetched counts too. Two identical rows are allowed (an amended
 * notice may repeat a title), so this only asks; the database does not refuse them.
 */
export function otherTitles(
  queryClient: QueryClient,
  table: DocumentTableName,
  exceptId?: string,
): string[] {
  const rows = queryClient.getQueryData<DocumentRow[]>(documentKeys.table(table)) ?? [];
  return rows.filter((row) => row.id !== exceptId).map((row) => row.document_title);
}
