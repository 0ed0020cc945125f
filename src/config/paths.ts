// With its extension: the dev server's config loads this file in Node itself (scripts/feeds-dev.ts).
import { sitePaths } from './site-paths.ts';

/**
 * Every URL of the site, named once so links are never typed by hand. What every page's shell
 * and the company pages link to is in site-paths.ts (and they import it from there, so that this
 * list can grow without adding to them); the rest is here.
 */
export const paths = {
  ...sitePaths,
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
    ...sitePaths.investor,
    quarterlyResults: '/investor/quarterly-results',
    investorServices: '/investor/investor-services',
    mgt: '/investor/mgt',
    secretarialCompliance: '/investor/secretarial-compliance',
    independentDirector: '/investor/independent-director',
    managementStructure: '/investor/management-structure',
    registerClosure: '/investor/register-closure',
    votingResults: '/investor/voting-results',
    policies: '/investor/policies',
    quarterlyGovernance: '/investor/quarterly-governance',
    shareholdingPattern: '/investor/shareholding-pattern',
    reportsCertificates: '/investor/reports-certificates',
    newspaperPublication: '/investor/newspaper-publication',
    disclosureRegulation: '/investor/disclosure-regulation',
    familiarizationProgram: '/investor/familiarization-program',
    unclaimedDividends: '/investor/unclaimed-dividends',
    calendar: '/investor/calendar',
    /** The investor calendar's subscription feed (.ics), written with the pages (not a route). */
    calendarFeed: '/investor/calendar.ics',
    creditRatings: '/investor/credit-ratings',
  },
} as const;

export { isAtOrUnder, isInvestorPath } from './site-paths.ts';
