import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AuditLogRow } from '@/lib/database-rows';
import type { Database } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';
import type { FileOwner } from '../utils/entry-view';
import { fileOwners } from '../utils/file-owners';

export type AuditClient = SupabaseClient<Database>;

/** The action is one of audit_log_action_check's (database-rows.ts; the lane checks the list). */
type AuditOverride = Pick<AuditLogRow, 'action' | 'changes' | 'row_values' | 'names'>;

export const AUDIT_PAGE_SIZE = 20;
// Hosted PostgREST caps a response at 1000 rows by default; the export reads in such pages.
const EXPORT_PAGE_SIZE = 1000;

export const auditKeys = {
  all: ['audit-log'] as const,
  page: (page: number) => ['audit-log', page] as const,
};

/** A page of the trail, and the documents of the stored files its entries name. */
export type AuditPage = { rows: AuditLogRow[]; total: number; files: Map<string, FileOwner> };

/**
 * The documents whose entries name these stored files as their link: a file's entry names only
 * its path, and its document (added just after the upload) may be on another page of the trail.
 */
async function getFileOwners(paths: string[], db: AuditClient): Promise<Map<string, FileOwner>> {
  if (paths.length === 0) return new Map();
  const { data, error } = await db
    .from('audit_log')
    .select('id, table_name, title_before, title_after, link_before, link_after')
    .in('link_after', paths);
  if (error) throw error;
  return fileOwners(data);
}

/**
 * One page of the trail, newest first (id breaks ties within one transaction). Row-level
 * security lets only the administrator read it; anyone else gets an empty page.
 */
export async function getAuditPage(page: number, client?: AuditClient): Promise<AuditPage> {
  const db = client ?? (await loadSupabase());
  const from = page * AUDIT_PAGE_SIZE;
  const { data, error, count } = await db
    .from('audit_log')
    .select('*', { count: 'exact' })
    .order('occurred_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + AUDIT_PAGE_SIZE - 1)
    .overrideTypes<AuditOverride[]>();
  if (error) throw error;
  const paths = data.filter((r) => r.table_name === 'storage.objects').map((r) => r.row_id);
  return { rows: data, total: count ?? data.length, files: await getFileOwners(paths, db) };
}

/** The whole trail, oldest first, for the CSV export. */
export async function getWholeAuditLog(client?: AuditClient): Promise<AuditLogRow[]> {
  const db = client ?? (await loadSupabase());
  const rows: AuditLogRow[] = [];
  for (let from = 0; ; from += EXPORT_PAGE_SIZE) {
    const { data, error } = await db
      .from('audit_log')
      .select('*')
      .order('id', { ascending: true })
      .range(from, from + EXPORT_PAGE_SIZE - 1)
      .overrideTypes<AuditOverride[]>();
    if (error) throw error;
    rows.push(...data);
    if (data.length < EXPORT_PAGE_SIZE) return rows;
  }
}

export function useAuditPage(page: number) {
  return useQuery({
    queryKey: auditKeys.page(page),
    queryFn: () => getAuditPage(page),
    // Paging keeps the previous page on screen until the next arrives, so the table never jumps.
    placeholderData: keepPreviousData,
    // Other features' changes (an edit on a page, a restore in the archive) do not know this
    // key: the trail is read afresh whenever it is shown, and every 20 s while it is.
    staleTime: 0,
    refetchInterval: 20_000,
    refetchOnWindowFocus: true,
  });
}
