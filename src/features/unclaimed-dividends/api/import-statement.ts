import type { IepfStatementRow } from '@/lib/database-rows';
import type { Json } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';
import type { AppSupabaseClient } from '@/lib/supabase';

export type ImportResult = { imported: number; replaced: number };

/** The function returns jsonb (`Json` to the generated types): its two counts, checked. */
function toImportResult(data: Json): ImportResult {
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    const { imported, replaced } = data;
    if (typeof imported === 'number' && typeof replaced === 'number') return { imported, replaced };
  }
  throw new Error('The database answered the import in a shape the site does not know.');
}

/**
 * Sends one financial year's statement rows in one call: the database replaces that year's rows
 * all or nothing, after checking the administrator and the two-factor rule itself.
 */
export async function importStatement(
  year: string,
  rows: IepfStatementRow[],
  client?: Pick<AppSupabaseClient, 'rpc'>,
): Promise<ImportResult> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db.rpc('import_iepf_statement', {
    financial_year: year,
    statement_rows: rows,
  });
  // An Error with the database's words ("permission denied: ...", "Row 3 of the statement ...").
  if (error) throw new Error(error.message);
  return toImportResult(data);
}
