import { DeskPanel, DeskSection } from '@/components/layout/desk-section';
import { deskSection } from '@/content/desk-sections';
import { FactsOverview } from '@/features/facts-desk/components/facts-overview';

const words = deskSection('company');

/**
 * /dashboard/company: what the company has not entered yet, the sample rows a build would refuse,
 * and each change entered late (Regulation 46(3)(b)); the facts themselves are added, edited and
 * ceased in place on the pages that show them.
 */
export function CompanyFactsPage() {
  return (
    <DeskSection title={words.label} summary={words.summary}>
      <DeskPanel id="company-facts-heading" title="What the pages show">
        <FactsOverview />
      </DeskPanel>
    </DeskSection>
  );
}
