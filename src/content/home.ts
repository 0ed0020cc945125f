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
  text: 'Biodigesters, wastewater treatment plants, design and construction, consultancy and maintenance: we apply our process know-how to clean water and waste.',
};

export const homeCallToAction = {
  title: 'Looking for a dependable supplier?',
  text: 'Tell us what you need. Our team will get back to you with specifications, availability and prices.',
};
