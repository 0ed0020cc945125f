import { paths } from '@/config/paths';

export type Applicability = 'Yes' | 'NA' | '';

/** Where a disclosure is published: one of our pages, or a stored file (external). */
export type DisclosureLocation = { label: string; to: string; external?: boolean };

export type DisclosureRow = {
  /** The clause of Regulation 46(2) that the row answers, for example "(l)(ii)". */
  clause: string;
  information: string;
  /** The deadline the clause sets for publishing, where it sets one. */
  timeline?: string;
  applicability: Applicability;
  location?: DisclosureLocation;
  /** Why it does not apply, where the company's answer says so. */
  reason?: string;
};

const at = (label: string, to: string): DisclosureLocation => ({ label, to });

const about = at('About Us', paths.about);
const policies = at('Policies', paths.investor.policies);
const investorContact = at('Investor Contact', paths.investor.contact);
const financialReports = at('Financial Reports', paths.investor.financialReports);
const governanceFilings = at(
  'Quarterly Report on Corporate Governance',
  paths.investor.quarterlyGovernance,
);
const announcements = at('Corporate Announcement', paths.investor.corporateAnnouncement);
const board = at('Board of Directors', paths.investor.boardOfDirectors);
const committees = at('Board committees', `${paths.investor.boardOfDirectors}#committees`);

export const regulation46Intro =
  'Information that a listed entity must publish on its website under Regulation 46(2) of the SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015, and where to find it on this site.';

/**
 * The one line that says which text of the regulation the table follows. Update it, and the
 * rows, when SEBI amends Regulation 46 again.
 */
export const regulation46TextDate =
  'This table follows Regulation 46(2) as amended by the SEBI (LODR) (Third Amendment) Regulations, 2024, notified on 12 December 2024.';

/**
 * Checked on 24 November 2026 against published consolidations of the regulation's text (not
 * SEBI's own PDF, which could not be reached from here): clause (aa) "Memorandum of Association
 * and Articles of Association", (ab) "Brief profile of board of directors including directorship
 * and full-time positions in body corporates", (o) with its Explanation that a "meet" is a group
 * meeting or group conference call, physical or digital, and (oa)(i)-(ii) with the timelines
 * below. Checked again on 25 November 2026: (i)'s list of details (the number of programmes and
 * of hours, for the year and cumulatively) in taxmanagementindia.com's text of Regulation 46;
 * (w) against Regulation 30(8) (five years, then the archival policy) as listed companies' archival
 * policies quote it; (z) against the Companies Act as amended (below). (za) could not be found in
 * any text reachable from here: it is taken from the Regulation 46 tables that listed companies
 * publish, and should be checked against SEBI's consolidated text.
 *
 * Every item of Regulation 46(2) as it stands after the Third Amendment of 12 December 2024,
 * which inserted clauses (aa) and (ab). The analyst-meet clauses' timelines are older: (o)'s two
 * working days' notice of a meet came with the Second Amendment of 14 June 2023 (Schedule III
 * Part A para A.15), and (oa)'s timelines for recordings and transcripts with the Second
 * Amendment of 5 May 2021. Each timeline is its own row so that each can be shown as met. Clause
 * (l) is counted as its three sub-items.
 */
export const regulation46Rows: DisclosureRow[] = [
  { clause: '(a)', information: 'Details of its business', applicability: 'Yes', location: about },
  {
    clause: '(aa)',
    information: 'Memorandum of Association and Articles of Association',
    applicability: 'Yes',
    location: at('Memorandum and Articles', paths.investor.memorandum),
  },
  {
    clause: '(ab)',
    information:
      'Brief profile of the board of directors, including their directorships and full-time positions in body corporates',
    applicability: 'Yes',
    location: board,
  },
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
    location: committees,
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
    // Regulation 16(1)(c) asks every listed entity to formulate it, subsidiaries or not.
    applicability: 'Yes',
    location: policies,
  },
  {
    clause: '(i)',
    information:
      'Details of familiarisation programmes imparted to independent directors, including the number of programmes they attended and the hours they spent in them, during the year and cumulatively to date',
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
    // Regulation 29(2) as amended in 2024: one period of two working days for every proposal,
    // results included (before, five days for results). As first recorded from Mehta & Mehta's
    // note on the amendments effective 18 May 2024 (not reachable again); legalmantra.net's
    // quarterly checklist of 10 Oct 2024 dates a results meeting's notice two working days ahead.
    // The NSE SME calendar reachable here still says five clear days: verify (docs/compliance.md).
    timeline:
      'At least two working days before the meeting, not counting the day of the notice or of the meeting (Regulation 29(2))',
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
  // The analyst-meet items: the company files each with the stock exchange as an announcement
  // and publishes it in the same table at the same time.
  {
    clause: '(o) schedule',
    information: 'Schedule of analyst or institutional investor meets',
    timeline: 'At least two working days before the meet',
    applicability: 'Yes',
    location: announcements,
  },
  {
    clause: '(o) presentations',
    information:
      'Presentations prepared for analyst or institutional investor meets, post-earnings or quarterly calls',
    timeline: 'Before the meet or call begins, simultaneously with the stock exchange',
    applicability: 'Yes',
    location: announcements,
  },
  {
    clause: '(oa)(i)',
    // Sub-clause (i) of (oa) covers the call's presentation too, not only its recordings: "the
    // presentation and the audio/video recordings shall be promptly made available on the
    // website and in any case, before the next trading day or within twenty-four hours from the
    // conclusion of such calls, whichever is earlier" (Reg 46(2)(oa)(i), checked 24 Nov 2026).
    information: 'Presentations and audio or video recordings of post-earnings or quarterly calls',
    timeline: 'Before the next trading day or within 24 hours of the call, whichever is earlier',
    applicability: 'Yes',
    location: announcements,
  },
  {
    clause: '(oa)(ii)',
    information: 'Transcripts of post-earnings or quarterly calls',
    timeline: 'Within five working days of the call',
    applicability: 'Yes',
    location: announcements,
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
    // The page lists the ratings the company secretary enters, and says so when there are none;
    // whether the company has rated instruments is the company's to confirm here.
    applicability: 'Yes',
    location: at('Credit Ratings', paths.investor.creditRatings),
  },
  {
    clause: '(s)',
    information:
      'Separate audited financial statements of each subsidiary for each financial year, at least 21 days before the annual general meeting',
    // Where the company has subsidiaries: its answer on the desk decides (disclosure-answers.ts).
    applicability: '',
    location: financialReports,
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
    information:
      'Events and information disclosed to the stock exchanges under Regulation 30, kept on the website for at least five years and then as the archival policy (under Policies) provides (Regulation 30(8))',
    applicability: 'Yes',
    location: announcements,
  },
  {
    // Since the quarter ended 31 December 2024 some Regulation 30 disclosures (fines below the
    // thresholds, updates on tax litigation, small acquisitions) are made once a quarter in the
    // Integrated Filing (Governance) (SEBI circular SEBI/HO/CFD/CFD-PoD-2/CIR/P/2024/185 of 31
    // December 2024, as Mehta & Mehta's summary of it lists them).
    clause: '(w) quarterly',
    information:
      'Regulation 30 disclosures made once a quarter in the Integrated Filing (Governance), with the statement on investor grievances and the report on corporate governance',
    timeline: 'Within 30 days of the end of each quarter',
    applicability: 'Yes',
    location: governanceFilings,
  },
  {
    // Regulation 32(1)'s statement is filed in the Integrated Filing (Financial) since the quarter
    // ended 31 December 2024 (BSE notice 20250102-4), a nil statement when no issue's proceeds
    // remain to be used.
    clause: '(x)',
    information:
      'Statements of deviation or variation under Regulation 32, filed in the Integrated Filing (Financial)',
    applicability: 'Yes',
    location: financialReports,
  },
  {
    // Regulation 43A(1) binds the top 1,000 listed entities by market capitalisation; the desk
    // asks whether the company is one. Blank here: the page shows the company's answer (Yes with
    // Policies, or not applicable with the reason: src/lib/disclosure-answers.ts), and Regulation
    // 46 readiness the dividend distribution policy rule (src/lib/compliance/website-documents.ts).
    clause: '(y)',
    information:
      'Dividend distribution policy under Regulation 43A(1) (the top 1,000 listed entities by market capitalisation)',
    applicability: '',
    location: policies,
  },
  {
    // Section 92(3) as substituted from 28 August 2020: a copy of the annual return itself (Form
    // MGT-7, or MGT-7A) on the website; the MGT-9 extract was dropped from the rules on 5 March
    // 2021 (taxguru.in; Vinod Kothari, March 2021). The location keeps the menu's label.
    clause: '(z)',
    information:
      'Annual return under section 92(3) of the Companies Act, 2013 (Form MGT-7; the MGT-9 extract is no longer required since 5 March 2021)',
    applicability: 'Yes',
    location: at('Annual Return (MGT-7)', paths.investor.mgt),
  },
  {
    // Not found in any text reachable from here (see above): as listed companies' Regulation 46
    // tables give it. Not applicable while the company has no employee benefit scheme; when it
    // adopts one, 'Yes' with the page that holds the scheme's documents.
    clause: '(za)',
    information:
      'Employee benefit scheme documents that the SEBI (Share Based Employee Benefits and Sweat Equity) Regulations, 2021 require on the website, except commercial secrets',
    applicability: 'NA',
  },
];
