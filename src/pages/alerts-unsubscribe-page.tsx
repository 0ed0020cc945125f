import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { alertWords } from '@/content/alert-words';
import { investorCrumb } from '@/content/investor-document-pages';
import { AlertUnsubscribe } from '@/features/alerts/components/alert-unsubscribe';

/** /investor/alerts/unsubscribe#token=…: the link at the foot of every alert. */
export function AlertsUnsubscribePage() {
  return (
    <>
      <PageHeader
        title={alertWords.unsubscribe.title}
        breadcrumbs={[investorCrumb, { label: alertWords.page.title, to: paths.investor.alerts }]}
        noIndex
      />
      <Section aria-label={alertWords.unsubscribe.title} spacing="compact" className="min-h-[40vh]">
        <AlertUnsubscribe />
      </Section>
    </>
  );
}
