import { company } from '@/content/company';
import type { ContactsRow } from './company-facts';

/**
 * The company as schema.org structured data (an Organization, https://schema.org/Organization),
 * which scripts/prerender.ts writes into the head of every page from the contact details the
 * company secretary keeps: search engines show the address, phone and e-mail from it. Null until
 * the company has entered them. `<` is escaped, so no value can close the script element.
 */
export function organizationData(
  contacts: ContactsRow | null | undefined,
  siteUrl: string,
): string | null {
  if (!contacts) return null;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: siteUrl,
    slogan: company.motto,
    foundingDate: String(company.founded),
    telephone: contacts.phone,
    email: contacts.investor_email,
    address: contacts.registered_office.split('\n').join(', '),
    identifier: { '@type': 'PropertyValue', propertyID: 'CIN', value: contacts.cin },
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
