import { sitePaths } from '@/config/site-paths';
import type { InvestorLink } from './investor-links';

export type NavLinkItem = { label: string; to: string };

/**
 * One name each for the products and the licences in every heading and link, except the top
 * menu, which keeps the specification's five labels (Home, About, Product, License, Contact).
 */
export const PRODUCTS_NAME = 'Products';
export const LICENCES_NAME = 'Licences';

/** The top-level links of the navbar, before the Investor dropdown. */
export const mainNavLinks: NavLinkItem[] = [
  { label: 'Home', to: sitePaths.home },
  { label: 'About', to: sitePaths.about },
  { label: 'Product', to: sitePaths.product },
  { label: 'License', to: sitePaths.license },
  { label: 'Contact', to: sitePaths.contact },
];

/** The trigger of the Investor dropdown; its panel is titled 'Investor Resources'. */
export const INVESTOR_MENU_LABEL = 'Investor';

export const footerImportantLinks: NavLinkItem[] = [
  { label: 'Home', to: sitePaths.home },
  { label: 'About Us', to: sitePaths.about },
  { label: PRODUCTS_NAME, to: sitePaths.product },
  { label: LICENCES_NAME, to: sitePaths.license },
  { label: 'Contact Us', to: sitePaths.contact },
];

export const footerInvestorLinks: InvestorLink[] = [
  { label: 'Memorandum and Articles of Association', to: sitePaths.investor.memorandum },
  { label: 'Financial Reports', to: sitePaths.investor.financialReports },
  { label: 'General Meeting', to: sitePaths.investor.generalMeeting },
  { label: 'Corporate Announcement', to: sitePaths.investor.corporateAnnouncement },
];
