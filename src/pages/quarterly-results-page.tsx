import { CalendarDays, FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/ui/section';
import { investorCrumb } from '@/content/investor-document-pages';
import { quarterlyResults, quarterlyResultsIntro } from '@/content/quarterly-results';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function QuarterlyResultsPage() {
  return (
    <>
      <PageHeader
        title="Quarterly Results"
        breadcrumbs={[investorCrumb]}
        description={quarterlyResultsIntro}
      />
      <Section aria-label="Results">
        <ul className="grid gap-6 md:grid-cols-2">
          {quarterlyResults.map((result) => (
            <li key={result.id}>
              <article
                aria-labelledby={`${result.id}-title`}
                className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <div className="flex items-start gap-4">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                    <FileText aria-hidden="true" className="size-6" />
                  </span>
                  <div>
                    <h2 id={`${result.id}-title`} className="text-xl font-semibold text-slate-900">
                      {result.quarter}
                    </h2>
                    <p className="text-slate-600">{result.period}</p>
                  </div>
                </div>
                <p className="mt-5 flex items-center gap-2 text-sm text-slate-600">
                  <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
                  Released on{' '}
                  <time dateTime={result.releaseDate} className="font-medium text-slate-800">
                    {dateFormat.format(new Date(result.releaseDate))}
                  </time>
                </p>
                <Link
                  to={result.reportLink}
                  aria-label={`View Report: ${result.quarter}`}
                  className="mt-6 inline-flex w-fit items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white transition hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
                >
                  View Report
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
