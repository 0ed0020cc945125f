import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';
import type { CeaseFormValues } from '../schemas/director-schema';

/** The app passes nothing (the shared client); integration tests pass a signed-in client. */
export type FactsClient = SupabaseClient<Database>;

type Tables = Database['public']['Tables'];
export type FactTable =
  'board_directors' | 'board_committees' | 'key_officers' | 'company_contacts' | 'credit_ratings';

/** The row a form was opened with: an update must send the version it read. */
export type Opened = { id: string; version: number };

/**
 * Adds a row, or changes the one the form was opened with. One statement, so a refusal (bad
 * input, someone else's change since, no permission) leaves the row exactly as it was; the
 * database's trigger refuses a stale version (PT409) in words.
 */
export async function saveFact<T extends FactTable>(
  table: T,
  values: Tables[T]['Insert'] | Tables[T]['Update'],
  opened?: Opened,
  client?: FactsClient,
): Promise<void> {
  // Typed at the call (values is the table's Insert or Update); the client's generic table union
  // cannot follow a table chosen by a type parameter.
  const db = (client ?? (await loadSupabase())) as unknown as SupabaseClient;
  const row = values as Record<string, unknown>;
  const { error } = opened
    ? await db
        .from(table)
        .update({ ...row, version: opened.version })
        .eq('id', opened.id)
        .select('id')
        .single()
    : await db.from(table).insert(row).select('id').single();
  if (error) throw error;
}

/**
 * Records that a director or an officer ceased: the row stays, with the date and the reason,
 * as one update of the row the form was opened with.
 */
export function ceaseFact(
  table: 'board_directors' | 'key_officers',
  { ceasedOn, reason }: CeaseFormValues,
  opened: Opened,
  client?: FactsClient,
): Promise<void> {
  return saveFact(table, { ceased_on: ceasedOn, cessation_reason: reason }, opened, client);
}

/** Deletes a row entered by mistake; the database refuses one with history, in words. */
export async function deleteFact(table: FactTable, id: string, client?: FactsClient) {
  const db = client ?? (await loadSupabase());
  const { error } = await db.from(table).delete().eq('id', id).select('id').single();
  if (error) throw error;
}

/**
 * Deletes a director entered by mistake (or a sample) with their committee terms, in one
 * transaction (public.delete_director); it refuses one that an officer's row names, or one
 * changed since the page showed it, in words. Returns how many terms went with them.
 */
export async function deleteDirector(director: Opened, client?: FactsClient): Promise<number> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db.rpc('delete_director', {
    target: director.id,
    expected_version: director.version,
  });
  if (error) throw error;
  return data;
}

export type Composition = {
  committee: string;
  chair: string | null;
  members: string[];
  effectiveOn: string;
  /** The composition the form was opened with, so a change made meanwhile is not overwritten. */
  was: { chair: string | null; members: string[] };
};

/** A committee's chair and members from a date, all terms in one transaction. */
export async function setComposition(value: Composition, client?: FactsClient): Promise<number> {
  const db = client ?? (await loadSupabase());
  // Supabase's generator types every argument of a function as non-null; the function reads a
  // null chair (and expected chair) as "no chair" (20261126150200).
  const { data, error } = await db.rpc('set_committee_composition', {
    target_committee: value.committee,
    chair: value.chair as string,
    members: value.members,
    effective_on: value.effectiveOn,
    expected_chair: value.was.chair as string,
    expected_members: value.was.members,
  });
  if (error) throw error;
  return data;
}
