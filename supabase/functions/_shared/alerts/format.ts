import { storedDocumentUrl } from '../storage-address.ts';

/** Text that goes into HTML, escaped. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "31 Mar 2026" from a date (YYYY-MM-DD), as the site writes dates. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return `${day} ${MONTHS[month - 1] ?? ''} ${year}`;
}

/** The day a timestamp falls on in India, as YYYY-MM-DD. */
export function istDate(timestamp: string): string {
  const ist = new Date(new Date(timestamp).getTime() + 330 * 60_000);
  return ist.toISOString().slice(0, 10);
}

/**
 * Where a publication's link leads: as it is, the stored file (at the very address the site's
 * pages give it), or the site's page. Anything else the database would not have let in; it goes
 * to the investors' pages rather than to a broken address.
 */
export function publicationUrl(link: string, siteUrl: string, supabaseUrl: string): string {
  if (/^https?:\/\//.test(link)) return link;
  const site = siteUrl.replace(/\/$/, '');
  if (link.startsWith('/')) return `${site}${link}`;
  return storedDocumentUrl(supabaseUrl, link) ?? `${site}/investor`;
}

/** "20 Jan 2027, 23:59 IST" from an instant: a deadline as the desk writes it. */
export function formatIstDateTime(timestamp: string): string {
  const ist = new Date(new Date(timestamp).getTime() + 330 * 60_000).toISOString();
  return `${formatDate(ist.slice(0, 10))}, ${ist.slice(11, 16)} IST`;
}

/** An e-mail's HTML part: the paragraphs given, in a plain readable frame. */
export function page(title: string, paragraphs: string[]): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f2937; max-width: 40rem">',
    ...paragraphs,
    '</body></html>',
  ].join('\n');
}
