/**
 * Writes each e-mail: a plain-text part and an HTML part saying the same, and for alerts the
 * one-click unsubscribe of RFC 8058 (List-Unsubscribe with an https address, and
 * List-Unsubscribe-Post: List-Unsubscribe=One-Click, so a mail provider unsubscribes with one POST
 * and no page; rfc-editor.org/info/rfc8058, sections 3.1 and 3.2), which Gmail and Yahoo require
 * of bulk senders since February 2024 (support.google.com/a/answer/14229414).
 */
import { escapeHtml, formatDate, istDate, page, publicationUrl } from './format.ts';
import { composeDutyEmail } from './duty-compose.ts';
import { canonicalMailbox } from './mailbox.ts';
import { sectionLabel } from './sections.ts';
import type { ClaimedEmail, ComposeSettings, OutgoingEmail } from './types.ts';

/**
 * True for a new address and for one already subscribed that asks to change its sections: until
 * the link is used nothing changes, and a subscriber's alerts go on as they were.
 */
const NOT_YOU =
  'The link works for 3 days. If it was not you, ignore this e-mail: nothing changes unless the link is used, and no e-mail about this request follows.';

/** An alert lists at most this many disclosures; the rest are a link away. */
export const MAX_LISTED = 50;

export function unsubscribePageUrl(settings: ComposeSettings, token: string): string {
  return `${settings.siteUrl.replace(/\/$/, '')}/investor/alerts#unsubscribe=${encodeURIComponent(token)}`;
}

export function oneClickUnsubscribeUrl(settings: ComposeSettings, token: string): string {
  return `${settings.supabaseUrl.replace(/\/$/, '')}/functions/v1/alerts-unsubscribe?token=${encodeURIComponent(token)}`;
}

export function confirmPageUrl(settings: ComposeSettings, token: string): string {
  return `${settings.siteUrl.replace(/\/$/, '')}/investor/alerts#confirm=${encodeURIComponent(token)}`;
}

function confirmation(email: ClaimedEmail, settings: ComposeSettings): OutgoingEmail {
  if (!email.token) throw new Error('A confirmation e-mail needs its token.');
  const url = confirmPageUrl(settings, email.token);
  const sections = (email.sections ?? ['all']).map(sectionLabel);
  const subject = `Confirm your e-mail alerts from ${settings.companyName}`;
  const text = [
    `Someone, we hope you, asked ${settings.companyName} to send e-mail alerts to this address about:`,
    ...sections.map((s) => `  - ${s}`),
    '',
    'To confirm, open this page and press "Confirm my subscription":',
    url,
    '',
    NOT_YOU,
  ].join('\n');
  const html = page(subject, [
    `<p>Someone, we hope you, asked ${escapeHtml(settings.companyName)} to send e-mail alerts to this address about:</p>`,
    `<ul>${sections.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`,
    `<p>To confirm, open this page and press <strong>Confirm my subscription</strong>:<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    `<p>${NOT_YOU}</p>`,
  ]);
  return { from: settings.from, to: email.to, subject, text, html, headers: {} };
}

function alert(email: ClaimedEmail, settings: ComposeSettings): OutgoingEmail {
  if (!email.unsubscribe_token) throw new Error('An alert needs its unsubscribe link.');
  const items = email.publications;
  if (items.length === 0) throw new Error('Nothing is left to announce in this alert.');
  const listed = items.slice(0, MAX_LISTED);
  const more = items.length - listed.length;
  const first = items[0];
  const subject =
    items.length === 1 && first
      ? `${settings.companyName}: ${first.title}`
      : `${settings.companyName}: ${items.length} new disclosures`;
  const lines = listed.map((p) => {
    const date = formatDate(p.document_date ?? istDate(p.published_at));
    return {
      heading: `${p.title} (${sectionLabel(p.section)}, ${date})`,
      url: publicationUrl(p.link, settings.siteUrl, settings.supabaseUrl),
    };
  });
  const investors = `${settings.siteUrl.replace(/\/$/, '')}/investor`;
  const unsubscribe = unsubscribePageUrl(settings, email.unsubscribe_token);
  const text = [
    `${settings.companyName} has published:`,
    '',
    ...lines.flatMap((l) => [`- ${l.heading}`, `  ${l.url}`]),
    ...(more > 0 ? ['', `and ${more} more: ${investors}`] : []),
    '',
    'You receive this because you subscribed to these alerts on our website.',
    `Unsubscribe, or have your address erased at once: ${unsubscribe}`,
  ].join('\n');
  const html = page(subject, [
    `<p>${escapeHtml(settings.companyName)} has published:</p>`,
    `<ul>${lines.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.heading)}</a></li>`).join('')}</ul>`,
    ...(more > 0
      ? [`<p>and ${more} more on <a href="${escapeHtml(investors)}">the investors' pages</a>.</p>`]
      : []),
    '<p style="font-size: 0.875rem; color: #4b5563">You receive this because you subscribed to these alerts on our website. ',
    `<a href="${escapeHtml(unsubscribe)}">Unsubscribe, or have your address erased at once</a></p>`,
  ]);
  return {
    from: settings.from,
    to: email.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(settings, email.unsubscribe_token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function test(email: ClaimedEmail, settings: ComposeSettings): OutgoingEmail {
  const subject = `Test alert from ${settings.companyName}`;
  const text = [
    'This is a test of the e-mail alerts, sent from the desk to your own address.',
    'If you can read it, alerts leave the website and reach an inbox.',
  ].join('\n');
  return {
    from: settings.from,
    to: email.to,
    subject,
    text,
    html: page(
      subject,
      text.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`),
    ),
    headers: {},
  };
}

export function composeEmail(email: ClaimedEmail, settings: ComposeSettings): OutgoingEmail {
  // The transport reads its recipient as an address field (a list, a display name): hand it
  // nothing but the one mailbox the database stored. A failure here is permanent.
  if (canonicalMailbox(email.to) !== email.to) {
    throw new Error(
      'The address is not one mailbox (a list, a name or brackets): nothing was sent.',
    );
  }
  if (email.kind === 'confirmation') return confirmation(email, settings);
  if (email.kind === 'alert') return alert(email, settings);
  if (email.kind === 'duty' || email.kind === 'duty_confirmation') {
    return composeDutyEmail(email, settings);
  }
  return test(email, settings);
}
