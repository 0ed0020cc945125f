import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/ui/section';
import { alertWords } from '@/content/alert-words';
import { investorCrumb } from '@/content/investor-document-pages';
import { AlertSubscribeForm } from '@/features/alerts/components/alert-subscribe-form';

/** /investor/alerts: subscribe to e-mail alerts, the notice first. */
export function AlertsPage() {
  return (
    <>
      <PageHeader
        title={alertWords.page.title}
        breadcrumbs={[investorCrumb]}
        description={alertWords.page.description}
      />
      <Section aria-labelledby="alerts-form" spacing="compact">
        <div className="max-w-3xl">
          <h2 id="alerts-form" className="mb-4 text-2xl font-bold tracking-tight text-slate-900">
            {alertWords.form.heading}
          </h2>
          <AlertSubscribeForm />
        </div>
      </Section>
    </>
  );
}
