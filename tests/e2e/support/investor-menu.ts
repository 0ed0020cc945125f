import { escapeRegExp } from './text';

/**
 * The Investor menu: the specification's 19 entries in its order (section 2), then the site's
 * own investor pages, split into submenus of entries 1 to 8, 9 to 16 and 17 onwards (section 9).
 */
export type InvestorEntry = { label: string; path?: string; externalFile?: string };

export const INVESTOR_ENTRIES: readonly InvestorEntry[] = [
  // A document page of its own, so the company secretary replaces the file from the desk.
  { label: 'Memorandum and Articles of Association', path: '/investor/memorandum-and-articles' },
  { label: 'Investor Services Request', path: '/investor/investor-services' },
  { label: 'Annual Return (MGT-7)', path: '/investor/mgt' },
  { label: 'Secretarial Compliance report', path: '/investor/secretarial-compliance' },
  { label: 'Independent Director', path: '/investor/independent-director' },
  { label: 'Financial Report/Annual Report/Board Meeting', path: '/investor/financial-reports' },
  { label: 'Investor Contact', path: '/investor/contact' },
  { label: 'Management and Committee Structure', path: '/investor/management-structure' },
  { label: 'Notice of Closure of Register of Members', path: '/investor/register-closure' },
  { label: 'Notice of General meeting', path: '/investor/general-meeting' },
  { label: 'Outcome of Voting Results', path: '/investor/voting-results' },
  { label: 'Policies', path: '/investor/policies' },
  { label: 'Quarterly Report on Corporate Governance', path: '/investor/quarterly-governance' },
  { label: 'Shareholding Pattern', path: '/investor/shareholding-pattern' },
  { label: 'Corporate Announcement', path: '/investor/corporate-announcement' },
  { label: 'Reports and Certificates', path: '/investor/reports-certificates' },
  { label: 'Newspaper Publication', path: '/investor/newspaper-publication' },
  { label: 'Dispute Resolution Mechanism', externalFile: 'dispute-resolution-mechanism.pdf' },
  { label: 'Disclosure under Regulation 46 of LODR', path: '/investor/disclosure-regulation' },
  // The site's own investor pages, after the specification's 19 (entries 17 onwards).
  { label: 'Quarterly Results', path: '/investor/quarterly-results' },
  { label: 'Credit Ratings', path: '/investor/credit-ratings' },
  { label: 'Investor Calendar', path: '/investor/calendar' },
  {
    label: 'Familiarization Programme for Independent Directors',
    path: '/investor/familiarization-program',
  },
  { label: 'E-mail Alerts', path: '/investor/alerts' },
];

export const INVESTOR_GROUPS = [
  { title: 'Regulatory Disclosures', entries: INVESTOR_ENTRIES.slice(0, 8) },
  { title: 'Reports & Financial Information', entries: INVESTOR_ENTRIES.slice(8, 16) },
  { title: 'Additional Resources', entries: INVESTOR_ENTRIES.slice(16) },
] as const;

/** Matches a link's text: the label, then for a new-tab link the hint screen readers hear. */
export function entryText(entry: InvestorEntry): RegExp {
  const label = escapeRegExp(entry.label);
  return entry.externalFile
    ? new RegExp(`^${label}\\s*\\(opens in a new tab\\)$`)
    : new RegExp(`^${label}$`);
}
