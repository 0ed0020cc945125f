import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { SiteSearchForm } from '@/components/layout/site-search-form';
import { Section } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { paths } from '@/config/paths';
import { alertLink } from '@/content/alert-link';
import { disclosuresFeedWords } from '@/content/disclosures-feed';
import { investorHome, shareholderPages } from '@/content/investor-home';
import { GrievanceBlock } from '@/features/investor-home/components/grievance-block';
import { InvestorSectionGroups } from '@/features/investor-home/components/investor-section-groups';
import { LatestDisclosures } from '@/features/investor-home/components/latest-disclosures';
// The company's e-mail, phone and address in the grievance card, from what the page was built with.
import { GrievanceContacts } from '@/features/company-facts/components/grievance-contacts';

/**
 * Its code loads after the page's, not with it (in the first load it would cost every visitor of
 * /investor 1.5 KB gz), but the block itself is in the HTML: the prerender waits for it and
 * writes it with the events it was built with (src/entry-server.tsx), and the browser keeps that
 * HTML in place until the code arrives and takes it over. Nothing moves, nothing is thrown away.
 */
const NextEvent = lazy(() =>
  import('@/features/calendar/components/next-event').then((m) => ({ default: m.NextEvent })),
);

/** /investor: the investors' home, where the breadcrumbs and the Investor menu lead. */
export function InvestorHomePage() {
  return (
    <>
      <PageHeader title={investorHome.title} description={investorHome.description} />
      <Section aria-labelledby="investor-latest" spacing="compact">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid content-start gap-4">
            <h2 id="investor-latest" className="text-2xl font-bold tracking-tight text-slate-900">
              {investorHome.latestHeading}
            </h2>
            <LatestDisclosures />
            <p className="text-sm text-slate-700">
              {/* A plain link: the feed is a file written with the pages, not a route. */}
              <a
                href={paths.investor.disclosuresFeed}
                className="rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                {disclosuresFeedWords.link}
              </a>{' '}
              {disclosuresFeedWords.linkHint}
            </p>
            <p className="text-sm text-slate-700">
              <SmartLink
                to={alertLink.to}
                className="rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                {alertLink.text}
              </SmartLink>{' '}
              {alertLink.hint}
            </p>
          </div>
          <div className="grid content-start gap-3">
            <p className="font-semibold text-slate-900">{investorHome.searchLabel}</p>
            <SiteSearchForm
              label={investorHome.searchLabel}
              placeholder="e.g. annual report, AGM notice"
              className="max-w-md"
            />
            <h2 id="investor-next-event" className="mt-6 text-xl font-bold text-slate-900">
              {investorHome.nextEventHeading}
            </h2>
            <Suspense
              fallback={
                <p role="status" className="text-slate-600">
                  Loading the next event…
                </p>
              }
            >
              <NextEvent />
            </Suspense>
          </div>
        </div>
      </Section>
      <Section aria-labelledby="investor-sections" spacing="compact" className="bg-brand-50/50">
        <h2
          id="investor-sections"
          className="mb-6 text-2xl font-bold tracking-tight text-slate-900"
        >
          {investorHome.sectionsHeading}
        </h2>
        <InvestorSectionGroups />
      </Section>
      {/* Its own region: "Investor information" is the Investor menu, entry for entry. */}
      <Section aria-labelledby="investor-more" spacing="compact">
        <h2 id="investor-more" className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
          {investorHome.moreHeading}
        </h2>
        <ul aria-labelledby="investor-more" className="grid gap-4 md:grid-cols-2">
          {shareholderPages.map((page) => (
            <li key={page.to} className="rounded-xl border border-slate-200 bg-white p-5">
              <SmartLink
                to={page.to}
                className="rounded font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                {page.label}
              </SmartLink>
              <p className="mt-1 text-sm text-slate-600">{page.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="investor-grievances" spacing="compact">
        <GrievanceBlock headingId="investor-grievances" contact={<GrievanceContacts />} />
      </Section>
    </>
  );
}
