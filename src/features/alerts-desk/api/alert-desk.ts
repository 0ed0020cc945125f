import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Json } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';

export const ALERT_DESK_KEY = ['alert-desk'] as const;

/** What public.alert_desk_overview() answers (supabase/migrations/20261128170400_…). */
export type AlertOverview = {
  confirmed_by_section: Record<string, number>;
  confirmed: number;
  pending: number;
  withdrawn: number;
  queued: number;
  retrying: number;
  sent_30_days: number;
  failed_30_days: number;
  oldest_waiting: string | null;
  last_error: string | null;
  not_set_up: string | null;
  last_finished_at: string | null;
  held: {
    id: string;
    title: string;
    section: string;
    also_section: string | null;
    published_at: string;
  }[];
  /** Each document table (and the results' figures) with the section its documents go to. */
  feeds: Record<string, string>;
  /** The last ten alerts fanned out, with the title and link their e-mails carried. */
  recent_sent: {
    id: string;
    title: string;
    link: string;
    section: string;
    also_section: string | null;
    sent_at: string;
    recipients: number | null;
  }[];
  recent_failures: { id: string; kind: string; reason: string | null; failed_at: string }[];
};

/** What public.alert_delivery_health() answers (…170700_alert_bounces_and_complaints.sql). */
export type DeliveryHealth = {
  alerts_sent_30_days: number;
  bounces_30_days: number;
  complaints_30_days: number;
  suppressed: number;
  last_event_at: string | null;
};

export type AlertSettings = { held_sections: string[]; batch_window_minutes: number };

async function rpc(name: string, args: Record<string, unknown> = {}): Promise<Json> {
  const db = await loadSupabase();
  const { data, error } = await (db.rpc as (n: string, a: object) => ReturnType<typeof db.rpc>)(
    name,
    args,
  );
  if (error) throw error;
  return data as Json;
}

export async function getAlertDesk(): Promise<{
  overview: AlertOverview;
  health: DeliveryHealth;
  settings: AlertSettings;
}> {
  const db = await loadSupabase();
  const [overview, health, settings] = await Promise.all([
    rpc('alert_desk_overview'),
    rpc('alert_delivery_health'),
    db.from('alert_settings').select('held_sections, batch_window_minutes').single(),
  ]);
  if (settings.error) throw settings.error;
  return {
    overview: overview as unknown as AlertOverview,
    health: health as unknown as DeliveryHealth,
    settings: settings.data,
  };
}

export function useAlertDesk() {
  return useQuery({ queryKey: ALERT_DESK_KEY, queryFn: getAlertDesk, refetchInterval: 15_000 });
}

/**
 * The confirmed subscribers' addresses, to show ('view') or to save as a file ('download'): the
 * database records either in the activity trail as it answers.
 */
export async function getSubscriberAddresses(purpose: 'view' | 'download', section?: string) {
  const db = await loadSupabase();
  const { data, error } = await db.rpc('alert_subscriber_addresses', { purpose, section });
  if (error) throw error;
  return data;
}

export async function saveAlertSettings(values: AlertSettings) {
  const db = await loadSupabase();
  const { data, error } = await db
    .from('alert_settings')
    .update(values)
    .eq('only_row', true)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Only the administrator can change the alert settings.');
}

export const sendTestAlert = () => rpc('send_test_alert');
export const releaseHeldAlert = (publication: string, send: boolean) =>
  rpc('release_held_alert', { publication, send });
export const retryFailedAlert = (email: string) => rpc('retry_failed_alert_email', { email });

/** A desk action that refreshes the panel after it. */
export function useAlertAction<V>(run: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERT_DESK_KEY }),
  });
}

/** A written request to erase an address: answers 'erased' or 'already erased'. */
export const eraseAlertSubscriber = (email: string) => rpc('erase_alert_subscriber', { email });
