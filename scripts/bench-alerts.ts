/**
 * `npm run bench:alerts`: what e-mail alerts cost, printed.
 *
 * 1. Enqueueing: a publication (an insert into a document table as the administrator, through the
 *    same transaction PostgREST uses) with and without the alert trigger, median of 200 each.
 * 2. Sending 10,000 alerts: 10,000 confirmed subscribers, one publication, the fan-out the
 *    schedule runs, then the send-alerts function's own loop (dispatchAlerts, the code the Edge
 *    Function runs) over SMTP to MailDev in a child process (keeping at most 100 messages, so its
 *    memory is not counted here), claiming 100 at a time. The wall time, and the peak heap and
 *    resident memory of this process (which also holds the in-memory database) sampled every
 *    100 ms, before and during the sending: bounded means the peak does not grow with the queue.
 *
 * 3. The daily purge (private.purge_alert_personal_data) over 100,000 rows of each kind it trims:
 *    e-mails past a year, archived queue messages past 30, pg_cron runs past 7, and 1,000
 *    unconfirmed subscribers past 7 days to erase; the time it takes, and what it left.
 *
 * ALERTS_BENCH_COUNT changes the 10,000 (ALERTS_BENCH_PURGE_ROWS the 100,000); ports 2690 and 2691 (ALERTS_BENCH_SMTP_PORT) for MailDev.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dispatchAlerts } from '../supabase/functions/_shared/alerts/dispatch';
import { alertRpc } from '../supabase/functions/_shared/alerts/rpc';
import { smtpTransport } from '../supabase/functions/_shared/alerts/smtp-transport';
import { asCaller } from '../supabase/local/database';
import { startLocalBackend } from '../supabase/local/server';

const COUNT = Number(process.env.ALERTS_BENCH_COUNT ?? 10_000);
const SMTP_PORT = Number(process.env.ALERTS_BENCH_SMTP_PORT ?? 2690);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const backend = await startLocalBackend({ port: 0, seed: false });
const db = backend.db;
const admin = { role: 'authenticated' as const, app_metadata: { role: 'admin' }, aal: 'aal1' };

async function timeInserts(label: string, n: number) {
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    await asCaller(db, admin, (tx) =>
      tx.query(
        'insert into public.corporate_announcement (document_title, view_download) values ($1, $2)',
        [`${label} ${i} ${Date.now()} ${Math.random()}`, 'https://example.com/a.pdf'],
      ),
    );
    times.push(performance.now() - started);
  }
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const trigger = (on: boolean) =>
  db.exec(
    `alter table public.corporate_announcement ${on ? 'enable' : 'disable'} trigger alert_on_change`,
  );
// Warmed up first, then four blocks of 50 each way, in turn, so drift falls on both sides.
await timeInserts('warm-up', 50);
const without: number[] = [];
const withAlert: number[] = [];
for (let block = 0; block < 4; block += 1) {
  await trigger(false);
  without.push(...(await timeInserts('without', 50)));
  await trigger(true);
  withAlert.push(...(await timeInserts('with', 50)));
}
console.log(
  `Publishing a document (PGlite, median of 200 each): ${median(without).toFixed(2)} ms without ` +
    `the alert, ${median(withAlert).toFixed(2)} ms with it: enqueueing adds ` +
    `${(median(withAlert) - median(without)).toFixed(2)} ms.`,
);
// Those publications are not part of the sending: they go nowhere (nobody is subscribed yet).
await db.exec(`update public.alert_settings set batch_window_minutes = 0;
  select private.fan_out_alert_publications();`);

await db.exec(`
  insert into private.alert_subscribers (email, status, sections, confirmed_at)
  select 'subscriber' || g || '@example.com', 'confirmed', array['all'], now() - interval '1 day'
    from generate_series(1, ${COUNT}) as g;`);
await asCaller(db, admin, (tx) =>
  tx.query('insert into public.board_meeting (document_title, view_download) values ($1, $2)', [
    'Outcome of the board meeting held today',
    'https://example.com/outcome.pdf',
  ]),
);
let started = performance.now();
const { rows } = await db.query<{ queued: number }>(
  'select private.fan_out_alert_publications() as queued',
);
console.log(
  `Fan-out: ${rows[0]?.queued} e-mails queued in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);

const mailDir = mkdtempSync(join(tmpdir(), 'hfa-bench-mail-'));
const maildev = spawn(
  process.execPath,
  [
    join(import.meta.dirname, '..', 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js'),
    '--smtp',
    String(SMTP_PORT),
    '--web',
    String(SMTP_PORT + 1),
    '--ip',
    '127.0.0.1',
    '--web-ip',
    '127.0.0.1',
    '--mail-directory',
    mailDir,
    '--max-emails',
    '100',
    '--silent',
  ],
  { stdio: 'ignore' },
);
await new Promise((resolve) => setTimeout(resolve, 3000));

let peakHeap = 0;
let peakRss = 0;
const baseRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakHeap = Math.max(peakHeap, m.heapUsed);
  peakRss = Math.max(peakRss, m.rss);
}, 100);
const transport = await smtpTransport(`smtp://127.0.0.1:${SMTP_PORT}`);
started = performance.now();
const totals = await dispatchAlerts({
  rpc: alertRpc(backend.url, backend.serviceRoleKey),
  transport,
  settings: {
    from: 'Bench <alerts@example.com>',
    companyName: 'Health For All',
    siteUrl: 'https://www.example.com',
    supabaseUrl: backend.url,
  },
  budgetMs: 60 * 60 * 1000,
  batchSize: 100,
});
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
await transport.close();
console.log(
  `Sent ${totals.sent.toLocaleString('en-IN')} alerts (${totals.failed} failed) in ${seconds.toFixed(1)} s ` +
    `(${Math.round(totals.sent / seconds)} a second, ${totals.batches} batches of 100), over SMTP to MailDev.`,
);
console.log(
  `Memory while sending: peak heap ${mb(peakHeap)}, peak resident ${mb(peakRss)} ` +
    `(${mb(baseRss)} before it; this process holds the in-memory database too).`,
);
maildev.kill('SIGTERM');

const PURGE_ROWS = Number(process.env.ALERTS_BENCH_PURGE_ROWS ?? 100_000);
await db.exec(`
  insert into private.alert_emails (kind, recipient, status, created_at)
  select 'alert', 'old' || g || '@example.com', 'sent', now() - interval '13 months'
    from generate_series(1, ${PURGE_ROWS}) as g;
  insert into pgmq.a_alert_emails (msg_id, read_ct, enqueued_at, vt, message, archived_at)
  select -g, 1, now(), now(), '{}', now() - interval '40 days'
    from generate_series(1, ${PURGE_ROWS}) as g;
  insert into cron.job_run_details (jobid, username, command, status, start_time, end_time)
  select 0, current_user, 'select 1', 'succeeded', now() - interval '8 days', now() - interval '8 days'
    from generate_series(1, ${PURGE_ROWS}) as g;
  insert into private.alert_subscribers (email, status, updated_at)
  select 'lapsed' || g || '@example.com', 'pending', now() - interval '8 days'
    from generate_series(1, 1000) as g;`);
started = performance.now();
const purged = await db.query<{ r: Record<string, number> }>(
  'select private.purge_alert_personal_data() as r',
);
console.log(
  `Purge over ${PURGE_ROWS.toLocaleString('en-IN')} old rows of each kind and 1,000 lapsed ` +
    `addresses: ${((performance.now() - started) / 1000).toFixed(1)} s; ${JSON.stringify(purged.rows[0]?.r)}.`,
);
await backend.stop();
rmSync(mailDir, { recursive: true, force: true });
process.exit(0);
