import type { AuditLogRow } from '@/lib/database-rows';
import { isStoredDocumentPath } from '@/lib/storage-path';
import type { FileOwner } from './entry-view';

type LinkEntry = Pick<
  AuditLogRow,
  'id' | 'table_name' | 'title_before' | 'title_after' | 'link_before' | 'link_after'
>;

/**
 * Each stored file's document, from the trail's own entries: a document's entry names the path
 * of its file (its link), so a file keeps its document's title after either is deleted. The
 * latest entry naming a path wins (a document renamed later is named as it was last).
 */
export function fileOwners(entries: readonly LinkEntry[]): Map<string, FileOwner> {
  const owners = new Map<string, FileOwner>();
  const byAge = [...entries].sort((a, b) => a.id - b.id);
  for (const entry of byAge) {
    if (entry.table_name === 'storage.objects') continue;
    for (const [link, title] of [
      [entry.link_before, entry.title_before ?? entry.title_after],
      [entry.link_after, entry.title_after ?? entry.title_before],
    ] as const) {
      if (link && title && isStoredDocumentPath(link)) {
        owners.set(link, { title, table: entry.table_name });
      }
    }
  }
  return owners;
}
