import { Info } from 'lucide-react';
import { useId } from 'react';
import { financialYearsOf, type FinancialYear } from '@/lib/financial-year';

export const ALL_YEARS = 'All years';

/** Why the address's year was set aside, in plain words. */
export function financialYearNote(raw: string, known: FinancialYear | null): string {
  return known
    ? `There are no documents dated in ${known.label}, so documents from all years are shown.`
    : `“${raw}” is not a financial year we recognise (they are written like 2024-25), so documents from all years are shown.`;
}

type FinancialYearFilterProps = {
  /** The dates of every document on the page. */
  dates: string[];
  /** The chosen year's key ('2024-25'), or '' for all years. */
  value: string;
  onChange: (key: string) => void;
  /** Shown under the choice when the address asked for a year that cannot be shown. */
  note?: string | null;
};

/** A choice of the financial years (April to March) that the page's documents fall in. */
export function FinancialYearFilter({ dates, value, onChange, note }: FinancialYearFilterProps) {
  const id = useId();
  const years = financialYearsOf(dates);
  if (years.length === 0) return null;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Financial year
        </label>
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none"
        >
          <option value="">{ALL_YEARS}</option>
          {years.map((year) => (
            <option key={year.key} value={year.key}>
              {year.label}
            </option>
          ))}
        </select>
      </div>
      {note ? (
        <p role="status" className="flex items-start gap-2 text-sm text-slate-700">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {note}
        </p>
      ) : null}
    </div>
  );
}
