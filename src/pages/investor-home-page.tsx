import { PageHeader } from '@/components/layout/page-header';
import { SiteSearchForm } from '@/components/layout/site-search-form';
import { Section } from '@/components/ui/section';
import { investorHome } from '@/content/investor-home';
import { GrievanceBlock } from '@/features/investor-home/components/grievance-block';
import { InvestorSectionGroups } from '@/features/investor-home/components/investor-section-groups';
import { LatestDisclosures } from '@/features/investor-home/components/latest-disclosures';

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
          </div>
          <div className="grid content-start gap-3">
            <p className="font-semibold text-slate-900">{investorHome.searchLabel}</p>
            <SiteSearchForm
              label={investorHome.searchLabel}
              placeholder="e.g. annual report, AGM notice"
              className="max-w-md"
            />
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
      <Section aria-labelledby="investor-grievances" spacing="compact">
        <GrievanceBlock headingId="investor-grievances" />
      </Section>
    </>
  );
}
