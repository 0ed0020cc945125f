import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/ui/section';
import { sitePaths } from '@/config/site-paths';

// Prerendered with the page, loaded after it in the browser (as the Board's: see
// src/pages/board-of-directors-page.tsx): React keeps the built HTML until the code arrives.
const ContactDetails = import.meta.env.SSR
  ? (await import('@/features/company-facts/components/contact-details')).ContactDetails
  : lazy(() =>
      import('@/features/company-facts/components/contact-details').then((m) => ({
        default: m.ContactDetails,
      })),
    );

/** The administrator's actions on the contact details (loaded only for her). */
const loadFactsDesk = () => import('@/app/facts-desk-slots');

export function ContactPage() {
  return (
    <>
      <PageHeader
        title="Contact Us"
        description="Write to us or call for product enquiries, quotations, service projects and investor matters."
      />
      <Section aria-label="Contact details">
        <Suspense fallback={<p role="status">Loading the contact details…</p>}>
          <ContactDetails
            loadDesk={loadFactsDesk}
            aside={
              <div className="flex flex-col justify-between rounded-2xl bg-brand-800 p-6 text-white shadow-sm">
                <div>
                  <h2 className="text-lg font-semibold">Shareholder queries</h2>
                  <p className="mt-2 text-sm leading-relaxed text-brand-50">
                    For share transfers, dividends and other investor services, see the investor
                    contact details.
                  </p>
                </div>
                <Link
                  to={sitePaths.investor.contact}
                  className="mt-5 inline-flex w-fit rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-800"
                >
                  Investor Contact
                </Link>
              </div>
            }
          />
        </Suspense>
      </Section>
    </>
  );
}
