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

/** Where a publication's link leads: as it is, the stored file, or the site's page. */
export function publicationUrl(link: string, siteUrl: string, supabaseUrl: string): string {
  if (/^https?:\/\//.test(link)) return link;
  if (link.startsWith('/')) return `${siteUrl.replace(/\/$/, '')}${link}`;
  const path = link.split('/').map(encodeURIComponent).join('/');
  return `${supabaseUrl.replace(/\/$/, '')}/storage/v1/object/public/${path}`;
}
