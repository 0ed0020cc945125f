import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { alertWords } from '@/content/alert-words';
import { investorCrumb } from '@/content/investor-document-pages';
import { AlertConfirm } from '@/features/alerts/components/alert-confirm';

/** /investor/alerts/confirm#token=…: where the confirmation e-mail's link leads. */
export function AlertsConfirmPage() {
  return (
    <>
      <PageHeader
        title={alertWords.confirm.title}
        breadcrumbs={[investorCrumb, { label: alertWords.page.title, to: paths.investor.alerts }]}
        noIndex
      />
      <Section aria-label={alertWords.confirm.title} spacing="compact" className="min-h-[40vh]">
        <AlertConfirm />
      </Section>
    </>
  );
}
