import { FileText, RotateCcw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { documentPageOf } from '@/content/investor-document-pages';
import { documentRegistry } from '@/lib/document-registry';
import { formatIndianDate } from '@/lib/format-date';
import { useLatestDocuments } from '../api/get-latest-documents';

const linkStyle =
  'rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** The ten newest documents across every table: title, the section it is in, its date. */
export function LatestDisclosures() {
  const latest = useLatestDocuments();

  if (latest.isPending) {
    return (
      <p role="status" className="inline-flex items-center gap-2 text-slate-600">
        <Spinner size="md" className="text-brand-700" />
        Loading the latest disclosures…
      </p>
    );
  }
  if (latest.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
        The latest disclosures could not be loaded.
        <Button variant="outline" size="sm" onClick={() => void latest.refetch()}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }
  if (latest.data.length === 0) return <p className="text-slate-600">No documents yet.</p>;

  return (
    <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {latest.data.map((row) => {
        const page = documentPageOf(row.category);
        return (
          <li
            key={`${row.category}:${row.id}`}
            className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:gap-4"
          >
            <div className="grid min-w-0 gap-1">
              <p className="flex items-start gap-2 font-medium text-slate-900">
                <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                <span dir="auto" className="min-w-0 wrap-anywhere">
                  {row.document_title}
                </span>
              </p>
              <p className="pl-6 text-sm text-slate-600">
                In{' '}
                <Link to={page.path} className={linkStyle}>
                  {documentRegistry[row.category].label}
                </Link>
              </p>
            </div>
            <time
              dateTime={row.document_date}
              className="pl-6 text-sm whitespace-nowrap text-slate-700 sm:pl-0"
            >
              {formatIndianDate(row.document_date)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
