/** Every URL of the site, named once so links are never typed by hand. */
export const paths = {
  home: '/',
  about: '/about',
  product: '/product',
  productCategory: (slug: string) => `/products/${slug}`,
  productCategoryPattern: '/products/:categorySlug',
  license: '/license',
  contact: '/contact',
  services: '/services',
  dashboard: '/dashboard',
  /**
   * The administrator's desk: one address per section, so a section survives a reload and the
   * Back button. Every address under `dashboard` is private (never prerendered, never listed).
   */
  desk: {
    today: '/dashboard',
    documents: '/dashboard/documents',
    company: '/dashboard/company',
    calendar: '/dashboard/calendar',
    shareholders: '/dashboard/shareholders',
    activity: '/dashboard/activity',
    security: '/dashboard/security',
  },
  investor: {
    home: '/investor',
    search: '/investor/search',
    /** The search page for a query, e.g. /investor/search?q=annual%20report. */
    searchFor: (query: string) =>
      query
        ? `/investor/search?${new URLSearchParams({ q: query }).toString()}`
        : '/investor/search',
    quarterlyResults: '/investor/quarterly-results',
    investorServices: '/investor/investor-services',
    mgt: '/investor/mgt',
    secretarialCompliance: '/investor/secretarial-compliance',
    independentDirector: '/investor/independent-director',
    financialReports: '/investor/financial-reports',
    contact: '/investor/contact',
    managementStructure: '/investor/management-structure',
    registerClosure: '/investor/register-closure',
    generalMeeting: '/investor/general-meeting',
    votingResults: '/investor/voting-results',
    policies: '/investor/policies',
    quarterlyGovernance: '/investor/quarterly-governance',
    shareholdingPattern: '/investor/shareholding-pattern',
    corporateAnnouncement: '/investor/corporate-announcement',
    reportsCertificates: '/investor/reports-certificates',
    newspaperPublication: '/investor/newspaper-publication',
    disclosureRegulation: '/investor/disclosure-regulation',
    familiarizationProgram: '/investor/familiarization-program',
    boardOfDirectors: '/investor/board-of-directors',
    unclaimedDividends: '/investor/unclaimed-dividends',
    calendar: '/investor/calendar',
    /** The Atom feed of the latest disclosures, written with the pages (not a route). */
    disclosuresFeed: '/investor/disclosures.atom',
    /** The investor calendar's subscription feed (.ics), written with the pages (not a route). */
    calendarFeed: '/investor/calendar.ics',
    memorandum: '/investor/memorandum-and-articles',
    /**
     * E-mail alerts: the form; with #confirm=<token> or #unsubscribe=<token> (the e-mails' links)
     * the same page confirms or unsubscribes. One address, so one route in every page's shell.
     */
    alerts: '/investor/alerts',
    creditRatings: '/investor/credit-ratings',
  },
} as const;

/** Whether `path` is `root` or an address under it (/dashboard/documents under /dashboard). */
export const isAtOrUnder = (path: string, root: string): boolean =>
  path === root || path.startsWith(`${root}/`);

/** Whether `pathname` is in the investor section (its home or any page under it). */
export const isInvestorPath = (pathname: string) => isAtOrUnder(pathname, paths.investor.home);
