import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { NEW_TAB_HINT } from '@/components/ui/smart-link';
import { paths } from '@/config/paths';
import { company, registeredOfficeLines } from '@/content/company';
import { grievancePortals } from '@/content/grievance-portals';
import { investorHome } from '@/content/investor-home';

const linkStyle =
  'rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** Where a shareholder with a complaint turns: the company first, then SEBI's portals. */
export function GrievanceBlock({ headingId }: { headingId: string }) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
          {investorHome.grievanceHeading}
        </h2>
        <p className="max-w-3xl text-slate-700">{investorHome.grievanceIntro}</p>
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        {/* A heading may not sit inside <address> (HTML's content model), so it heads the card. */}
        <div className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
          <h3 className="text-base font-semibold text-brand-900">{company.name}</h3>
          <address className="grid gap-3 not-italic">
            <p className="flex items-start gap-2 text-sm text-slate-700">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              <a href={`mailto:${company.email}`} className={linkStyle}>
                {company.email}
              </a>
            </p>
            <p className="flex items-start gap-2 text-sm text-slate-700">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              <a href={`tel:${company.phone.tel}`} className={linkStyle}>
                {company.phone.display}
              </a>
            </p>
            <p className="flex items-start gap-2 text-sm text-slate-700">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              <span>
                {registeredOfficeLines().map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p className="text-sm">
              <Link to={paths.investor.contact} className={linkStyle}>
                Compliance officer and registrar
              </Link>
            </p>
          </address>
        </div>
        {grievancePortals.map((portal) => (
          <div
            key={portal.href}
            className="grid content-start gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
          >
            <h3 className="text-base font-semibold text-brand-900">{portal.name}</h3>
            <p className="text-sm text-slate-700">{portal.description}</p>
            <p className="text-sm">
              {/* noopener keeps the new tab from reaching back to this page; noreferrer hides our URL. */}
              <a href={portal.href} target="_blank" rel="noopener noreferrer" className={linkStyle}>
                <span className="inline-flex items-center gap-1">
                  {portal.href.replace(/^https:\/\//, '')}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </span>
                <span className="sr-only"> {NEW_TAB_HINT}</span>
              </a>
            </p>
          </div>
        ))}
      </div>
    </div>
  );
}
