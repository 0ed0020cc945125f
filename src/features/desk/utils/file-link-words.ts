import { documentRegistry } from '@/lib/document-registry';
import { isDocumentTableName } from '@/lib/document-tables';
import { formatIndianDate, indiaToday } from '@/lib/format-date';
import type { ToastText } from '@/lib/request-errors';
import type { FileLink } from '../api/get-file-links';

/** One linking row in words: 'the event "AGM" of 12 Feb 2027', 'the document "X" in Policies'. */
function linkWords(link: FileLink): string {
  if (link.place === 'investor_events') {
    // The day in India, as the calendar shows it.
    const day = link.startsAt ? ` of ${formatIndianDate(indiaToday(new Date(link.startsAt)))}` : '';
    return `the event "${link.title}"${day}`;
  }
  const table = isDocumentTableName(link.place) ? documentRegistry[link.place].label : link.place;
  return `the ${link.archived ? 'archived ' : ''}document "${link.title}" in ${table}`;
}

/** Every linking row in words, joined as a sentence reads them: 'a, b and c'. */
export function fileLinkWords(links: FileLink[]): string {
  const words = links.map(linkWords);
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The toast after a purge: what went, and which files stay because something links to them. */
export function purgedWords(title: string, kept: { links: FileLink[] }[]): ToastText {
  if (kept.length === 0) {
    return {
      title: 'Deleted permanently',
      description: `"${title}" and its file are gone for good.`,
    };
  }
  const links = kept.flatMap((file) => file.links);
  const files = kept.length === 1 ? 'Its file stays' : `${kept.length} of its files stay`;
  return {
    title: 'Deleted permanently',
    description: `"${title}" is gone for good. ${files}, because ${fileLinkWords(links)} still ${links.length === 1 ? 'links' : 'link'} to ${kept.length === 1 ? 'it' : 'them'}.`,
  };
}
