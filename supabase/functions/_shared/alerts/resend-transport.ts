/**
 * Sends through Resend's HTTP API, the e-mail service Supabase's own guide uses from Edge Functions
 * (supabase.com/docs/guides/functions/examples/send-emails), over HTTPS, which Edge Functions
 * allow where SMTP's ports 25 and 587 are blocked. Up to 100 e-mails a request with the batch
 * endpoint (resend.com/docs/dashboard/emails/batch-sending), in permissive validation so one bad
 * address does not hold back the rest: the answer lists the refused ones by index
 * (resend.com/changelog/batch-validation-modes). A refused request (429 too many, 5xx) is tried
 * again later; a 4xx about the e-mails themselves is final.
 */
import type { OutgoingEmail, SendResult, Transport } from './types.ts';

export const RESEND_BATCH_URL = 'https://api.resend.com/emails/batch';
const BATCH = 100;

type BatchAnswer = { data?: { id: string }[]; errors?: { index: number; message: string }[] };

export function resendTransport(apiKey: string, endpoint = RESEND_BATCH_URL): Transport {
  async function sendBatch(emails: OutgoingEmail[]): Promise<SendResult[]> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${apiKey}`,
          'Content-Type': 'application/json',
          'x-batch-validation': 'permissive',
        },
        body: JSON.stringify(
          emails.map((e) => ({
            from: e.from,
            to: [e.to],
            subject: e.subject,
            text: e.text,
            html: e.html,
            headers: e.headers,
          })),
        ),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      const reason = `The e-mail service did not answer (${(error as Error).name}).`;
      return emails.map(() => ({ ok: false, permanent: false, error: reason }));
    }
    if (!response.ok) {
      const body = await response.text().catch(() => '');
      const retry =
        response.status === 429 ||
        response.status >= 500 ||
        response.status === 401 ||
        response.status === 403;
      const reason = `The e-mail service answered ${response.status}: ${body.slice(0, 200)}`;
      return emails.map(() => ({ ok: false, permanent: !retry, error: reason }));
    }
    const answer = (await response.json().catch(() => ({}))) as BatchAnswer;
    const refused = new Map((answer.errors ?? []).map((e) => [e.index, e.message]));
    return emails.map((_, index): SendResult => {
      const message = refused.get(index);
      return message === undefined
        ? { ok: true }
        : { ok: false, permanent: true, error: `The e-mail service refused it: ${message}` };
    });
  }
  return {
    async send(emails) {
      const results: SendResult[] = [];
      for (let i = 0; i < emails.length; i += BATCH) {
        results.push(...(await sendBatch(emails.slice(i, i + BATCH))));
      }
      return results;
    },
    async close() {},
  };
}
