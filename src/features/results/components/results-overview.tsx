import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { BASIS_LABELS, type Basis } from '@/lib/financial-results';
import { useFinancialResults } from '../api/get-financial-results';
import { resultsToCsv } from '../utils/results-csv';
import { basesOf, latest } from '../utils/results-series';
import { ResultsPeriodSection } from './results-period-section';

export type ResultsWords = {
  quartersHeading: string;
  yearsHeading: string;
  empty: string;
  loadError: string;
  sample: string;
  download: string;
};

/**
 * The results page's data: the last eight quarters and the last five years, each as charts of
 * revenue, profit and EPS with their changes, and the table of every key figure; the basis
 * (standalone or consolidated) to show when both are published; every figure as CSV.
 */
export function ResultsOverview({ words }: { words: ResultsWords }) {
  const id = useId();
  const results = useFinancialResults();
  const rows = results.data?.periods ?? [];
  const bases = basesOf(rows);
  const [chosen, setChosen] = useState<Basis | null>(null);
  const basis = chosen && bases.includes(chosen) ? chosen : bases[0];

  if (!results.data) {
    if (results.isError)
      return (
        <div role="alert" className="grid justify-items-start gap-3 text-slate-800">
          <p>{words.loadError}</p>
          <Button variant="outline" onClick={() => void results.refetch()}>
            Try again
          </Button>
        </div>
      );
    // A screen's height while the figures load, as they will fill it: what comes after (the
    // footer) stays where it will be. A built page has the figures from the start; the
    // development server and a failed prerender read them after the first paint.
    return (
      <p role="status" className="min-h-screen">
        Loading the results…
      </p>
    );
  }
  if (!basis) return <p className="text-slate-700">{words.empty}</p>;

  const quarters = latest(rows, basis, 'quarter', 8);
  const years = latest(rows, basis, 'year', 5);
  const basisWords = BASIS_LABELS[basis];
  const documents = results.data.documents;
  const samples = [...quarters, ...years].some((p) => p.is_sample);

  return (
    <div className="grid gap-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        {bases.length > 1 ? (
          <fieldset className="flex flex-wrap items-center gap-4">
            <legend className="sr-only">Results to show</legend>
            {bases.map((b) => (
              <label key={b} className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <input
                  type="radio"
                  name={`${id}-basis`}
                  value={b}
                  checked={b === basis}
                  onChange={() => setChosen(b)}
                  className="size-4 accent-brand-700"
                />
                {BASIS_LABELS[b]}
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="text-sm text-slate-700">{basisWords} results.</p>
        )}
        <Button
          variant="outline"
          onClick={async () => {
            // Loaded on the click: a visitor who never downloads never fetches it.
            const { saveCsvFile } = await import('@/lib/save-file');
            saveCsvFile(resultsToCsv(rows, documents), 'financial-results.csv');
          }}
        >
          <Download aria-hidden="true" />
          {words.download}
        </Button>
      </div>
      {samples ? (
        <p
          role="note"
          className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          {words.sample}
        </p>
      ) : null}
      {quarters.length > 0 ? (
        <ResultsPeriodSection
          id={`${id}-quarters`}
          heading={words.quartersHeading}
          periods={quarters}
          all={rows}
          documents={documents}
          comparisons={[
            { months: 3, label: 'the quarter before', words: 'on the quarter before' },
            {
              months: 12,
              label: 'the same quarter a year before',
              words: 'on the same quarter a year before',
            },
          ]}
          caption={`${basisWords} results of the last ${quarters.length === 1 ? 'quarter' : `${quarters.length} quarters`}`}
        />
      ) : null}
      {years.length > 0 ? (
        <ResultsPeriodSection
          id={`${id}-years`}
          heading={words.yearsHeading}
          periods={years}
          all={rows}
          documents={documents}
          comparisons={[{ months: 12, label: 'the year before', words: 'on the year before' }]}
          caption={`${basisWords} results of the last ${years.length === 1 ? 'year' : `${years.length} years`}`}
        />
      ) : null}
    </div>
  );
}
