import { Link } from 'react-router-dom';
import { DeskPanel, DeskSection } from '@/components/layout/desk-section';
import { paths } from '@/config/paths';
import { deskSection } from '@/content/desk-sections';
import { AlertsDesk } from '@/features/alerts-desk/components/alerts-desk';
import { DividendsDesk } from '@/features/dividends/components/dividends-desk';
import { ShareholdingDesk } from '@/features/shareholding/components/shareholding-desk';
import { StatementImport } from '@/features/unclaimed-dividends/components/statement-import';

const words = deskSection('shareholders');

/**
 * The ten financial years before this one, newest first ("2025-26"): a dividend stays with the
 * company for seven years before it moves to the IEPF, and the statements name the year it was
 * declared. Worked out here rather than with src/lib/financial-year.ts, which the unclaimed-
 * dividends page also imports: a module two lazy chunks share becomes a chunk of its own on every
 * document page (the bundle budget measured it).
 */
function importYears(now = new Date()): string[] {
  // India's calendar month (IST is UTC+05:30 all year); the financial year starts on 1 April.
  const india = new Date(now.getTime() + 330 * 60_000);
  const year = india.getUTCFullYear();
  const current = india.getUTCMonth() >= 3 ? year : year - 1;
  return Array.from({ length: 10 }, (_, i) => {
    const start = current - 1 - i;
    return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  });
}

const linkStyle =
  'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:rounded focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none';

/**
 * /dashboard/shareholders: the IEPF-2 statements behind the shareholders' lookup, the dividends
 * declared and each quarter's shareholding figures.
 */
export function ShareholdersPage() {
  return (
    <DeskSection title={words.label} summary={words.summary}>
      <StatementImport years={importYears()} />
      <DeskPanel id="lookup-heading" title="Where shareholders see it">
        <p className="max-w-3xl text-sm text-slate-700">
          A shareholder finds their own unclaimed dividends by folio number or DP ID–client ID on{' '}
          <Link to={paths.investor.unclaimedDividends} className={linkStyle}>
            Unclaimed Dividends and IEPF
          </Link>
          , which also lists the statements and the notices of shares due to move to the IEPF as
          documents. Nobody can list the imported rows: the lookup answers only an exact match.
        </p>
      </DeskPanel>
      <DeskPanel
        id="alerts-heading"
        title="E-mail alerts"
        intro="Shareholders who asked for an e-mail when the company publishes. An alert goes out once a document is published here: publish after the disclosure is live on the exchange, or hold a section below until you confirm it is."
      >
        <AlertsDesk />
      </DeskPanel>
      <DeskPanel
        id="dividends-heading"
        title="Dividends"
        intro="Each dividend declared, as the unclaimed-dividends page lists it. Rows marked Sample are placeholders: replace them with the company’s own."
      >
        <DividendsDesk />
      </DeskPanel>
      <DeskPanel
        id="shareholding-heading"
        title="Shareholding"
        intro="Each quarter’s category totals from the filed shareholding pattern (Regulation 31): the shareholding page shows the last eight at a glance, beside the PDFs."
      >
        <ShareholdingDesk />
      </DeskPanel>
    </DeskSection>
  );
}
