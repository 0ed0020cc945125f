import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { telHref, type OfficerRow } from '@/lib/company-facts';
import { ROLE_WORDS } from '@/lib/company-fact-words';

const linkStyle =
  'rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** An officer (or the registrar): name, designation, roles, and how to reach them. */
export function OfficerCard({ officer, actions }: { officer: OfficerRow; actions?: ReactNode }) {
  const headingId = `officer-${officer.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid h-full content-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-base font-semibold text-brand-900">
            {officer.name}
          </h3>
          <p className="text-sm text-slate-600">{officer.designation}</p>
        </div>
        {actions}
      </div>
      <p className="text-sm text-slate-700">
        {officer.roles.map((role) => ROLE_WORDS[role]).join(' · ')}
      </p>
      <address className="grid gap-2 text-sm text-slate-700 not-italic">
        {officer.email ? (
          <span className="flex items-start gap-2">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <a href={`mailto:${officer.email}`} className={linkStyle}>
              {officer.email}
            </a>
          </span>
        ) : null}
        {officer.phone ? (
          <span className="flex items-start gap-2">
            <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <a href={telHref(officer.phone)} className={linkStyle}>
              {officer.phone}
            </a>
          </span>
        ) : null}
        {officer.address ? (
          <span className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>
              {officer.address.split('\n').map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          </span>
        ) : null}
      </address>
    </article>
  );
}
