import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_MAIL_INBOX_URL } from './urls';

export type Mail = { id: string; subject: string; text: string; to: { address: string }[] };

/** Waits (up to 45 s) for a message to `to` in the suite's MailDev whose subject matches. */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp) {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await request.get(`${E2E_MAIL_INBOX_URL}/api/email`)
        ).json()) as Mail[];
        found = mails.find((m) => m.to.some((t) => t.address === to) && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(true);
  return found as Mail;
}
