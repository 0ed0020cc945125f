import { Mail, MapPin, Phone } from 'lucide-react';
import { company } from '@/content/company';
import { useFacts } from '@/lib/company-facts-store';
import { telHref } from '@/lib/company-facts';

const linkStyle =
  'rounded text-sm text-brand-100 transition-colors hover:text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

/**
 * The footer's contact block on every page: the registered office, phone, investors' e-mail and
 * CIN, as the page was built with them (the prerender writes them into every page); read only
 * when the page has none (the development server builds nothing).
 */
export function FooterContacts() {
  const { data } = useFacts('contacts', false);
  // Undefined only until the development server's read answers: the built pages carry them.
  if (data === undefined) return null;
  if (data === null) {
    return (
      <p className="text-sm text-brand-100">
        The company’s contact details are not yet published on this site.
      </p>
    );
  }
  return (
    <address className="space-y-3 text-sm not-italic">
      <p className="flex gap-3">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
        <span>
          {company.name}
          {data.registered_office.split('\n').map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </span>
      </p>
      <p className="flex gap-3">
        <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
        <a href={telHref(data.phone)} className={linkStyle}>
          {data.phone}
        </a>
      </p>
      <p className="flex gap-3">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
        <a href={`mailto:${data.investor_email}`} className={linkStyle}>
          {data.investor_email}
        </a>
      </p>
      <p className="text-xs text-brand-200">CIN: {data.cin}</p>
    </address>
  );
}
