import { Mail, MapPin, Phone } from 'lucide-react';
import { telHref } from '@/lib/company-facts';
import { useFacts } from '@/lib/company-facts-store';

const linkStyle =
  'rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/**
 * The company's investor e-mail, phone and registered office, for the investors' grievance card
 * (inside its <address>); nothing until the company has entered them. Read from what the page
 * was built with (every page carries the contact details), or once if not.
 */
export function GrievanceContacts() {
  const contacts = useFacts('contacts', false).data;
  if (!contacts) return null;
  return (
    <>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <a href={`mailto:${contacts.investor_email}`} className={linkStyle}>
          {contacts.investor_email}
        </a>
      </p>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <a href={telHref(contacts.phone)} className={linkStyle}>
          {contacts.phone}
        </a>
      </p>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <span>
          {contacts.registered_office.split('\n').map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </span>
      </p>
    </>
  );
}
