import { paths } from '@/config/paths';
import type { DocumentTableName } from '@/lib/document-tables';

/** One document table on a page, with the heading shown above it when the page has several. */
export type InvestorDocumentSection = { table: DocumentTableName; heading?: string };

export type InvestorDocumentPage = {
  path: string;
  title: string;
  /** Between Home and the title; the title itself is always the last crumb. */
  breadcrumbs: { label: string; to?: string }[];
  /** One or two sentences under the title, also the page's search description. */
  description: string;
  sections: InvestorDocumentSection[];
};

/** The middle crumb of every investor page: the investors' home. */
export const investorCrumb = { label: 'Investor', to: paths.investor.home };
const investor = [investorCrumb];

/** Every investor route whose content is document tables (spec section 2's route table). */
export const investorDocumentPages: InvestorDocumentPage[] = [
  {
    path: paths.investor.memorandum,
    title: 'Memorandum and Articles of Association',
    breadcrumbs: investor,
    description:
      'The Memorandum and Articles of Association of the company as they stand today (Regulation 46(2)(aa) of the SEBI LODR Regulations).',
    sections: [{ table: 'memorandum_articles' }],
  },
  {
    path: paths.investor.investorServices,
    title: 'Investor Services Request',
    breadcrumbs: investor,
    description: 'Circulars for shareholders and the forms for service requests.',
    sections: [
      { table: 'investor_services_circulars', heading: 'Circulars' },
      { table: 'investor_services_forms', heading: 'Forms' },
    ],
  },
  {
    path: paths.investor.mgt,
    // Titled for what the law now asks: the annual return itself (Form MGT-7, or MGT-7A for a
    // small company) is what section 92(3) of the Companies Act, 2013 puts on the website since
    // 28 August 2020; the MGT-9 extract was dropped from the rules on 5 March 2021 (Companies
    // (Management and Administration) Amendment Rules, 2021; read in taxguru.in's "Extract of
    // annual return (MGT-9) required to be attached to Board's report?" and Vinod Kothari's note
    // of March 2021). Old extracts stay below it as history; the address stays /investor/mgt.
    title: 'Annual Return (MGT-7)',
    breadcrumbs: investor,
    description:
      'Annual returns in Form MGT-7 (section 92(3), Companies Act, 2013); MGT-9 extracts, no longer required since March 2021, as history.',
    sections: [
      { table: 'mgt_mgt7', heading: 'Annual Returns (Form MGT-7)' },
      { table: 'mgt_mgt9', heading: 'Extracts of Annual Return (Form MGT-9, until 2021)' },
    ],
  },
  {
    path: paths.investor.secretarialCompliance,
    title: 'Secretarial Compliance Report',
    breadcrumbs: investor,
    description:
      'Annual secretarial compliance reports issued by the practising company secretary under Regulation 24A of the SEBI LODR Regulations.',
    sections: [{ table: 'secretarial_compliance' }],
  },
  {
    path: paths.investor.independentDirector,
    title: 'Independent Director',
    breadcrumbs: investor,
    description:
      'Letters of appointment of the independent directors and the terms and conditions of their appointment.',
    sections: [
      { table: 'independent_director', heading: 'Appointment Letters' },
      { table: 'independent_director_tc', heading: 'Terms and Conditions' },
    ],
  },
  {
    path: paths.investor.financialReports,
    title: 'Financial Reports',
    breadcrumbs: investor,
    description:
      'Annual reports, board meeting outcomes, financial results and integrated filings.',
    sections: [
      { table: 'annual_report', heading: 'Annual Reports' },
      { table: 'board_meeting', heading: 'Board Meetings' },
      { table: 'financial_report', heading: 'Financial Reports' },
      { table: 'integrated_filing_financial', heading: 'Integrated Filing (Financial)' },
    ],
  },
  {
    path: paths.investor.contact,
    title: 'Investor Contact',
    breadcrumbs: investor,
    description:
      'Whom shareholders can contact for their queries and grievances: the e-mail for grievances, the compliance officer and other officers, and the registrar and share transfer agent.',
    sections: [{ table: 'investor_contact' }],
  },
  {
    path: paths.investor.managementStructure,
    title: 'Management and Committee Structure',
    breadcrumbs: investor,
    description:
      'The composition of the Board of Directors and of its committees, and the key managerial personnel of the company.',
    sections: [{ table: 'management_structure' }],
  },
  {
    path: paths.investor.registerClosure,
    title: 'Notice of Closure of Register of Members',
    breadcrumbs: investor,
    description:
      'Notices of the dates on which the register of members and share transfer books are closed.',
    sections: [{ table: 'register_closure' }],
  },
  {
    path: paths.investor.generalMeeting,
    title: 'Notice of General Meeting',
    breadcrumbs: investor,
    description:
      'Notices of annual and extraordinary general meetings of the shareholders, with their explanatory statements.',
    sections: [{ table: 'general_meeting' }],
  },
  {
    path: paths.investor.votingResults,
    title: 'Outcome of Voting Results',
    breadcrumbs: investor,
    description:
      'Voting results of general meetings and postal ballots, with the reports of the scrutinizer.',
    sections: [{ table: 'voting_results' }],
  },
  {
    path: paths.investor.policies,
    title: 'Policies',
    breadcrumbs: investor,
    description:
      'The policies and codes adopted by the Board under the Companies Act, 2013 and the SEBI LODR Regulations.',
    sections: [{ table: 'policies' }],
  },
  {
    path: paths.investor.quarterlyGovernance,
    // Since the quarter ended 31 December 2024 the report under Regulation 27(2)(a) is filed in
    // the Integrated Filing (Governance), within 30 days of the quarter (SEBI circular
    // SEBI/HO/CFD/CFD-PoD-2/CIR/P/2024/185 of 31 December 2024; read in BSE notice 20250102-4).
    title: 'Quarterly Report on Corporate Governance',
    breadcrumbs: investor,
    description:
      'Quarterly reports on corporate governance under Regulation 27(2), in the Integrated Filing (Governance) since December 2024.',
    sections: [
      { table: 'integrated_filing_governance', heading: 'Integrated Filing (Governance)' },
      { table: 'quarterly_report', heading: 'Quarterly Reports on Corporate Governance' },
    ],
  },
  {
    path: paths.investor.shareholdingPattern,
    title: 'Shareholding Pattern',
    breadcrumbs: investor,
    description:
      'The shareholding pattern of the company, filed with the stock exchange every quarter under Regulation 31.',
    sections: [{ table: 'shareholding_pattern' }],
  },
  {
    path: paths.investor.corporateAnnouncement,
    title: 'Corporate Announcement',
    breadcrumbs: investor,
    description:
      'Announcements made to the stock exchange: outcomes of board meetings, intimations and other disclosures.',
    sections: [{ table: 'corporate_announcement' }],
  },
  {
    path: paths.investor.reportsCertificates,
    title: 'Reports and Certificates',
    breadcrumbs: investor,
    description:
      'Audit reports and compliance certificates, such as the reconciliation of share capital audit and Regulation 74(5) certificates.',
    sections: [{ table: 'reports_certificates' }],
  },
  {
    path: paths.investor.newspaperPublication,
    title: 'Newspaper Publication',
    breadcrumbs: investor,
    description:
      'Copies of notices and financial results published in newspapers, as the SEBI LODR Regulations require.',
    sections: [{ table: 'newspaper_publication' }],
  },
  {
    path: paths.investor.familiarizationProgram,
    title: 'Familiarization Programme for Independent Directors',
    breadcrumbs: investor,
    description:
      'Details of the programmes that familiarise independent directors with the company, its business and their roles.',
    sections: [{ table: 'familiarization_program' }],
  },
  // Its own page file (as the Investor Contact's adds the officers) adds the Nodal Officer and the way to claim above the two tables.
  {
    path: paths.investor.unclaimedDividends,
    title: 'Unclaimed Dividends and IEPF',
    breadcrumbs: investor,
    description:
      'Dividends that shareholders have not claimed, shares due for transfer to the Investor Education and Protection Fund, and how to claim them.',
    sections: [
      {
        table: 'unpaid_dividend_statements',
        heading: 'Statements of Unpaid and Unclaimed Dividends',
      },
      { table: 'iepf_transfer_notices', heading: 'Notices of Shares Due for Transfer to IEPF' },
    ],
  },
];

/** The investor page at a path that is known to be one; a unit test holds the list to that. */
export function documentPageFor(path: string): InvestorDocumentPage {
  const page = investorDocumentPages.find((p) => p.path === path);
  if (!page) throw new Error(`No investor document page at ${path}`);
  return page;
}

/** The page that shows a table's documents: where a search result or a latest disclosure leads. */
export function documentPageOf(table: DocumentTableName): InvestorDocumentPage {
  const page = investorDocumentPages.find((p) => p.sections.some((s) => s.table === table));
  // Every table is on a page; a unit test holds the list to that.
  if (!page) throw new Error(`No investor page shows ${table}`);
  return page;
}

/** The document tables shown at a path; none for a page that is not made of document tables. */
export function documentTablesAt(path: string): DocumentTableName[] {
  return investorDocumentPages.find((p) => p.path === path)?.sections.map((s) => s.table) ?? [];
}
