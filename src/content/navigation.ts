import { paths } from '@/config/paths';
import type { InvestorLink } from './investor-links';
import { memorandumPdfUrl } from './investor-links';

export type NavLinkItem = { label: string; to: string };

/**
 * One name each for the products and the licences in every heading and link, except the top
 * menu, which keeps the specification's five labels (Home, About, Product, License, Contact).
 */
export const PRODUCTS_NAME = 'Products';
export const LICENCES_NAME = 'Licences';

/** The top-level links of the navbar, before the Investor dropdown. */
export const mainNavLinks: NavLinkItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Product', to: paths.product },
  { label: 'License', to: paths.license },
  { label: 'Contact', to: paths.contact },
];

/** The trigger of the Investor dropdown; its panel is titled 'Investor Resources'. */
export const INVESTOR_MENU_LABEL = 'Investor';

export const footerImportantLinks: NavLinkItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About Us', to: paths.about },
  { label: PRODUCTS_NAME, to: paths.product },
  { label: LICENCES_NAME, to: paths.license },
  { label: 'Contact Us', to: paths.contact },
];

export const footerInvestorLinks: InvestorLink[] = [
  { label: 'Memorandum and Articles of Association', to: memorandumPdfUrl, external: true },
  { label: 'Financial Reports', to: paths.investor.financialReports },
  { label: 'General Meeting', to: paths.investor.generalMeeting },
  { label: 'Corporate Announcement', to: paths.investor.corporateAnnouncement },
];
