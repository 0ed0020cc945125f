import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { paths } from '@/config/paths';
import { dutyItems, type DutyItem } from '@/lib/compliance/duty-schedule';
import { loadSupabase } from '@/lib/load-supabase';
import type { AppSupabaseClient } from '@/lib/supabase';
import { DUTY_KEY } from './duty-reminders';
import type { RuleStateView } from './use-rule-state';

/**
 * Writes the open items the desk has worked out, replacing the last set, for the database's
 * reminder job. The database checks the administrator and the second factor.
 */
export async function recordDutySchedule(
  items: readonly DutyItem[],
  client?: AppSupabaseClient,
): Promise<void> {
  const db = client ?? (await loadSupabase());
  const { error } = await db.rpc('record_duty_schedule', { items: [...items] });
  if (error) throw error;
}

/**
 * After each read of the rules' state (a load of the section, or a refresh after a write), the
 * items go to the database, so the reminders follow the desk. A failure is not the page's
 * business: the reminders' panel says when the items were last written and that e-mails wait.
 */
export function useDutyScheduleSync(view: RuleStateView | null): void {
  const queryClient = useQueryClient();
  const items = useMemo(
    () => (view ? dutyItems(view.verdicts.calendar.items, paths.desk.calendar) : null),
    [view],
  );
  const key = items && view ? `${view.readAt}:${JSON.stringify(items)}` : null;
  useEffect(() => {
    if (!key || !items) return;
    const timer = setTimeout(() => {
      recordDutySchedule(items).then(
        () => queryClient.invalidateQueries({ queryKey: DUTY_KEY }),
        () => undefined,
      );
    }, 300);
    return () => clearTimeout(timer);
    // The key holds everything the items are made of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
