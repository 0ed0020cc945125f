import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { sitePaths } from '@/config/site-paths';
import { serviceIcons } from '@/content/service-icons';
import { services, servicesIntro } from '@/content/services';
import { cn } from '@/lib/utils';

export function ServicesPage() {
  return (
    <>
      <PageHeader title="Our Services" description={servicesIntro} />
      <Section aria-label="Services">
        <nav aria-label="Services on this page" className="mb-12 flex flex-wrap gap-2">
          {services.map((service) => (
            <a
              key={service.id}
              href={`#${service.id}`}
              className="rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-slate-700 transition hover:border-brand-300 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              {service.title}
            </a>
          ))}
        </nav>
        <div className="space-y-8">
          {services.map((service, index) => {
            const Icon = serviceIcons[service.icon];
            return (
              <section
                key={service.id}
                id={service.id}
                aria-labelledby={`${service.id}-title`}
                className={cn(
                  'grid gap-8 rounded-3xl border border-slate-200 p-6 shadow-sm md:grid-cols-[1fr_1fr] md:p-10',
                  index % 2 === 0 ? 'bg-white' : 'bg-slate-50',
                )}
              >
                <div>
                  <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h2
                    id={`${service.id}-title`}
                    className="mt-5 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl"
                  >
                    {service.title}
                  </h2>
                  <p className="mt-4 text-lg leading-relaxed text-slate-600">
                    {service.description}
                  </p>
                </div>
                <ul aria-label={`${service.title} features`} className="space-y-3 self-center">
                  {service.features.map((feature) => (
                    <li
                      key={feature}
                      className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
                    >
                      <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                        <Check aria-hidden="true" className="size-4" />
                      </span>
                      <span className="text-slate-700">{feature}</span>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
        <div className="mt-12 flex flex-col items-start gap-4 rounded-3xl bg-brand-800 p-8 text-white md:flex-row md:items-center md:justify-between md:p-10">
          <div>
            <h2 className="text-2xl font-bold">Planning a project?</h2>
            <p className="mt-2 text-brand-50">
              Share your site details and we will propose a solution and an estimate.
            </p>
          </div>
          <Button asChild size="lg" variant="inverse">
            <Link to={sitePaths.contact}>Contact Us</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
