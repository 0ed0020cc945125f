import { formatIstDateTime } from '@/lib/ist-time';

/**
 * The administrator's wrong passwords or two-factor codes of the last week, as the database
 * reports them (public.failed_sign_in_attempts(), from the sign-in hooks' counts): how many,
 * since when, how many more were refused while the account was paused, the pause now running,
 * and when Auth last called the hook (never: nothing is counted on this project).
 */
export type FailedSignIns = {
  email: string;
  kind: string;
  failures: number;
  refusals: number;
  since: string | null;
  last_failed_at: string | null;
  wait_seconds: number;
  free_failures: number;
  longest_wait_seconds: number;
  hook_called_at: string | null;
};

const count = new Intl.NumberFormat('en-IN');

/** Whether Auth calls this kind's hook on this project (Team and Enterprise plans, switched on). */
export function isCounted(row: FailedSignIns): boolean {
  return row.hook_called_at !== null;
}

/** "wrong passwords" or "wrong two-factor codes", for sentences about a kind. */
export function kindWords(kind: string): string {
  return kind === 'password' ? 'wrong passwords' : 'wrong two-factor codes';
}

/** Worth telling the administrator: more than a person's slips, or a pause now running. */
export function worthTelling(row: FailedSignIns): boolean {
  return row.failures >= row.free_failures || row.wait_seconds > 0;
}

/** "45 seconds", "1 minute", "12 minutes", "1 hour": rounded up, as the sign-in dialog says it. */
export function waitWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${Math.max(seconds, 1)} seconds`;
  if (seconds === 3600) return '1 hour';
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${count.format(minutes)} minutes`;
}

function plural(n: number, one: string, many: string) {
  return `${count.format(n)} ${n === 1 ? one : many}`;
}

/** The notice for one account and kind, in three plain sentences (what, now, what to do). */
export function describeFailedSignIns(row: FailedSignIns) {
  const password = row.kind === 'password';
  const wrong = password
    ? plural(row.failures, 'wrong password', 'wrong passwords')
    : plural(row.failures, 'wrong two-factor code', 'wrong two-factor codes');
  const paused = password ? 'sign-in' : 'codes';
  const refused =
    row.refusals > 0
      ? `, and ${plural(row.refusals, 'more attempt was', 'more attempts were')} refused while ${paused} was paused`
      : '';
  const last = row.last_failed_at
    ? ` The last was at ${formatIstDateTime(new Date(row.last_failed_at))}.`
    : '';
  const since = row.since ? ` since ${formatIstDateTime(new Date(row.since))}` : '';
  const what = `${wrong} for ${row.email}${since}${refused}.${last}`;

  const rule = `After ${count.format(row.free_failures)} wrong ones in a row, each makes the next attempt wait twice as long as the one before, up to ${waitWords(row.longest_wait_seconds)}; the account is never locked.`;
  const now =
    row.wait_seconds > 0
      ? `${password ? 'Sign-in to this account' : 'Two-factor codes for this account'} ${password ? 'is' : 'are'} paused for another ${waitWords(row.wait_seconds)}, the right ${password ? 'password' : 'code'} too. ${rule}`
      : `Not paused now. ${rule}`;

  const advice = password
    ? 'If these were not you, someone is guessing the password. Without your two-factor code it changes nothing on the site. If it goes on, ask whoever looks after the site’s hosting to set a new, longer password.'
    : 'Whoever tries codes has given the right password first. If these were not you, ask whoever looks after the site’s hosting to set a new password, and sign out other devices below.';
  return { what, now, advice };
}
