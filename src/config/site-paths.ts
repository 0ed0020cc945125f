/**
 * The addresses that every page's shell and the company's own pages link to: the header and
 * footer, the company pages, the way into the investors' section and the desk. Apart from the
 * whole list (paths.ts, which names every investor page and desk section and is built from
 * this), so that a new investor page, document table or desk section adds nothing to Home or a
 * company page: only what they link to is here (tests/integration/bundle-budget.test.ts fails a
 * shell or company page that loads paths.ts). Code that only investor pages or the desk load
 * names its addresses from paths.ts, as before.
 */
export const sitePaths = {
  home: '/',
  about: '/about',
  product: '/product',
  productCategory: (slug: string) => `/products/${slug}`,
  productCategoryPattern: '/products/:categorySlug',
  license: '/license',
  contact: '/contact',
  services: '/services',
  dashboard: '/dashboard',
  investor: {
    home: '/investor',
    search: '/investor/search',
    /** The search page for a query, e.g. /investor/search?q=annual%20report. */
    searchFor: (query: string) =>
      query
        ? `/investor/search?${new URLSearchParams({ q: query }).toString()}`
        : '/investor/search',
    /** The Atom feed of the latest disclosures, written with the pages (not a route). */
    disclosuresFeed: '/investor/disclosures.atom',
    // Linked from the footer (every page) and from the About and Contact pages.
    memorandum: '/investor/memorandum-and-articles',
    financialReports: '/investor/financial-reports',
    generalMeeting: '/investor/general-meeting',
    corporateAnnouncement: '/investor/corporate-announcement',
    boardOfDirectors: '/investor/board-of-directors',
    contact: '/investor/contact',
    /**
     * E-mail alerts, linked from the home page: the form; with #confirm=<token> or
     * #unsubscribe=<token> (the e-mails' links) the same page confirms or unsubscribes. One
     * address, so one route for every link.
     */
    alerts: '/investor/alerts',
  },
} as const;

/** Whether `path` is `root` or an address under it (/dashboard/documents under /dashboard). */
export const isAtOrUnder = (path: string, root: string): boolean =>
  path === root || path.startsWith(`${root}/`);

/** Whether `pathname` is in the investor section (its home or any page under it). */
export const isInvestorPath = (pathname: string) => isAtOrUnder(pathname, sitePaths.investor.home);
