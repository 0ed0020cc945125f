import { paths } from '@/config/paths';

/** The words of the investors' home page (/investor). */
export const investorHome = {
  title: 'Investors',
  description:
    'Everything the company publishes for its shareholders: reports, notices, policies and filings, the latest disclosures, and where to turn with a grievance.',
  latestHeading: 'Latest disclosures',
  nextEventHeading: 'Next investor event',
  sectionsHeading: 'Investor information',
  searchLabel: 'Search all investor documents',
  moreHeading: 'Board and shareholder services',
  grievanceHeading: 'Investor grievances',
  grievanceIntro:
    'Write to the company first: the compliance officer answers investor queries and complaints. If a complaint is not resolved, SEBI’s portals take it further.',
} as const;

export type ShareholderPageLink = { label: string; to: string; description: string };

/**
 * Pages for shareholders that the Investor menu does not list; the landing page lists them beside
 * the menu's groups, one click from /investor.
 */
export const shareholderPages: ShareholderPageLink[] = [
  {
    label: 'Board of Directors',
    to: paths.investor.boardOfDirectors,
    description: 'Profiles of the directors, their other directorships and the Board’s committees.',
  },
  {
    label: 'Unclaimed Dividends and IEPF',
    to: paths.investor.unclaimedDividends,
    description:
      'Unpaid and unclaimed dividends, shares due for transfer to the IEPF, and how to claim them.',
  },
];
