/**
 * The duty e-mails through every real part: the desk's writes through supabase-js, the job as the
 * schedule runs it, pg_net calling the send-alerts Edge Function under Deno, SMTP to MailDev.
 * Add an address, confirm it from its e-mail's link, and a reminder and an overdue notice arrive;
 * an item the desk met gets no notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlertBackend, type AlertBackend } from './support/alert-backend';

let t: AlertBackend;

beforeAll(async () => {
  t = await startAlertBackend();
}, 120_000);

afterAll(async () => {
  await t?.stop();
});

const item = (id: string, dueInMs: number) => ({
  id,
  kind: 'annual',
  what: `Annual filing ${id}`,
  subject: 'Financial year 2026-27',
  clause: 'Reg 34(1)',
  due_at: new Date(Date.now() + dueInMs).toISOString(),
  met_by: 'Met by a document under Annual Reports.',
  place: '/investor/annual-reports',
});

describe('duty e-mails, end to end through the local mail server', () => {
  it('is on the platform’s schedule every minute', async () => {
    const jobs = await t.sql<{ schedule: string; command: string }>(
      `select schedule, command from cron.job where jobname = 'duty-reminders'`,
    );
    expect(jobs).toEqual([
      { schedule: '* * * * *', command: 'select private.run_duty_reminders()' },
    ]);
  });

  it('confirms an address from its e-mail, then reminds, and says overdue only what is not met', async () => {
    const admin = await t.admin();
    const address = `cs-${Date.now()}@example.com`;
    expect((await admin.from('duty_recipients').insert({ address })).error).toBeNull();
    const confirmation = await t.waitForMail(address, /^Confirm this address for compliance/);
    const token = /#reminders-confirm=([0-9a-f]+)/.exec(confirmation.text)?.[1] ?? '';
    expect((await t.anon().rpc('confirm_duty_recipient', { token })).error?.code).toBe('42501');
    const confirmed = await admin.rpc('confirm_duty_recipient', { token });
    expect(confirmed.data).toEqual({ address });

    // Every reminder due at once: a lead of 30 working days puts both items' reminder day behind.
    await t.sql('update public.duty_settings set lead_annual = 30, digest = false');
    const met = item(`met-${Date.now()}`, 6_000);
    const missed = item(`missed-${Date.now()}`, 6_000);
    expect((await admin.rpc('record_duty_schedule', { items: [met, missed] })).error).toBeNull();
    await t.sql('select private.run_duty_reminders()');
    const reminder = await t.waitForMail(address, /compliance items due soon/);
    expect(reminder.text).toContain(met.what);
    expect(reminder.text).toContain('https://www.example.com/investor/annual-reports');
    expect(await t.source(reminder.id)).not.toMatch(/^List-Unsubscribe:/im);

    // The desk meets one: its next write leaves it out. Past the deadline, only the other is overdue.
    expect((await admin.rpc('record_duty_schedule', { items: [missed] })).error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    await t.sql('select private.run_duty_reminders()');
    const overdue = await t.waitForMail(address, /^Overdue now:/);
    expect(overdue.subject).toContain(missed.what);
    await t.sql('select private.run_duty_reminders()');
    const all = await t.mailTo(address);
    expect(all.filter((m) => /Overdue/.test(m.subject))).toHaveLength(1);
    expect(all.some((m) => m.subject.includes(met.what) && /Overdue/.test(m.subject))).toBe(false);
  }, 90_000);
});
