import { documentRegistry } from '@/lib/document-registry';
import { isDocumentTableName, type DocumentTableName } from '@/lib/document-tables';
import { isStoredDocumentPath, uploadedFileName } from '@/lib/storage-path';
import type { EntryContext, EntryView, EntryWords } from './entry-view';
import { clip, day, quoted, text, type Columns } from './value-words';

const DOCUMENT_COLUMNS: Columns = {
  document_title: { label: 'title', words: (value) => quoted(text(value)) },
  document_date: { label: 'document date' },
  view_download: null,
};

/** The file or link of a document, for a sentence: "with its PDF", "linking to https://…". */
function sourceWords(link: string): string {
  if (!link) return '';
  return isStoredDocumentPath(link) ? ', with its PDF' : `, linking to ${clip(link)}`;
}

/** "searchable: 2 pages" as the text trigger writes it, in words. */
function textWords(detail: string | null): string {
  const match = /^(searchable|no text|unreadable): (\d+) pages?(, cut at the cap)?$/.exec(
    detail ?? '',
  );
  if (!match) return detail ? `: ${detail}` : '';
  const pages = `${match[2]} ${match[2] === '1' ? 'page' : 'pages'}`;
  const cut = match[3] ? ', the rest past the limit left out' : '';
  if (match[1] === 'searchable') return `: ${pages} can now be searched${cut}`;
  if (match[1] === 'no text') return `: ${pages} with no text to read (a scan?)`;
  return ': the file could not be read';
}

/** An entry of a document table: a document added, edited, deleted, restored or read. */
export function documentWords(view: EntryView, table: DocumentTableName): EntryWords {
  const { entry } = view;
  const section = documentRegistry[table].label;
  const title = quoted(entry.title_after ?? entry.title_before ?? 'a document');
  const link = text(view.value('view_download'));
  const details = view.details(DOCUMENT_COLUMNS, ['document_title', 'view_download']);
  if (entry.action === 'update' && view.changed('view_download')) {
    details.unshift(
      isStoredDocumentPath(link)
        ? 'file replaced with a new PDF'
        : `link changed to ${clip(link) || 'nothing'}`,
    );
  }
  switch (entry.action) {
    case 'insert': {
      const dated = day(view.value('document_date'));
      return {
        sentence: `Added ${title} to ${section}${dated ? `, dated ${dated}` : ''}${sourceWords(link)}.`,
        details: [],
      };
    }
    case 'update': {
      const renamed =
        entry.title_before && entry.title_after && entry.title_before !== entry.title_after;
      return {
        sentence: renamed
          ? `Renamed ${quoted(entry.title_before ?? '')} to ${title} in ${section}.`
          : `Edited ${title} in ${section}.`,
        details,
      };
    }
    case 'archive':
      return { sentence: `Deleted ${title} from ${section}; it waits in the archive.`, details };
    case 'restore':
      return { sentence: `Restored ${title} to ${section} from the archive.`, details };
    case 'purge':
      return { sentence: `Deleted ${title} from ${section} for good.`, details: [] };
    case 'text':
      return {
        sentence: `Read the text of ${title} in ${section} for search${textWords(entry.detail)}.`,
        details: [],
      };
    case 'view':
    case 'download':
      // The trail records reads of personal data (the alert subscribers' addresses, words-alerts.ts),
      // never of a public document; said plainly should one ever be written.
      return { sentence: `Opened ${title} in ${section}.`, details: [] };
    case 'erase':
      // Written for alert subscribers only (words-alerts.ts); said plainly all the same.
      return { sentence: `Erased ${title} from ${section}.`, details: [] };
    case 'send':
    case 'withhold':
      // Written for held e-mail alerts only (words-alerts.ts); said plainly all the same.
      return {
        sentence: `${entry.action === 'send' ? 'Sent' : 'Did not send'} the e-mail alert of ${title}.`,
        details: [],
      };
  }
}

/** A stored PDF, named by the document that uses it, or by the name it was uploaded with. */
export function fileWords(view: EntryView, context: EntryContext): EntryWords {
  const path = view.entry.row_id;
  const owner = context.files.get(path);
  const where =
    owner && isDocumentTableName(owner.table) ? ` (${documentRegistry[owner.table].label})` : '';
  const of = owner ? `the PDF of ${quoted(owner.title)}${where}` : uploadedName(path);
  switch (view.action) {
    case 'insert':
      return { sentence: `Uploaded ${of}.`, details: [] };
    case 'purge':
      return { sentence: `Removed ${of} from the site’s files.`, details: [] };
    default:
      // The Storage server rewrites an object in place only for a replaced document's notice.
      return {
        sentence: owner
          ? `Replaced the old PDF of ${quoted(owner.title)}${where} with a notice pointing to its new version.`
          : `Changed ${of}.`,
        details: [],
      };
  }
}

/** "a PDF uploaded as “annual-report.pdf”": the name chosen, without the upload's timestamp. */
function uploadedName(path: string): string {
  return `a PDF uploaded as ${quoted(uploadedFileName(path))} that no document uses`;
}

/** A year's statement of unclaimed dividends imported for the shareholders' lookup. */
export function iepfStatementWords(view: EntryView): EntryWords {
  const year = view.entry.row_id;
  const summary = view.entry.title_after ?? '';
  const match = /^(\d+) rows imported for .+?; (\d+) earlier rows of that year replaced$/.exec(
    summary,
  );
  const rows = (n: string) => `${n} ${n === '1' ? 'row' : 'rows'}`;
  return {
    sentence: match
      ? `Imported the statement of unclaimed dividends for ${year} (Form IEPF-2): ${rows(match[1] ?? '0')}${match[2] && match[2] !== '0' ? `, replacing the ${rows(match[2])} imported before` : ''}.`
      : `Imported the statement of unclaimed dividends for ${year} (Form IEPF-2).`,
    details: [],
  };
}
