import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import {
  INVESTOR_EVENT_COLUMNS,
  INVESTOR_EVENTS_KEY,
  type EventKindOverride,
  type InvestorEventInsert,
  type InvestorEventRow,
  type InvestorEventUpdate,
} from '@/lib/investor-events';
import { loadSupabase } from '@/lib/load-supabase';

/** The app passes nothing (the shared client); integration tests pass a signed-in client. */
export type EventsClient = SupabaseClient<Database>;

export async function listEvents(client?: EventsClient): Promise<InvestorEventRow[]> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db
    .from('investor_events')
    .select(INVESTOR_EVENT_COLUMNS)
    .order('starts_at', { ascending: true })
    .overrideTypes<EventKindOverride[]>();
  if (error) throw error;
  return data;
}

/** The calendar's key: a write here refreshes the public calendar in the same tab too. */
export const deskEventsQuery = () =>
  queryOptions({ queryKey: INVESTOR_EVENTS_KEY, queryFn: () => listEvents() });

export const useDeskEvents = () => useQuery(deskEventsQuery());

/**
 * One statement, so an event is saved whole or not at all: the database checks every field
 * (and the two-factor rule) before the row exists, and no second request follows.
 */
export async function saveEvent(
  values: InvestorEventInsert,
  id: string | null,
  client?: EventsClient,
): Promise<InvestorEventRow> {
  if (id) return updateEvent(id, values, client);
  const db = client ?? (await loadSupabase());
  const { data, error } = await db
    .from('investor_events')
    .insert(values)
    .select(INVESTOR_EVENT_COLUMNS)
    .single()
    .overrideTypes<EventKindOverride>();
  if (error) throw error;
  return data;
}

/** Changes some of an event's columns, in one statement; the row as the database left it. */
export async function updateEvent(
  id: string,
  values: InvestorEventUpdate,
  client?: EventsClient,
): Promise<InvestorEventRow> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db
    .from('investor_events')
    .update(values)
    .eq('id', id)
    .select(INVESTOR_EVENT_COLUMNS)
    .single()
    .overrideTypes<EventKindOverride>();
  if (error) throw error;
  return data;
}

/** Cancelling keeps the event (shown as cancelled); the database raises its SEQUENCE. */
export async function cancelEvent(id: string, client?: EventsClient): Promise<InvestorEventRow> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db
    .from('investor_events')
    .update({ cancelled_at: new Date().toISOString() })
    .eq('id', id)
    .is('cancelled_at', null)
    .select(INVESTOR_EVENT_COLUMNS)
    .single()
    .overrideTypes<EventKindOverride>();
  if (error) throw error;
  return data;
}

/** Adds a document's link to the event's related documents (how a Due item is marked done). */
export async function linkDocument(
  event: Pick<InvestorEventRow, 'id' | 'document_links'>,
  link: string,
  client?: EventsClient,
): Promise<InvestorEventRow> {
  if (event.document_links.includes(link)) throw new Error('This document is already linked.');
  return updateEvent(event.id, { document_links: [...event.document_links, link] }, client);
}

export function useEventMutation<T, V>(run: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVESTOR_EVENTS_KEY }),
  });
}
