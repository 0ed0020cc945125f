import { DOCUMENTS_BUCKET } from '@/lib/document-tables';
import type { DocumentsClient } from './types';

/**
 * Removes uploaded files and says which went. Spec section 7: a failure here is only logged,
 * because the row they belonged to is already gone (or was never written) and the visitor cannot
 * act on it. The database refuses to remove a file that a row still links to.
 */
export async function removeDocumentFiles(
  client: DocumentsClient,
  paths: string[],
): Promise<string[]> {
  if (paths.length === 0) return [];
  try {
    const { data, error } = await client.storage.from(DOCUMENTS_BUCKET).remove(paths);
    if (error) {
      console.error(`Could not remove stored documents ${paths.join(', ')}:`, error.message);
      return [];
    }
    return data.map((object) => object.name);
  } catch (error) {
    console.error(`Could not remove stored documents ${paths.join(', ')}:`, error);
    return [];
  }
}

/** The one-file case: true when the file went. */
export async function removeDocumentFile(client: DocumentsClient, path: string): Promise<boolean> {
  const removed = await removeDocumentFiles(client, [path]);
  return removed.includes(path);
}
