import { DeskPanel, DeskSection } from '@/components/layout/desk-section';
import { deskSection } from '@/content/desk-sections';
import { FactsOverview } from '@/features/facts-desk/components/facts-overview';
import { RuleState } from '@/features/obligations/components/rule-state';

const words = deskSection('company');

/**
 * /dashboard/company: what the company has not entered yet, the sample rows a build would refuse,
 * and each change entered late (Regulation 46(3)(b)), as the desk's rules give them (the same
 * verdicts as Today's); the facts themselves are added, edited and ceased in place on the pages
 * that show them.
 */
export function CompanyFactsPage() {
  return (
    <DeskSection title={words.label} summary={words.summary}>
      <DeskPanel id="company-facts-heading" title="What the pages show">
        <RuleState>{(view) => <FactsOverview facts={view.verdicts.facts} />}</RuleState>
      </DeskPanel>
    </DeskSection>
  );
}
