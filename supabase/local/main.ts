/**
 * `npm run backend`: the embedded Supabase-compatible backend on 127.0.0.1, port 54321 unless
 * LOCAL_SUPABASE_PORT says otherwise, with what e-mail alerts need as a hosted project has it: the
 * schedule and pg_net at work, the Edge Functions under Deno, and a real mail server (MailDev) to
 * receive what they send: SMTP on LOCAL_MAIL_SMTP_PORT (1025), its web inbox on
 * LOCAL_MAIL_WEB_PORT (1080). LOCAL_SITE_URL is the site the e-mails link to.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { portFromEnv, portTakenMessage } from '../../scripts/local-ports';
import { startMailCatcher } from '../../scripts/mail-catcher';
import { startLocalBackend } from './server';

// LOCAL_SUPABASE_MEMORY=1 keeps everything in memory (the end-to-end suite starts fresh each run).
const inMemory = process.env.LOCAL_SUPABASE_MEMORY === '1';
const dataDir = inMemory
  ? undefined
  : resolve(process.env.LOCAL_SUPABASE_DATA ?? '.local/supabase');
const started = Date.now();
const port = Number(process.env.LOCAL_SUPABASE_PORT || 54321);

const smtpPort = portFromEnv('LOCAL_MAIL_SMTP_PORT', 1025);
const webPort = portFromEnv('LOCAL_MAIL_WEB_PORT', 1080);
const mailDirectory = dataDir
  ? join(dataDir, '..', 'mail')
  : mkdtempSync(join(tmpdir(), 'hfa-mail-'));
mkdirSync(mailDirectory, { recursive: true });
const mail = await startMailCatcher({ smtpPort, webPort, mailDirectory }).catch(
  async (error: NodeJS.ErrnoException & { port?: number }) => {
    if (error.code !== 'EADDRINUSE') throw error;
    const taken = error.port === webPort ? webPort : smtpPort;
    const variable = taken === webPort ? 'LOCAL_MAIL_WEB_PORT' : 'LOCAL_MAIL_SMTP_PORT';
    console.error(
      await portTakenMessage(taken, variable, 'the local mail server', {
        command: 'npm run backend',
      }),
    );
    process.exit(1);
  },
);

const backend = await startLocalBackend({
  dataDir,
  port,
  adminPassword: process.env.LOCAL_ADMIN_PASSWORD || undefined,
  adminEmailDomain: process.env.VITE_ADMIN_EMAIL_DOMAIN || undefined,
  logRequests: process.env.LOCAL_SUPABASE_LOG === '1',
  backgroundWorkers: true,
  edgeFunctions: {
    names: ['send-alerts', 'alerts-unsubscribe', 'alerts-delivery-events'],
    env: {
      ALERTS_SMTP_URL: mail.smtpUrl,
      ALERTS_FROM: 'Health For All Investor Relations <alerts@example.com>',
      ALERTS_SITE_URL: process.env.LOCAL_SITE_URL || 'http://127.0.0.1:5173',
    },
  },
}).catch(async (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  const command = 'npm run backend';
  console.error(
    await portTakenMessage(port, 'LOCAL_SUPABASE_PORT', 'the local backend', { command }),
  );
  process.exit(1);
});

console.log(
  [
    `Local Supabase API: ${backend.url} (${inMemory ? 'in memory' : `${backend.fresh ? 'new database' : 'existing data'} in ${dataDir}`}, ready in ${Date.now() - started} ms)`,
    `Admin login: username "${backend.admin.username}", password "${backend.admin.password}"`,
    `Local mail inbox: ${mail.inboxUrl} (every e-mail the site sends arrives here, by SMTP on ${mail.smtpUrl})`,
  ].join('\n'),
);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await backend.stop();
  await mail.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
