import { paths } from '@/config/paths';
import type { DocumentTableName } from '@/lib/document-tables';

/** One document table on a page, with the heading shown above it when the page has several. */
export type InvestorDocumentSection = { table: DocumentTableName; heading?: string };

export type InvestorDocumentPage = {
  path: string;
  title: string;
  /** Between Home and the title; the title itself is always the last crumb. */
  breadcrumbs: { label: string; to?: string }[];
  description?: string;
  sections: InvestorDocumentSection[];
};

// There is no /investor landing page, so the middle crumb is a label, not a link.
const investor = [{ label: 'Investor' }];

/** Every investor route whose content is document tables (spec section 2's route table). */
export const investorDocumentPages: InvestorDocumentPage[] = [
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
    title: 'MGT-9 / MGT-7',
    breadcrumbs: investor,
    description: 'Annual returns in Form MGT-7 and extracts of the annual return in Form MGT-9.',
    sections: [
      { table: 'mgt_mgt7', heading: 'MGT-7 Annual Returns' },
      { table: 'mgt_mgt9', heading: 'MGT-9 Extracts of Annual Return' },
    ],
  },
  {
    path: paths.investor.secretarialCompliance,
    title: 'Secretarial Compliance Report',
    breadcrumbs: investor,
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
    sections: [{ table: 'investor_contact' }],
  },
  {
    path: paths.investor.managementStructure,
    title: 'Management and Committee Structure',
    breadcrumbs: investor,
    sections: [{ table: 'management_structure' }],
  },
  {
    path: paths.investor.registerClosure,
    title: 'Notice of Closure of Register of Members',
    breadcrumbs: investor,
    sections: [{ table: 'register_closure' }],
  },
  {
    path: paths.investor.generalMeeting,
    title: 'Notice of General Meeting',
    breadcrumbs: investor,
    sections: [{ table: 'general_meeting' }],
  },
  {
    path: paths.investor.votingResults,
    title: 'Outcome of Voting Results',
    breadcrumbs: investor,
    sections: [{ table: 'voting_results' }],
  },
  {
    path: paths.investor.policies,
    title: 'Policies',
    breadcrumbs: investor,
    sections: [{ table: 'policies' }],
  },
  {
    path: paths.investor.quarterlyGovernance,
    title: 'Quarterly Report on Corporate Governance',
    breadcrumbs: investor,
    sections: [{ table: 'quarterly_report' }],
  },
  {
    path: paths.investor.shareholdingPattern,
    title: 'Shareholding Pattern',
    breadcrumbs: investor,
    sections: [{ table: 'shareholding_pattern' }],
  },
  {
    path: paths.investor.corporateAnnouncement,
    title: 'Corporate Announcement',
    breadcrumbs: investor,
    sections: [{ table: 'corporate_announcement' }],
  },
  {
    path: paths.investor.reportsCertificates,
    title: 'Reports and Certificates',
    breadcrumbs: investor,
    sections: [{ table: 'reports_certificates' }],
  },
  {
    path: paths.investor.newspaperPublication,
    title: 'Newspaper Publication',
    breadcrumbs: investor,
    sections: [{ table: 'newspaper_publication' }],
  },
  {
    path: paths.investor.familiarizationProgram,
    title: 'Familiarization Programme for Independent Directors',
    breadcrumbs: investor,
    sections: [{ table: 'familiarization_program' }],
  },
];
