import { lazy, Suspense } from 'react';

// Prerendered with the page, loaded after it in the browser (as the Board's: see
// src/pages/board-of-directors-page.tsx): React keeps the built HTML until the code arrives.
const OfficersSection = import.meta.env.SSR
  ? (await import('@/features/company-facts/components/officers-section')).OfficersSection
  : lazy(() =>
      import('@/features/company-facts/components/officers-section').then((m) => ({
        default: m.OfficersSection,
      })),
    );

/** The administrator's actions on the officers (loaded only for her). */
const loadFactsDesk = () => import('@/app/facts-desk-slots');

/**
 * What /investor/contact shows above its document table: the e-mail for grievances and the
 * officers (Regulation 46(2)(j)-(k), Regulation 6), kept on the desk.
 */
export function InvestorContactOfficers() {
  return (
    <Suspense fallback={<p role="status">Loading the officers…</p>}>
      <OfficersSection loadDesk={loadFactsDesk} />
    </Suspense>
  );
}
