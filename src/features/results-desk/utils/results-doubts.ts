import { company } from '@/content/company';
import { formatIndianDate } from '@/lib/format-date';
import {
  periodLabel,
  SCALE_UNITS,
  type FinancialResultInput,
  type FinancialResultRow,
} from '@/lib/financial-results';
import type { ReportChoice } from '../api/results';
import { otherCompanyIn } from '../xbrl/company-check';

/**
 * Regulation 33(3)(a): results within 45 days of a quarter's end, 60 for the fourth quarter and
 * the year, as the desk's results rule reads it (src/lib/compliance/periodic-quarterly.ts, with
 * the sources in docs/compliance.md). A results PDF dated outside the longer window after the
 * period's end is most likely another period's.
 */
const FILING_WINDOW_DAYS = 60;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The newest stored period that is the company's own (not a sample): what it has filed before. */
function lastOwn(rows: readonly FinancialResultRow[]): FinancialResultRow | undefined {
  return [...rows]
    .filter((r) => !r.is_sample)
    .sort((a, b) => b.period_end.localeCompare(a.period_end))[0];
}

/**
 * What in results about to be published does not look like this company's own, in words, each
 * checked against what the site already holds: a file naming another company, a face value or a
 * rounding unlike the company's last results, consolidated figures from a company that says it
 * has no subsidiaries or has published none before, a linked PDF dated outside the period's filing window. Empty when
 * nothing needs a second look. Saving publishes the figures and e-mails the subscribers, so none
 * of these goes through on one click.
 */
export function resultsDoubts({
  inputs,
  rows,
  reports,
  fileCompany,
  subsidiaries = null,
}: {
  inputs: readonly FinancialResultInput[];
  rows: readonly FinancialResultRow[];
  reports: readonly ReportChoice[];
  fileCompany: string | null;
  /** The company's answer on the desk: whether it has subsidiaries (null until answered). */
  subsidiaries?: boolean | null;
}): string[] {
  const doubts: string[] = [];
  const other = otherCompanyIn(fileCompany);
  if (other) doubts.push(`The file is of ${other}, not ${company.name}.`);
  const last = lastOwn(rows);
  const faces = new Set(inputs.map((i) => i.face_value).filter((f) => f !== ''));
  if (last && [...faces].some((face) => Number(face) !== Number(last.face_value))) {
    doubts.push(
      `The face value per share is ₹${[...faces].join(', ₹')}; the company’s last results (${periodLabel(last)}) give ₹${String(last.face_value)}. A change of face value follows a split or consolidation of shares.`,
    );
  }
  const scales = new Set(inputs.map((i) => i.scale));
  if (last && [...scales].some((scale) => scale !== last.scale)) {
    doubts.push(
      `Amounts are in ${[...scales].map((s) => SCALE_UNITS[s]).join(' and ')}; the company’s last results (${periodLabel(last)}) are in ${SCALE_UNITS[last.scale]}.`,
    );
  }
  const ownBases = new Set(rows.filter((r) => !r.is_sample).map((r) => r.basis));
  const consolidated = inputs.some((i) => i.basis === 'consolidated');
  if (consolidated && subsidiaries === false) {
    doubts.push(
      'These are consolidated results, and the company’s answer on the desk (Calendar and deadlines, the company’s facts) is that it has no subsidiaries: consolidated results are for a company with subsidiaries.',
    );
  } else if (
    ownBases.size > 0 &&
    !ownBases.has('consolidated') &&
    inputs.some((i) => i.basis === 'consolidated')
  ) {
    doubts.push(
      'These are consolidated results, and the company has published only standalone results before: consolidated results are for a company with subsidiaries.',
    );
  }
  for (const input of inputs) {
    const report = reports.find((r) => r.id === input.document_id);
    if (!report) continue;
    const after = daysBetween(input.period_end, report.document_date);
    if (after < 0 || after > FILING_WINDOW_DAYS) {
      doubts.push(
        `The PDF linked to ${periodLabel(input)}, “${report.document_title}”, is dated ${formatIndianDate(report.document_date)}, not within ${FILING_WINDOW_DAYS} days after the period ended on ${formatIndianDate(input.period_end)}.`,
      );
    }
  }
  return doubts;
}
