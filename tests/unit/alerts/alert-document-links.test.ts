import { describe, expect, it } from 'vitest';
import { documentHref } from '@/lib/document-link';
import { env } from '@/lib/env';
import { resolveDocumentLink } from '@/lib/resolve-document-link';
import { composeEmail } from '../../../supabase/functions/_shared/alerts/compose';
import type { ClaimedEmail } from '../../../supabase/functions/_shared/alerts/types';

const settings = {
  from: 'Investor Relations <alerts@example.com>',
  companyName: 'Health For All Limited',
  siteUrl: 'https://www.example.com/',
  supabaseUrl: env.VITE_SUPABASE_URL,
};

function alertFor(link: string): ClaimedEmail {
  return {
    msg_id: 1,
    email_id: 'e',
    kind: 'alert',
    to: 'shareholder@example.com',
    attempt: 1,
    token: null,
    unsubscribe_token: 'abc',
    sections: null,
    publications: [
      {
        title: 'Outcome of the board meeting',
        section: 'board_meetings',
        link,
        document_date: '2026-12-01',
        published_at: '2026-12-01T10:00:00Z',
      },
    ],
  };
}

describe('the link an alert gives a document', () => {
  it('is the address the site gives the same stored file, bucket and folder both named', () => {
    const stored = 'investor_documents/1764000000000-outcome of the meeting.pdf';
    const onTheSite = documentHref(stored);
    expect(onTheSite).toBe(
      `${env.VITE_SUPABASE_URL}/storage/v1/object/public/investor_documents/investor_documents/1764000000000-outcome%20of%20the%20meeting.pdf`,
    );
    expect(resolveDocumentLink(stored)).toBe(onTheSite);
    const email = composeEmail(alertFor(stored), settings);
    expect(email.text).toContain(`  ${onTheSite}\n`);
    expect(email.html).toContain(`href="${onTheSite}"`);
  });

  it('keeps a web address as it is and a page of the site on the site', () => {
    expect(composeEmail(alertFor('https://www.bseindia.com/x.pdf'), settings).text).toContain(
      '  https://www.bseindia.com/x.pdf\n',
    );
    expect(composeEmail(alertFor('/investor/credit-ratings'), settings).text).toContain(
      '  https://www.example.com/investor/credit-ratings\n',
    );
  });

  it('never points outside the folder: such a link goes to the investors’ pages', () => {
    expect(composeEmail(alertFor('investor_documents/../secret.pdf'), settings).text).toContain(
      '  https://www.example.com/investor\n',
    );
    expect(documentHref('investor_documents/../secret.pdf')).toBeNull();
  });
});

describe('the confirmation e-mail', () => {
  it('promises nothing that is untrue for someone already subscribed', () => {
    const email = composeEmail(
      { ...alertFor('x'), kind: 'confirmation', token: 'abc', sections: ['all'], publications: [] },
      settings,
    );
    expect(email.text).not.toContain('nothing more will be sent');
    expect(email.text).toContain('nothing changes unless the link is used');
  });
});
