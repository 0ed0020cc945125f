import { paths } from '@/config/paths';
import { storedPdfUrl } from './stored-files';

/** One entry of the Investor menu: an internal route, or an external file opened in a new tab. */
export type InvestorLink = { label: string; to: string; external?: boolean };

export type InvestorGroup = { id: string; title: string; links: InvestorLink[] };

export const disputeResolutionPdfUrl = storedPdfUrl('dispute-resolution-mechanism.pdf');

/**
 * The ordered list of the spec (section 2); the menu groups below are slices of it. The
 * Memorandum and Articles is a page (its document table), not a fixed file: the administrator
 * replaces the file there and the link never changes.
 */
export const investorLinks: InvestorLink[] = [
  { label: 'Memorandum and Articles of Association', to: paths.investor.memorandum },
  { label: 'Investor Services Request', to: paths.investor.investorServices },
  { label: 'Annual Return (MGT-7)', to: paths.investor.mgt },
  { label: 'Secretarial Compliance report', to: paths.investor.secretarialCompliance },
  { label: 'Independent Director', to: paths.investor.independentDirector },
  { label: 'Financial Report/Annual Report/Board Meeting', to: paths.investor.financialReports },
  { label: 'Investor Contact', to: paths.investor.contact },
  { label: 'Management and Committee Structure', to: paths.investor.managementStructure },
  { label: 'Notice of Closure of Register of Members', to: paths.investor.registerClosure },
  { label: 'Notice of General meeting', to: paths.investor.generalMeeting },
  { label: 'Outcome of Voting Results', to: paths.investor.votingResults },
  { label: 'Policies', to: paths.investor.policies },
  { label: 'Quarterly Report on Corporate Governance', to: paths.investor.quarterlyGovernance },
  { label: 'Shareholding Pattern', to: paths.investor.shareholdingPattern },
  { label: 'Corporate Announcement', to: paths.investor.corporateAnnouncement },
  { label: 'Reports and Certificates', to: paths.investor.reportsCertificates },
  { label: 'Newspaper Publication', to: paths.investor.newspaperPublication },
  { label: 'Dispute Resolution Mechanism', to: disputeResolutionPdfUrl, external: true },
  { label: 'Disclosure under Regulation 46 of LODR', to: paths.investor.disclosureRegulation },
];

/**
 * The site's investor pages that the specification's list lacks (results, ratings and the
 * calendar from the data; the familiarisation programme, reached before only from the
 * Regulation 46 table; the e-mail alerts), after its 19 entries, so the menu's split still
 * holds: they fall in "entries 17 onwards". Every public page must be in a menu, the footer or
 * one click from /investor (tests/unit/content/every-page-reachable.test.ts).
 */
export const siteInvestorLinks: InvestorLink[] = [
  { label: 'Quarterly Results', to: paths.investor.quarterlyResults },
  { label: 'Credit Ratings', to: paths.investor.creditRatings },
  { label: 'Investor Calendar', to: paths.investor.calendar },
  {
    label: 'Familiarization Programme for Independent Directors',
    to: paths.investor.familiarizationProgram,
  },
  { label: 'E-mail Alerts', to: paths.investor.alerts },
];

export const INVESTOR_MENU_TITLE = 'Investor Resources';

const menuEntries = [...investorLinks, ...siteInvestorLinks];

// Spec section 9: entries 1 to 8, 9 to 16, and 17 onwards.
export const investorGroups: InvestorGroup[] = [
  { id: 'regulatory', title: 'Regulatory Disclosures', links: menuEntries.slice(0, 8) },
  {
    id: 'reports',
    title: 'Reports & Financial Information',
    links: menuEntries.slice(8, 16),
  },
  { id: 'additional', title: 'Additional Resources', links: menuEntries.slice(16) },
];
