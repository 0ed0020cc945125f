import { paths } from '@/config/paths';

export type Applicability = 'Yes' | 'NA' | '';

/** Where a disclosure is published: one of our pages, or nowhere when it does not apply. */
export type DisclosureLocation = { label: string; to: string; external?: boolean };

export type DisclosureRow = {
  /** The clause of Regulation 46(2) that the row answers, for example "(l)(ii)". */
  clause: string;
  information: string;
  applicability: Applicability;
  location?: DisclosureLocation;
};

const at = (label: string, to: string): DisclosureLocation => ({ label, to });

const about = at('About Us', paths.about);
const policies = at('Policies', paths.investor.policies);
const investorContact = at('Investor Contact', paths.investor.contact);
const financialReports = at('Financial Reports', paths.investor.financialReports);

export const regulation46Intro =
  'Information that a listed entity must publish on its website under Regulation 46(2) of the SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015, and where to find it on this site.';

/** The 29 items of Regulation 46(2), clause (l) counted as its three sub-items. */
export const regulation46Rows: DisclosureRow[] = [
  { clause: '(a)', information: 'Details of its business', applicability: 'Yes', location: about },
  {
    clause: '(b)',
    information: 'Terms and conditions of appointment of independent directors',
    applicability: 'Yes',
    location: at('Independent Director', paths.investor.independentDirector),
  },
  {
    clause: '(c)',
    information: 'Composition of various committees of the board of directors',
    applicability: 'Yes',
    location: at('Management and Committee Structure', paths.investor.managementStructure),
  },
  {
    clause: '(d)',
    information: 'Code of conduct of the board of directors and senior management personnel',
    applicability: 'Yes',
    location: policies,
  },
  {
    clause: '(e)',
    information: 'Details of establishment of vigil mechanism / whistle blower policy',
    applicability: 'Yes',
    location: policies,
  },
  {
    clause: '(f)',
    information:
      'Criteria of making payments to non-executive directors, if not disclosed in the annual report',
    applicability: 'Yes',
    location: policies,
  },
  {
    clause: '(g)',
    information: 'Policy on dealing with related party transactions',
    applicability: 'Yes',
    location: policies,
  },
  {
    clause: '(h)',
    information: "Policy for determining 'material' subsidiaries",
    applicability: 'NA',
  },
  {
    clause: '(i)',
    information: 'Details of familiarisation programmes imparted to independent directors',
    applicability: 'Yes',
    location: at('Familiarisation Programme', paths.investor.familiarizationProgram),
  },
  {
    clause: '(j)',
    information: 'Email address for grievance redressal and other relevant details',
    applicability: 'Yes',
    location: investorContact,
  },
  {
    clause: '(k)',
    information:
      'Contact information of the designated officials responsible for assisting and handling investor grievances',
    applicability: 'Yes',
    location: investorContact,
  },
  {
    clause: '(l)(i)',
    information: 'Notice of the board meeting at which financial results will be discussed',
    applicability: 'Yes',
    location: financialReports,
  },
  {
    clause: '(l)(ii)',
    information: 'Financial results, on conclusion of the board meeting that approved them',
    applicability: 'Yes',
    location: at('Quarterly Results', paths.investor.quarterlyResults),
  },
  {
    clause: '(l)(iii)',
    information:
      'Complete copy of the annual report, including balance sheet, profit and loss account, directors’ report and corporate governance report',
    applicability: 'Yes',
    location: financialReports,
  },
  {
    clause: '(m)',
    information: 'Shareholding pattern',
    applicability: 'Yes',
    location: at('Shareholding Pattern', paths.investor.shareholdingPattern),
  },
  {
    clause: '(n)',
    information: 'Details of agreements entered into with media companies and/or their associates',
    applicability: 'NA',
  },
  {
    clause: '(o)',
    information:
      'Schedule of analyst or institutional investor meets and presentations made to analysts or institutional investors',
    applicability: 'NA',
  },
  {
    clause: '(oa)',
    information: 'Audio or video recordings and transcripts of post-earnings or quarterly calls',
    applicability: 'NA',
  },
  {
    clause: '(p)',
    information:
      'New name and old name of the listed entity for one year from the date of the last name change',
    applicability: 'NA',
  },
  {
    clause: '(q)',
    information: 'Items in sub-regulation (1) of Regulation 47 (newspaper publications)',
    applicability: 'Yes',
    location: at('Newspaper Publication', paths.investor.newspaperPublication),
  },
  {
    clause: '(r)',
    information: 'All credit ratings obtained for all outstanding instruments, updated on revision',
    applicability: 'NA',
  },
  {
    clause: '(s)',
    information: 'Separate audited financial statements of each subsidiary',
    applicability: 'NA',
  },
  {
    clause: '(t)',
    information: 'Secretarial compliance report under Regulation 24A(2)',
    applicability: 'Yes',
    location: at('Secretarial Compliance Report', paths.investor.secretarialCompliance),
  },
  {
    clause: '(u)',
    information: 'Policy for determination of materiality of events or information',
    applicability: 'Yes',
    location: policies,
  },
  {
    clause: '(v)',
    information:
      'Contact details of key managerial personnel authorised to determine materiality of events',
    applicability: 'Yes',
    location: investorContact,
  },
  {
    clause: '(w)',
    information: 'Disclosures under Regulation 30(8) (all disclosures made to stock exchanges)',
    applicability: 'Yes',
    location: at('Corporate Announcement', paths.investor.corporateAnnouncement),
  },
  {
    clause: '(x)',
    information: 'Statements of deviation or variation under Regulation 32',
    applicability: '',
  },
  {
    clause: '(y)',
    information: 'Dividend distribution policy under Regulation 43A(1)',
    applicability: 'NA',
  },
  {
    clause: '(z)',
    information: 'Annual return under section 92 of the Companies Act, 2013',
    applicability: 'Yes',
    location: at('MGT-9/MGT-7', paths.investor.mgt),
  },
];
