import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/ui/section';
import { alertWords } from '@/content/alert-words';
import { investorCrumb } from '@/content/investor-crumb';
import { AlertPageBody } from '@/features/alerts/components/alert-page-body';

/** /investor/alerts: subscribe (the notice first); the e-mails' links confirm or unsubscribe here. */
export function AlertsPage() {
  return (
    <>
      <PageHeader
        title={alertWords.page.title}
        breadcrumbs={[investorCrumb]}
        description={alertWords.page.description}
      />
      <Section aria-label={alertWords.page.title} spacing="compact" className="min-h-[40vh]">
        <div className="max-w-3xl">
          <AlertPageBody />
        </div>
      </Section>
    </>
  );
}
