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
      <DeskPanel
        id="company-facts-heading"
        title="What the pages show"
        intro="Change a director, a committee, an officer, the contact details or a rating on the page that shows it, while you are logged in: each has Add, Edit and Cease there. This list says what is still missing, what is only a sample, and what was entered late."
      >
        <FactsOverview />
      </DeskPanel>
    </DeskSection>
  );
}
