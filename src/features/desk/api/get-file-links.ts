import type { DocumentsClient } from './types';

/** A row that links a stored file: a document (by its table) or an investor event. */
export type FileLink = {
  /** The document table's name, or 'investor_events'. */
  place: string;
  title: string;
  archived: boolean;
  /** An event's start; null for a document. */
  startsAt: string | null;
};

/**
 * Which rows link each of `paths`, asked of the database before a file is removed
 * (public.file_links). The platform's Storage server answers the database's refusal to remove a
 * linked file as "database error, code: P0001", so the desk asks first and says why itself; the
 * refusal stays the final word. A file nothing links to is absent from the map.
 */
export async function getFileLinks(
  client: DocumentsClient,
  paths: string[],
): Promise<Map<string, FileLink[]>> {
  const links = new Map<string, FileLink[]>();
  if (paths.length === 0) return links;
  const { data, error } = await client.rpc('file_links', { file_paths: paths });
  if (error) throw error;
  for (const row of data) {
    const link: FileLink = {
      place: row.place,
      title: row.title,
      archived: row.archived,
      startsAt: row.starts_at,
    };
    links.set(row.file_path, [...(links.get(row.file_path) ?? []), link]);
  }
  return links;
}
