import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { documentHref } from '@/lib/document-link';
import { loadSupabase } from '@/lib/load-supabase';
import {
  documentTextKeys,
  useDocumentTextStatuses,
  type DocumentTextStatusRow,
} from '../api/get-document-text-statuses';
import { indexDocuments } from '../api/index-documents';
import { extractPdfText } from '../utils/extract-pdf-text';
import { loadPdfJs } from '../utils/load-pdfjs';

const WHY: Record<string, string> = {
  no_text: 'no text (scanned images)',
  unreadable: 'password-protected or damaged',
};

function UnreadableList({ rows }: { rows: DocumentTextStatusRow[] }) {
  return (
    <ul className="grid gap-1">
      {rows.map((row) => {
        const href = row.view_download ? documentHref(row.view_download) : null;
        return (
          <li key={`${row.category}:${row.id}`}>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer" className="underline">
                {row.document_title}
              </a>
            ) : (
              row.document_title
            )}{' '}
            <span className="text-slate-500">({WHY[row.status] ?? row.status})</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Search inside the documents, for the administrator: the live documents that search and screen
 * readers cannot read, and the action that reads the PDFs uploaded before search read text.
 */
export function DocumentTextSection() {
  const statuses = useDocumentTextStatuses();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const unreadable = (statuses.data ?? []).filter(
    (row) => row.status !== 'searchable' && row.document_title !== null,
  );

  async function indexAll() {
    setSummary(null);
    try {
      const pdfjs = await loadPdfJs();
      const { total, counts } = await indexDocuments({
        client: await loadSupabase(),
        read: (bytes) => extractPdfText(bytes, { pdfjs }),
        onProgress: (done, of, current) =>
          setProgress(current ? `Reading ${done + 1} of ${of}: ${current.title}` : null),
      });
      setSummary(
        total === 0
          ? 'Every stored PDF has been read already.'
          : `${total} read: ${counts.searchable} now searchable, ${counts.noText + counts.unreadable} cannot be read, ${counts.failed} failed (try again later).`,
      );
    } catch {
      setSummary('The documents could not be listed. Please try again.');
    } finally {
      setProgress(null);
      await queryClient.invalidateQueries({ queryKey: documentTextKeys.statuses });
    }
  }

  return (
    <div className="grid gap-3 text-sm text-slate-700">
      {unreadable.length > 0 ? (
        <>
          <p className="font-medium text-amber-900">
            {unreadable.length === 1
              ? '1 document cannot be read by screen readers or search'
              : `${unreadable.length} documents cannot be read by screen readers or search`}
          </p>
          <UnreadableList rows={unreadable} />
        </>
      ) : statuses.isSuccess ? (
        <p>Every document whose text has been read can be read by screen readers and search.</p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() => void indexAll()}
          disabled={progress !== null}
        >
          Index documents not yet searchable
        </Button>
      </div>
      <p role="status">{progress ?? summary}</p>
    </div>
  );
}
