/**
 * A test backend with what e-mail alerts need, as `npm start` has it: the platform's background
 * workers (pg_cron, pg_net), the Edge Functions under Deno, and a real mail catcher (MailDev) on
 * free ports between 2600 and 2699.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  caughtMail,
  caughtSource,
  startMailCatcher,
  type CaughtMail,
  type MailCatcher,
} from '../../../scripts/mail-catcher';
import { startTestBackend, type TestBackend } from './backend';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Two free ports from 2600-2699, starting at a random place so parallel files seldom meet. */
export async function freeMailPorts(): Promise<[number, number]> {
  const start = Math.floor(Math.random() * 50) * 2;
  for (let i = 0; i < 100; i += 2) {
    const smtp = 2600 + ((start + i) % 100);
    if ((await portIsFree(smtp)) && (await portIsFree(smtp + 1))) return [smtp, smtp + 1];
  }
  throw new Error('No two free ports between 2600 and 2699 for the mail catcher');
}

/** The privacy notice's version a test subscriber accepts. */
export const ALERT_NOTICE = '2026-11-28';

export type AlertBackend = TestBackend & {
  mail: MailCatcher;
  /** Rows of one query, run as the database owner (for arranging what a test needs). */
  sql<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** How many minutes alerts gather before they go, as the desk sets it; no section held. */
  setBatchWindow(minutes: number): Promise<void>;
  /** Subscribes `email` to `sections` and confirms it from the e-mail's link, as a reader does. */
  subscribeConfirmed(email: string, sections?: string[]): Promise<void>;
  /** Starts the mail catcher again on the same ports, after a test stopped it. */
  restartMail(): Promise<void>;
  /** Waits (up to `ms`) for a message to `to` whose subject matches, and returns it. */
  waitForMail(to: string, subject: RegExp, ms?: number): Promise<CaughtMail>;
  mailTo(to: string): Promise<CaughtMail[]>;
  source(id: string): Promise<string>;
};

export async function startAlertBackend(): Promise<AlertBackend> {
  const [smtpPort, webPort] = await freeMailPorts();
  const mailDirectory = mkdtempSync(join(tmpdir(), 'hfa-mail-'));
  let mail = await startMailCatcher({ smtpPort, webPort, mailDirectory });
  const test = await startTestBackend({
    backgroundWorkers: true,
    edgeFunctions: {
      names: ['send-alerts', 'alerts-unsubscribe', 'alerts-delivery-events'],
      env: {
        ALERTS_SMTP_URL: mail.smtpUrl,
        ALERTS_FROM: 'Health For All Investor Relations <alerts@example.com>',
        ALERTS_SITE_URL: 'https://www.example.com',
      },
    },
  });
  const inboxUrl = mail.inboxUrl;
  const mailTo = async (to: string) =>
    (await caughtMail(inboxUrl)).filter((m) => m.to.some((t) => t.address === to));
  const sql = <T>(text: string, params: unknown[] = []) =>
    test.backend.db.query<T>(text, params).then((r) => r.rows);
  async function waitForMail(to: string, subject: RegExp, ms = 30_000) {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const found = (await mailTo(to)).find((m) => subject.test(m.subject));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`No e-mail to ${to} matching ${subject} within ${ms} ms`);
  }
  return {
    ...test,
    sql,
    async setBatchWindow(minutes) {
      const { error } = await (
        await test.admin()
      )
        .from('alert_settings')
        .update({ batch_window_minutes: minutes, held_sections: [] })
        .eq('only_row', true);
      if (error) throw error;
    },
    async subscribeConfirmed(email, sections = ['all']) {
      const subscribed = await test
        .anon()
        .rpc('subscribe_to_alerts', { email, sections, notice_version: ALERT_NOTICE });
      if (subscribed.error) throw subscribed.error;
      const mail = await waitForMail(email, /^Confirm/);
      const { error } = await test
        .anon()
        .rpc('confirm_alert_subscription', { token: tokenIn(mail.text, 'confirm') });
      if (error) throw error;
    },
    get mail() {
      return mail;
    },
    async restartMail() {
      mail = await startMailCatcher({ smtpPort, webPort, mailDirectory });
    },
    mailTo,
    waitForMail,
    source: (id) => caughtSource(inboxUrl, id),
    async stop() {
      await test.stop();
      await mail.stop();
      rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}

/** The token in a confirmation or unsubscribe link (/investor/alerts#confirm=…, #unsubscribe=…). */
export function tokenIn(text: string, page: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`/investor/alerts#${page}=([0-9a-f]+)`).exec(text);
  if (!match?.[1]) throw new Error(`No ${page} link in: ${text}`);
  return match[1];
}
