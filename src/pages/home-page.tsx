import { ArrowRight, ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ProductCategoryGrid } from '@/components/layout/product-category-grid';
import { Button } from '@/components/ui/button';
import { ImageCarousel } from '@/components/ui/image-carousel';
import { Section, SectionHeading } from '@/components/ui/section';
import { NEW_TAB_HINT } from '@/components/ui/smart-link';
import { sitePaths } from '@/config/site-paths';
import { CAROUSEL_IMAGE_SIZE, carouselSlides } from '@/content/carousel-slides';
import { company } from '@/content/company';
import {
  homeCallToAction,
  homeHero,
  homeInvestors,
  homeProductsIntro,
  homeServicesTeaser,
  homeStats,
} from '@/content/home';
import { grievancePortals } from '@/content/grievance-portals';
import { PRODUCTS_NAME } from '@/content/navigation';
import { productCategories } from '@/content/products';
import { serviceIcons } from '@/content/service-icons';
import { services } from '@/content/services';
import { PageMeta } from '@/components/layout/page-meta';
// The phone the company secretary keeps (data, not code), from what the page was built with.
import { CallButton } from '@/features/company-facts/components/call-button';
import { cn } from '@/lib/utils';

/** Spec section 9: the banner advances every 3000 ms. */
const CAROUSEL_DELAY_MS = 3000;

export function HomePage() {
  return (
    <>
      <PageMeta
        title="Home"
        description={`${company.name}: basic drugs and pharmaceutical chemicals made in Pithampur since 1985, and biodigester and wastewater services. ${company.motto}.`}
      />
      <Hero />
      <Stats />
      <Section aria-labelledby="home-products">
        <SectionHeading
          id="home-products"
          eyebrow="What we make"
          title={PRODUCTS_NAME}
          description={homeProductsIntro}
        />
        <ProductCategoryGrid categories={productCategories} className="mt-10" />
      </Section>
      <ServicesTeaser />
      <Investors />
      <CallToAction />
    </>
  );
}

function Hero() {
  return (
    <section
      aria-labelledby="home-hero"
      className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-32 -z-10 size-[36rem] rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
            {homeHero.eyebrow}
          </p>
          <h1
            id="home-hero"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl xl:text-6xl"
          >
            {homeHero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">{homeHero.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={sitePaths.product}>
                {PRODUCTS_NAME}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={sitePaths.contact}>Contact Us</Link>
            </Button>
          </div>
        </div>
        <ImageCarousel
          images={carouselSlides}
          label={`${company.shortName} highlights`}
          delayMs={CAROUSEL_DELAY_MS}
          {...CAROUSEL_IMAGE_SIZE}
        />
      </div>
    </section>
  );
}

function Stats() {
  return (
    <section aria-label="Company at a glance" className="border-y border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-px bg-slate-200 md:grid-cols-4">
        {homeStats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse bg-white px-6 py-8 text-center">
            <dt className="mt-1 text-sm text-slate-600">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-brand-700 md:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ServicesTeaser() {
  return (
    <Section aria-labelledby="home-services" className="bg-slate-50">
      <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <SectionHeading
            id="home-services"
            eyebrow="Beyond manufacturing"
            title={homeServicesTeaser.title}
            description={homeServicesTeaser.text}
          />
          <Button asChild variant="outline" className="mt-8">
            <Link to={homeServicesTeaser.link.to}>
              {homeServicesTeaser.link.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {services.map((service, index) => {
            const Icon = serviceIcons[service.icon];
            // With an odd number of services the last card spans both columns, leaving no gap.
            const spansRow = index === services.length - 1 && services.length % 2 === 1;
            return (
              <li
                key={service.id}
                className={cn(
                  'flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm',
                  spansRow && 'sm:col-span-2',
                )}
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{service.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">
                    {service.description}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}

/** SEBI's grievance portals, SMART ODR among them, on the home page (see homeInvestors). */
function Investors() {
  return (
    <Section aria-labelledby="home-investors">
      <div className="grid gap-6 lg:grid-cols-[1fr_1.3fr] lg:items-center">
        <div>
          <h2 id="home-investors" className="text-2xl font-bold tracking-tight text-slate-900">
            {homeInvestors.title}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-600">{homeInvestors.text}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <Link to={sitePaths.investor.home}>
                {homeInvestors.investorLinkLabel}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={sitePaths.investor.alerts}>
                {homeInvestors.alertsLinkLabel}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {grievancePortals.map((portal) => (
            <li
              key={portal.name}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <a
                href={portal.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {portal.name}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only"> {NEW_TAB_HINT}</span>
              </a>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{portal.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

function CallToAction() {
  return (
    <section aria-labelledby="home-cta" className="px-4 py-14 sm:px-6 md:py-20 lg:px-8">
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-white shadow-xl sm:px-12 md:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_90%_10%,rgba(53,194,158,0.45),transparent_50%),radial-gradient(circle_at_0%_100%,rgba(166,238,213,0.18),transparent_45%)]"
        />
        <div className="flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="home-cta" className="text-3xl font-bold tracking-tight md:text-4xl">
              {homeCallToAction.title}
            </h2>
            <p className="mt-4 text-lg text-brand-50">{homeCallToAction.text}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
            <Button asChild size="lg" variant="inverse">
              <Link to={sitePaths.contact}>Contact Us</Link>
            </Button>
            <CallButton />
          </div>
        </div>
      </div>
    </section>
  );
}
