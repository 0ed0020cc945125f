import { Building2, Factory, Fingerprint, Mail, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { company } from '@/content/company';
import { telHref } from '@/lib/company-facts';
import { useFacts } from '@/lib/company-facts-store';
import type { FactsDeskLoader } from '@/lib/facts-desk-slots';
import { DeskSlot } from './desk-slot';
import { useDesk } from './use-desk';
import { FactsState } from './facts-state';
import { UpdatedOn } from './updated-on';

const linkStyle =
  'rounded font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/**
 * /contact's cards: the registered office, phone, e-mail, plant and CIN, read live (the page was
 * built with them); with the administrator's Enter or Change where they are.
 */
export function ContactDetails({
  loadDesk,
  aside,
}: {
  loadDesk?: FactsDeskLoader;
  aside: ReactNode;
}) {
  const view = useFacts('contacts');
  const desk = useDesk(loadDesk);
  return (
    <FactsState name="contacts" view={view} what="the contact details">
      {(contacts) => (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            {contacts ? <UpdatedOn rows={[contacts]} /> : <span />}
            {desk ? (
              <DeskSlot>
                <desk.contactsActions contacts={contacts} />
              </DeskSlot>
            ) : null}
          </div>
          {contacts ? (
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              <ContactCard icon={Building2} title="Registered Office">
                <address className="not-italic">
                  <span className="block font-medium text-slate-900">{company.name}</span>
                  {contacts.registered_office.split('\n').map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </ContactCard>
              <ContactCard icon={Phone} title="Phone">
                <a href={telHref(contacts.phone)} className={linkStyle}>
                  {contacts.phone}
                </a>
              </ContactCard>
              <ContactCard icon={Mail} title="Email">
                <a href={`mailto:${contacts.investor_email}`} className={linkStyle}>
                  {contacts.investor_email}
                </a>
              </ContactCard>
              {contacts.plant ? (
                <ContactCard icon={Factory} title="Manufacturing Plant">
                  {contacts.plant.split('\n').map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </ContactCard>
              ) : null}
              <ContactCard icon={Fingerprint} title="Corporate Identification Number">
                <span className="font-mono text-slate-900">{contacts.cin}</span>
              </ContactCard>
              {aside}
            </div>
          ) : (
            <div className="grid gap-6 md:grid-cols-2">
              <p className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-900">
                The company has not yet published its address, phone number and e-mail on this site.
                Shareholders can reach the company through its registrar and share transfer agent or
                the stock exchange’s investor grievance portal, linked from the investor contact
                page.
              </p>
              {aside}
            </div>
          )}
        </div>
      )}
    </FactsState>
  );
}

function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 text-slate-600">{children}</div>
    </section>
  );
}
