import { withoutDirectionControls } from '@/lib/direction-controls';
import type { DocumentTableName } from '@/lib/document-tables';
import { PDF_EMPTY_ERROR, PDF_SIZE_ERROR, validatePdfFile } from '../utils/pdf-file';
import { MAX_TITLE_LENGTH } from '../schemas/add-document-schema';
import { addDocument, newRowId } from './add-document';
import type { DocumentsClient } from './types';
import type { UploadDocumentOptions } from './upload-document';

export type BulkItem = { id: string; file: File; title: string };

/** Why a file did not become a row, in the words the result list uses. */
export type BulkRefusal =
  'not a PDF' | 'empty (0 bytes)' | 'larger than 10 MB' | 'no title' | 'could not be saved';

const REFUSALS: Record<string, BulkRefusal> = {
  [PDF_EMPTY_ERROR]: 'empty (0 bytes)',
  [PDF_SIZE_ERROR]: 'larger than 10 MB',
};
export type BulkResult =
  | { id: string; added: true; searchable?: boolean }
  | { id: string; added: false; reason: BulkRefusal };

// A date or a financial year in a file name ("25-11-2026", "2026-11-25", "25_11_2026",
// "2025-26"): its separators are kept (an underscore becomes a hyphen) rather than turned into
// spaces, so "Notice 25-11-2026.pdf" is titled "Notice 25-11-2026", not "Notice 25 11 2026".
const DATE_IN_NAME =
  /(?<!\d)(?:\d{1,2}[-_.]\d{1,2}[-_.]\d{2,4}|\d{4}[-_.]\d{1,2}[-_.]\d{1,2}|\d{4}[-_]\d{2})(?!\d)/g;
const KEPT_HYPHEN = '\u0000';

/**
 * A title from a file name: "Q2-results_2025.pdf" becomes "Q2 results 2025"; dates and financial
 * years keep their hyphens ("AGM notice 25-11-2026", "Annual report 2025-26"). Direction controls
 * go (src/lib/direction-controls.ts): a name such as "notice\u202Efdp.pdf" is the classic
 * disguise, and the title then reads in its true order.
 */
export function titleFromFileName(name: string): string {
  const stem = withoutDirectionControls(name)
    .replace(/\.pdf$/i, '')
    .replace(DATE_IN_NAME, (date) => date.replace(/[-_]/g, KEPT_HYPHEN))
    .replace(/[_-]+/g, ' ')
    .replaceAll(KEPT_HYPHEN, '-')
    .replace(/\s+/g, ' ')
    .trim();
  return stem.slice(0, MAX_TITLE_LENGTH);
}

export function bulkItemsFrom(files: Iterable<File>): BulkItem[] {
  return Array.from(files, (file) => ({
    id: newRowId(),
    file,
    title: titleFromFileName(file.name),
  }));
}

type UploadManyOptions = {
  table: DocumentTableName;
  items: readonly BulkItem[];
  documentDate?: string;
  client?: DocumentsClient;
  upload?: (options: UploadDocumentOptions) => Promise<string>;
  onProgress?: (id: string, percent: number) => void;
  onResult?: (result: BulkResult) => void;
  /**
   * Reads and stores an added file's text for search; resolves whether it is now searchable.
   * Its failure never undoes the add.
   */
  storeText?: (item: BulkItem) => Promise<boolean>;
};

/**
 * Adds each file as its own row, one after another, with the same checks and the same add as a
 * single upload (PDF by its first bytes, 10 MB, the file removed if its row cannot be written).
 * A file that is refused or fails is reported and skipped: it never stops or loses the others.
 * Each item's id is its row id, so sending the same list again adds no second copy.
 */
export async function uploadMany({
  table,
  items,
  documentDate,
  client,
  upload,
  onProgress,
  onResult,
  storeText,
}: UploadManyOptions): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const item of items) {
    const problem = await validatePdfFile(item.file);
    let result: BulkResult;
    if (problem) {
      result = {
        id: item.id,
        added: false,
        reason: REFUSALS[problem] ?? 'not a PDF',
      };
    } else if (!item.title.trim()) {
      result = { id: item.id, added: false, reason: 'no title' };
    } else {
      try {
        await addDocument({
          table,
          id: item.id,
          title: item.title,
          documentDate,
          source: { kind: 'file', file: item.file },
          onUploadProgress: (percent) => onProgress?.(item.id, percent),
          ...(client ? { client } : {}),
          ...(upload ? { upload } : {}),
        });
        result = { id: item.id, added: true };
        if (storeText) result.searchable = await storeText(item).catch(() => false);
      } catch {
        result = { id: item.id, added: false, reason: 'could not be saved' };
      }
    }
    results.push(result);
    onResult?.(result);
  }
  return results;
}

/** The result list's first line: "9 added, 1 refused: not a PDF". */
export function summarizeBulk(results: readonly BulkResult[]): string {
  const added = results.filter((r) => r.added).length;
  const reasons = new Map<BulkRefusal, number>();
  for (const r of results) if (!r.added) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
  const parts = [`${added} added`];
  const unsearchable = results.filter((r) => r.added && r.searchable === false).length;
  if (unsearchable) parts.push(`${unsearchable} not searchable (no readable text)`);
  for (const [reason, count] of reasons) parts.push(`${count} refused: ${reason}`);
  return parts.join(', ');
}
