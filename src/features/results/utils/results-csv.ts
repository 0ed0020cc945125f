import { toCsv } from '@/lib/csv';
import { decimalToString, numberToDecimal } from '@/lib/decimal';
import {
  BASIS_LABELS,
  FIGURES,
  FIGURE_LABELS,
  PERIOD_KIND_LABELS,
  periodLabel,
  type FinancialResultRow,
} from '@/lib/financial-results';
import { resolveDocumentLink } from '@/lib/resolve-document-link';
import type { ResultsDocument } from '../api/get-financial-results';

/**
 * Every figure of every period, newest first: one line a period, amounts in rupees and
 * per-share figures in rupees as stored (every digit, no rounding), with the rounding the
 * filing stated and the results document's address. Fields are guarded as the audit export's are
 * (src/lib/csv.ts): a figure stays a number, a formula stays text.
 */
export function resultsToCsv(
  periods: readonly FinancialResultRow[],
  documents: readonly ResultsDocument[],
): string {
  const byId = new Map(documents.map((d) => [d.id, d]));
  const header = [
    'Period',
    'Kind',
    'Basis',
    'Audited',
    'Start',
    'End',
    ...FIGURES.map((f) => `${FIGURE_LABELS[f]} (₹)`),
    'Rounding as filed',
    'Results document',
    'Sample',
  ];
  const link = (row: FinancialResultRow) => {
    const document = row.document_id ? byId.get(row.document_id) : undefined;
    if (!document) return '';
    try {
      return resolveDocumentLink(document.view_download);
    } catch {
      return '';
    }
  };
  const rows = [...periods]
    .sort((a, b) =>
      a.period_end === b.period_end
        ? a.period_start < b.period_start
          ? 1
          : -1
        : a.period_end < b.period_end
          ? 1
          : -1,
    )
    .map((row) => [
      periodLabel(row),
      PERIOD_KIND_LABELS[row.period_kind],
      BASIS_LABELS[row.basis],
      row.audited ? 'Audited' : 'Unaudited',
      row.period_start,
      row.period_end,
      ...FIGURES.map((f) => decimalToString(numberToDecimal(row[f]))),
      row.scale,
      link(row),
      row.is_sample ? 'Sample' : '',
    ]);
  return toCsv(header, rows);
}
