import { Building2, Factory, Fingerprint, Mail, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { company, registeredOfficeLines } from '@/content/company';

export function ContactPage() {
  const { plant } = company;
  return (
    <>
      <PageHeader
        title="Contact Us"
        description="Write to us or call for product enquiries, quotations, service projects and investor matters."
      />
      <Section aria-label="Contact details">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          <ContactCard icon={Building2} title="Registered Office">
            <address className="not-italic">
              <span className="block font-medium text-slate-900">{company.name}</span>
              {registeredOfficeLines().map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </ContactCard>
          <ContactCard icon={Phone} title="Phone">
            <a href={`tel:${company.phone.tel}`} className={linkStyle}>
              {company.phone.display}
            </a>
          </ContactCard>
          <ContactCard icon={Mail} title="Email">
            <a href={`mailto:${company.email}`} className={linkStyle}>
              {company.email}
            </a>
          </ContactCard>
          <ContactCard icon={Factory} title="Manufacturing Plant">
            {plant.city}, {plant.district} district
            <span className="block">{plant.state}</span>
          </ContactCard>
          <ContactCard icon={Fingerprint} title="Corporate Identification Number">
            <span className="font-mono text-slate-900">{company.cin}</span>
          </ContactCard>
          <div className="flex flex-col justify-between rounded-2xl bg-brand-800 p-6 text-white shadow-sm">
            <div>
              <h2 className="text-lg font-semibold">Shareholder queries</h2>
              <p className="mt-2 text-sm leading-relaxed text-brand-50">
                For share transfers, dividends and other investor services, see the investor contact
                details.
              </p>
            </div>
            <Link
              to={paths.investor.contact}
              className="mt-5 inline-flex w-fit rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-800"
            >
              Investor Contact
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}

const linkStyle =
  'rounded font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

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
