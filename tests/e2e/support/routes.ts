/**
 * The public routes of the specification's route table (section 2), each with the level-one
 * heading a visitor sees there. Written out here rather than imported from `src/`, so the suite
 * checks the app against the specification instead of against itself. Which pages the suite
 * walks comes from the built sitemap (support/walk.ts), not from here: this list adds what the
 * specification says a listed page shows, and the not-found addresses the sitemap leaves out.
 */
export type SiteRoute = {
  path: string;
  heading: string;
  /** The start of the browser tab's title, when it is not the heading. */
  tabTitle?: string;
  /** Text that only shows once the page's content is there (a table row, a list item...). */
  content?: string;
  /** The page lists investor documents that load from the backend. */
  documents?: boolean;
  /** Nothing is published at this address, so the server may answer it with status 404. */
  missing?: boolean;
};

export const PUBLIC_ROUTES: readonly SiteRoute[] = [
  {
    path: '/',
    heading: 'Empowering Health Since 1985',
    tabTitle: 'Home',
    content: 'Basic Drugs & Chemicals',
  },
  { path: '/about', heading: 'About Us', content: 'Our Story' },
  { path: '/product', heading: 'Products', content: 'Basic Drugs & Chemicals' },
  {
    path: '/products/basic-drugs-chemicals',
    heading: 'Basic Drugs & Chemicals',
    content: 'Dicyclomine Hydrochloride',
  },
  {
    path: '/products/no-such-category',
    heading: 'Product Category',
    content: 'No products available in this category yet.',
    missing: true,
  },
  { path: '/license', heading: 'Licences', content: 'Table B' },
  { path: '/contact', heading: 'Contact Us', content: '452015' },
  { path: '/services', heading: 'Our Services', content: 'Biodigester Services' },
  {
    path: '/investor/quarterly-results',
    heading: 'Quarterly Results',
    content: 'Profit before tax',
  },
  {
    path: '/investor/investor-services',
    heading: 'Investor Services Request',
    documents: true,
  },
  { path: '/investor/mgt', heading: 'Annual Return (MGT-7)', documents: true },
  {
    path: '/investor/secretarial-compliance',
    heading: 'Secretarial Compliance Report',
    documents: true,
  },
  { path: '/investor/independent-director', heading: 'Independent Director', documents: true },
  { path: '/investor/financial-reports', heading: 'Financial Reports', documents: true },
  { path: '/investor/contact', heading: 'Investor Contact', documents: true },
  {
    path: '/investor/management-structure',
    heading: 'Management and Committee Structure',
    documents: true,
  },
  {
    path: '/investor/register-closure',
    heading: 'Notice of Closure of Register of Members',
    documents: true,
  },
  { path: '/investor/general-meeting', heading: 'Notice of General Meeting', documents: true },
  { path: '/investor/voting-results', heading: 'Outcome of Voting Results', documents: true },
  { path: '/investor/policies', heading: 'Policies', documents: true },
  {
    path: '/investor/quarterly-governance',
    heading: 'Quarterly Report on Corporate Governance',
    documents: true,
  },
  { path: '/investor/shareholding-pattern', heading: 'Shareholding Pattern', documents: true },
  {
    path: '/investor/corporate-announcement',
    heading: 'Corporate Announcement',
    documents: true,
  },
  {
    path: '/investor/reports-certificates',
    heading: 'Reports and Certificates',
    documents: true,
  },
  {
    path: '/investor/newspaper-publication',
    heading: 'Newspaper Publication',
    documents: true,
  },
  {
    path: '/investor/disclosure-regulation',
    heading: 'Disclosure under Regulation 46 of LODR',
    content: 'Details of its business',
  },
  {
    path: '/investor/familiarization-program',
    heading: 'Familiarization Programme for Independent Directors',
    documents: true,
  },
  // Beyond the specification's table: the Board and the unclaimed-dividends pages.
  {
    path: '/investor/board-of-directors',
    heading: 'Board of Directors',
    content: 'Committees of the Board',
  },
  {
    path: '/investor/unclaimed-dividends',
    heading: 'Unclaimed Dividends and IEPF',
    documents: true,
  },
  { path: '/investor/calendar', heading: 'Investor Calendar', content: 'Upcoming events' },
  {
    path: '/no-such-page',
    heading: 'Page Not Found',
    content: 'Back to the homepage',
    missing: true,
  },
];

export const DASHBOARD_PATH = '/dashboard';

/** The desk's sections, each at its own address (src/content/desk-sections.ts). */
export const DESK_SECTIONS = [
  { path: '/dashboard', heading: 'Today' },
  { path: '/dashboard/documents', heading: 'Documents' },
  { path: '/dashboard/company', heading: 'Company facts' },
  { path: '/dashboard/calendar', heading: 'Calendar and deadlines' },
  { path: '/dashboard/shareholders', heading: 'Shareholders' },
  { path: '/dashboard/activity', heading: 'Activity' },
  { path: '/dashboard/security', heading: 'Security' },
] as const;
