import { ExternalLink, FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { NEW_TAB_HINT } from '@/components/ui/smart-link';
import { documentPageOf } from '@/content/investor-document-pages';
import type { SearchDocumentsResult } from '@/lib/database-rows';
import { documentHref } from '@/lib/document-link';
import { documentRegistry } from '@/lib/document-registry';
import { formatIndianDate } from '@/lib/format-date';
import { describeDocumentFile } from '@/lib/format-file-size';
import { SearchSnippet } from './search-snippet';

const linkStyle =
  'rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** One found document: its title, the section it belongs to, its date and its link. */
function SearchResult({ result }: { result: SearchDocumentsResult }) {
  const page = documentPageOf(result.category);
  const section = documentRegistry[result.category].label;
  const fileHref = documentHref(result.view_download);
  // Browsers' PDF viewers open at #page=N; a link to another site's page is left as it is.
  const atPage = result.best_page && /\.pdf$/i.test(fileHref ?? '') ? result.best_page : null;
  const href = fileHref && atPage ? `${fileHref}#page=${atPage}` : fileHref;
  const file = describeDocumentFile(result.view_download, result.file_size_bytes);
  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
      <div className="grid min-w-0 gap-1">
        <p className="flex items-start gap-2 font-medium text-slate-900">
          <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span dir="auto" className="min-w-0 wrap-anywhere">
            {result.document_title}
          </span>
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 pl-6 text-sm text-slate-600">
          <span>
            In{' '}
            <Link to={page.path} className={linkStyle}>
              {section}
            </Link>
          </span>
          <time dateTime={result.document_date}>{formatIndianDate(result.document_date)}</time>
        </p>
        {result.snippet ? <SearchSnippet snippet={result.snippet} page={result.best_page} /> : null}
      </div>
      <div className="flex items-center gap-2 pl-6 sm:pl-0">
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View/Download ${result.document_title}${atPage ? ` at page ${atPage}` : ''} ${NEW_TAB_HINT}`}
            className={linkStyle}
          >
            <span className="inline-flex items-center gap-1.5">
              View/Download
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </span>
          </a>
        ) : (
          <span className="text-sm text-slate-500">Link unavailable</span>
        )}
        {file ? <span className="text-xs whitespace-nowrap text-slate-600">{file}</span> : null}
      </div>
    </li>
  );
}

export function SearchResults({ results }: { results: SearchDocumentsResult[] }) {
  return (
    <ol className="grid gap-3">
      {results.map((result) => (
        <SearchResult key={`${result.category}:${result.id}`} result={result} />
      ))}
    </ol>
  );
}
