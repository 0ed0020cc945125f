/**
 * Sends through SMTP with nodemailer: locally, to the mail catcher `npm start` runs. Not on hosted
 * Supabase, whose Edge Functions may not open connections to ports 25 and 587
 * (supabase.com/docs/guides/functions/limits): there the HTTP API transport sends
 * (resend-transport.ts). A pool of a few connections, each reused for many messages.
 */
import type { OutgoingEmail, SendResult, Transport } from './types.ts';

type SmtpError = Error & { code?: string; responseCode?: number };

/** A 5xx reply about the message or its recipient is final; anything else may pass later. */
export function classifySmtpError(error: unknown): SendResult {
  const e = error as SmtpError;
  const reply = e.responseCode;
  const permanent = typeof reply === 'number' && reply >= 500 && reply < 600 && reply !== 552;
  const reason =
    e.code === 'ECONNREFUSED' ||
    e.code === 'ESOCKET' ||
    e.code === 'ETIMEDOUT' ||
    e.code === 'ECONNECTION'
      ? `The mail server did not answer (${e.code}).`
      : `The mail server refused it: ${e.message}`;
  return { ok: false, permanent, error: reason };
}

export async function smtpTransport(url: string): Promise<Transport> {
  const { createTransport } = await import('nodemailer');
  const transporter = createTransport({
    url,
    pool: true,
    maxConnections: 4,
    maxMessages: 1000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof createTransport>[0] & { pool: true });
  return {
    async send(emails: OutgoingEmail[]) {
      return Promise.all(
        emails.map(async (email): Promise<SendResult> => {
          try {
            await transporter.sendMail({
              from: email.from,
              to: email.to,
              subject: email.subject,
              text: email.text,
              html: email.html,
              headers: email.headers,
            });
            return { ok: true };
          } catch (error) {
            return classifySmtpError(error);
          }
        }),
      );
    },
    async close() {
      transporter.close();
    },
  };
}
