import { Fragment } from 'react';
import {
  FIGURES,
  FIGURE_LABELS,
  SCALE_UNITS,
  formatFigure,
  isAmountFigure,
  periodEndedLabel,
  periodLabel,
  type FinancialResultRow,
  type Scale,
} from '@/lib/financial-results';
import { resolveDocumentLink } from '@/lib/resolve-document-link';
import type { ResultsDocument } from '../api/get-financial-results';
import { formatChange } from '../utils/results-series';

/** A row of changes under the figures: its label and each period's change (or null). */
export type ChangeRow = { label: string; changes: (number | null)[] };

type ResultsTableProps = {
  caption: string;
  /** Newest first, as a results statement's columns run. */
  periods: FinancialResultRow[];
  scale: Scale;
  changes: ChangeRow[];
  documents: ResultsDocument[];
};

const cell = 'border-b border-slate-100 px-3 py-2 text-right whitespace-nowrap tabular-nums';
const rowHead =
  'sticky left-0 z-10 border-b border-slate-100 bg-white px-3 py-2 text-left font-medium text-slate-800 min-w-36 sm:min-w-44';

function documentHref(document: ResultsDocument | undefined): string | null {
  if (!document) return null;
  try {
    return resolveDocumentLink(document.view_download);
  } catch {
    return null;
  }
}

/**
 * The figures as a results statement lays them out: particulars down, periods across, newest
 * first, with the unit in the caption. The accessible record of what the charts draw; it scrolls
 * sideways on a narrow screen (a focusable region, so a keyboard can scroll it too).
 */
export function ResultsTable({ caption, periods, scale, changes, documents }: ResultsTableProps) {
  const byId = new Map(documents.map((d) => [d.id, d]));
  const units = `${caption}: amounts in ${SCALE_UNITS[scale]}, per-share figures in ₹.`;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-700">{units}</p>
      {/* A phone shows the first periods only: say that the rest are a swipe away. */}
      <p className="text-xs text-slate-600 md:hidden">
        The table scrolls sideways: swipe it to see every period.
      </p>
      <div
        role="region"
        aria-label={caption}
        // A region that scrolls sideways takes focus, so a keyboard can scroll it (WAI-ARIA APG;
        // axe's scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{units}</caption>
          <thead className="bg-brand-50">
            <tr>
              <th scope="col" className={`${rowHead} bg-brand-50`}>
                Particulars
              </th>
              {periods.map((p) => (
                <th key={p.id} scope="col" className={`${cell} align-bottom font-semibold`}>
                  <span className="block text-slate-900">{periodLabel(p)}</span>
                  <span className="block text-xs font-normal text-slate-600">
                    {periodEndedLabel(p)}
                  </span>
                  <span className="block text-xs font-normal text-slate-600">
                    {p.audited ? 'Audited' : 'Unaudited'}
                    {p.is_sample ? ', sample' : ''}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {FIGURES.map((figure) => (
              <tr key={figure}>
                <th scope="row" className={rowHead}>
                  {FIGURE_LABELS[figure]}
                  {isAmountFigure(figure) ? '' : ' (₹)'}
                </th>
                {periods.map((p) => (
                  <td key={p.id} className={cell}>
                    {formatFigure(p, figure, scale)}
                  </td>
                ))}
              </tr>
            ))}
            {changes.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={rowHead}>
                  {row.label}
                </th>
                {row.changes.map((change, i) => (
                  <td key={periods[i]?.id ?? i} className={cell}>
                    {formatChange(change)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row" className={rowHead}>
                Results document
              </th>
              {periods.map((p) => {
                const document = p.document_id ? byId.get(p.document_id) : undefined;
                const href = documentHref(document);
                return (
                  <td key={p.id} className={cell}>
                    {href && document ? (
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        // WCAG 2.5.3, label in name: the name a voice user says ("PDF") starts it.
                        aria-label={`PDF of the results for ${periodLabel(p)}: ${document.document_title} (opens in a new tab)`}
                        className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
                      >
                        PDF
                      </a>
                    ) : (
                      <Fragment>
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">none</span>
                      </Fragment>
                    )}
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
