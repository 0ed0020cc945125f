import { Link } from 'react-router-dom';
import { DeskPanel, DeskSection } from '@/components/layout/desk-section';
import { SmartLink } from '@/components/ui/smart-link';
import { paths } from '@/config/paths';
import { deskSection } from '@/content/desk-sections';
import { memorandumPdfUrl } from '@/content/investor-links';

const words = deskSection('company');

const linkStyle =
  'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:rounded focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none';

/** What the section will hold, the clause asking for it, and where the site shows it today. */
const facts = [
  {
    what: 'The Board of Directors: each director’s profile, category, other directorships and full-time positions',
    clause: 'Regulation 46(2)(ab)',
    where: { label: 'Board of Directors', to: paths.investor.boardOfDirectors },
  },
  {
    what: 'The committees of the Board and who sits on them',
    clause: 'Regulation 46(2)(c)',
    where: {
      label: 'Board of Directors, Committees',
      to: `${paths.investor.boardOfDirectors}#committees`,
    },
  },
  {
    what: 'Key managerial personnel and the officials who handle investors’ grievances, with their contact details',
    clause: 'Regulation 46(2)(j), (k) and (v)',
    where: { label: 'Investor Contact', to: paths.investor.contact },
  },
  {
    what: 'Credit ratings of the company’s instruments, updated on each revision',
    clause: 'Regulation 46(2)(r)',
    where: { label: 'Disclosure under Regulation 46', to: paths.investor.disclosureRegulation },
  },
] as const;

/**
 * /dashboard/company: a placeholder until the facts are data edited here. It says what the
 * section will hold and where each fact is kept today, so nothing is promised that is not there.
 */
export function CompanyFactsPage() {
  return (
    <DeskSection title={words.label} summary={words.summary}>
      <DeskPanel
        id="company-facts-today-heading"
        title="Kept in the site’s code for now"
        intro="These facts are not yet edited on the desk: today they are part of the website’s code, so a change goes through whoever maintains the site and appears with its next update. When they move here, you will change them on this page and the pages will show the change at once."
      >
        <ul className="grid gap-3">
          {facts.map((fact) => (
            <li
              key={fact.clause}
              className="grid gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <p className="font-medium text-slate-900">{fact.what}</p>
              <p className="text-sm text-slate-600">
                {fact.clause} · shown on{' '}
                <Link to={fact.where.to} className={linkStyle}>
                  {fact.where.label}
                </Link>
              </p>
            </li>
          ))}
          <li className="grid gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="font-medium text-slate-900">The Memorandum and Articles of Association</p>
            <p className="text-sm text-slate-600">
              Regulation 46(2)(aa) · a stored PDF,{' '}
              <SmartLink to={memorandumPdfUrl} external className={linkStyle}>
                Memorandum and Articles (PDF)
              </SmartLink>
            </p>
          </li>
        </ul>
      </DeskPanel>
    </DeskSection>
  );
}
