import { sitePaths } from '@/config/site-paths';
import { company } from './company';
import { BASIC_DRUGS_SLUG, getProducts } from './products';
import { services } from './services';

export const homeHero = {
  eyebrow: `${company.motto} · Since ${company.founded}`,
  title: 'Empowering Health Since 1985',
  text: 'We manufacture basic drugs and pharmaceutical chemicals of consistent quality at our plant in Pithampur, Madhya Pradesh, and deliver environmental services that keep communities healthy.',
};

export const homeStats: { value: string; label: string }[] = [
  { value: String(company.founded), label: 'Year founded' },
  { value: String(company.publicIssue), label: 'Public issue' },
  { value: String(getProducts(BASIC_DRUGS_SLUG).length), label: 'Basic drugs & chemicals' },
  { value: String(services.length), label: 'Environmental services' },
];

export const homeProductsIntro =
  'Pharmacopoeial-grade raw materials for formulators, hospitals and public health programmes.';

export const homeServicesTeaser = {
  title: 'Environmental services',
  link: { label: 'Explore our services', to: sitePaths.services },
  text: 'Biodigesters, wastewater treatment plants, design and construction, consultancy and maintenance: we apply our process know-how to clean water and waste.',
};

export const homeCallToAction = {
  title: 'Looking for a dependable supplier?',
  text: 'Tell us what you need. Our team will get back to you with specifications, availability and prices.',
};

/**
 * The investors' band on the home page, with the portals of grievance-portals.ts. SEBI's circular on online resolution of disputes in the
 * securities market (SEBI/HO/OIAE/OIAE_IAD-1/P/CIR/2023/131 of 31 July 2023, consolidated in the
 * master circular SEBI/HO/OIAE/OIAE_IAD-1/P/CIR/2023/145 and updated to 28 December 2023) asks
 * listed companies to display a link to the ODR portal on the home page of their websites;
 * read in compliancetalks.in's summary of the circular and in listed companies' ODR pages
 * (auroimpex.com, indigrid.co.in), which give the portal as SMART ODR at https://smartodr.in.
 */
export const homeInvestors = {
  title: 'For investors',
  text: 'Shareholders can write to the company’s compliance officer first. A complaint that is not resolved can go to SEBI’s SCORES; a dispute with the company can go to SMART ODR, the securities market’s online dispute resolution portal.',
  investorLinkLabel: 'Investor information',
  alertsLinkLabel: 'Get e-mail alerts',
};
