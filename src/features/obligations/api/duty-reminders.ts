import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';
import type { AppSupabaseClient } from '@/lib/supabase';

export type DutySettingsRow = Tables<'duty_settings'>;
export type DutyRecipientRow = Tables<'duty_recipients'>;
export type DutyScheduleStatus = { computed_at: string | null; waits: boolean; items: number };
export type DutySettingsValues = Pick<
  DutySettingsRow,
  | 'digest'
  | 'digest_when_clear'
  | 'reminders'
  | 'overdue'
  | 'lead_quarterly'
  | 'lead_event'
  | 'lead_annual'
>;

export const DUTY_KEY = ['duty-reminders'] as const;

/** The settings, the addresses and how current the desk's items are, in three reads. */
export async function readDutyReminders(client?: AppSupabaseClient) {
  const db = client ?? (await loadSupabase());
  const [settings, recipients, status] = await Promise.all([
    db.from('duty_settings').select('*').single(),
    db.from('duty_recipients').select('*').order('created_at'),
    db.rpc('duty_schedule_status'),
  ]);
  if (settings.error) throw settings.error;
  if (recipients.error) throw recipients.error;
  if (status.error) throw status.error;
  return {
    settings: settings.data,
    recipients: recipients.data,
    status: status.data as DutyScheduleStatus,
  };
}

export function useDutyReminders() {
  return useQuery({ queryKey: DUTY_KEY, queryFn: () => readDutyReminders() });
}

/** One write, then the panel reads again; the database checks the administrator and the values. */
function useDutyWrite<A>(
  write: (db: AppSupabaseClient, arg: A) => PromiseLike<{ error: unknown }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (arg: A) => {
      const { error } = await write(await loadSupabase(), arg);
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: DUTY_KEY }),
  });
}

export const useSaveDutySettings = (id: string) =>
  useDutyWrite((db, values: DutySettingsValues) =>
    db.from('duty_settings').update(values).eq('id', id),
  );

export const useAddDutyRecipient = () =>
  useDutyWrite((db, address: string) => db.from('duty_recipients').insert({ address }));

export const useRemoveDutyRecipient = () =>
  useDutyWrite((db, id: string) => db.from('duty_recipients').delete().eq('id', id));

export const useConfirmDutyRecipient = () =>
  useDutyWrite((db, token: string) => db.rpc('confirm_duty_recipient', { token }));
