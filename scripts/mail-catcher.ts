/**
 * The local mail catcher: MailDev (npm `maildev`), a real SMTP server that keeps every message it
 * is given and shows them in a web inbox, with a REST API the tests read (`/api/email`). `npm
 * start`, the end-to-end suite and the alert tests start one beside the embedded backend; the
 * send-alerts Edge Function then sends to it by SMTP, as it sends through the e-mail service's
 * HTTP API on a hosted project. Only on 127.0.0.1; its messages in `mailDirectory`.
 */
import { MailDev } from 'maildev';

export type MailCatcher = {
  smtpUrl: string;
  inboxUrl: string;
  stop(): Promise<void>;
};

export type MailCatcherOptions = { smtpPort: number; webPort: number; mailDirectory: string };

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const maildev = new MailDev({
    smtp: options.smtpPort,
    web: options.webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    mailDirectory: options.mailDirectory,
    silent: true,
  });
  await maildev.start();
  return {
    smtpUrl: `smtp://127.0.0.1:${options.smtpPort}`,
    inboxUrl: `http://127.0.0.1:${options.webPort}`,
    stop: () => maildev.stop(),
  };
}

/** A message as MailDev's REST API lists it. */
export type CaughtMail = {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  time: string;
};

/** Every message the catcher holds, newest last. */
export async function caughtMail(inboxUrl: string): Promise<CaughtMail[]> {
  const response = await fetch(`${inboxUrl}/api/email`);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** A message's whole source as it arrived, headers included. */
export async function caughtSource(inboxUrl: string, id: string): Promise<string> {
  return (await fetch(`${inboxUrl}/api/email/${encodeURIComponent(id)}/source`)).text();
}
