/**
 * What the local seed's sample PDFs say, page by page: made-up but realistic text, so
 * that `npm start` shows search inside the documents at once ("dividend", "related party",
 * "auditor" are each found on a page of their own). Every page is a list of paragraphs.
 * Plain ASCII: the PDFs are drawn in a standard PDF font, which has no Devanagari (docs/architecture.md, the seed).
 */
import { company } from '../../src/content/company';

export type SamplePage = string[];

const COMPANY = company.name;

/** The few documents with pages of their own; every other sample file gets `genericPages`. */
const PAGES: Record<string, SamplePage[]> = {
  'sample-annual-report-2023-24.pdf': [
    [
      `${COMPANY}. Annual Report 2023-24. Fortieth year of operations.`,
      'Contents: Directors report, Management discussion and analysis, Report on corporate governance, Independent auditors report, Financial statements, Notice of the Annual General Meeting.',
    ],
    [
      'Directors report. Your Directors present the Annual Report with the audited financial statements for the year ended 31 March 2024.',
      'Dividend. The Board has recommended a final dividend of Rs. 2.50 per equity share of face value Rs. 10 each for the financial year 2023-24, subject to the approval of the members at the Annual General Meeting. The dividend, if approved, will be paid to members whose names appear in the Register of Members on the record date. The Dividend Distribution Policy is available on the website of the Company.',
      'Transfer to reserves. The Board has not proposed to transfer any amount to the general reserve.',
    ],
    [
      'Related party transactions. All contracts and arrangements with related parties during the year were in the ordinary course of business and on an arms length basis. There were no materially significant related party transactions with promoters, directors or key managerial personnel that may have a potential conflict with the interest of the Company at large. Form AOC-2 is not applicable.',
      'The Policy on Related Party Transactions, as approved by the Board, is available on the website of the Company. Omnibus approval of the Audit Committee was obtained for transactions of a repetitive nature.',
    ],
    [
      'Statutory auditors. M/s Sample and Associates, Chartered Accountants, were appointed as statutory auditors at the 37th Annual General Meeting for a term of five consecutive years. The auditors report for the year does not contain any qualification, reservation or adverse remark.',
      'Secretarial auditor. The secretarial audit report for the year is annexed to this report. The Company has complied with the applicable secretarial standards.',
      'Internal auditor. The internal audit function reports to the Chairman of the Audit Committee.',
    ],
    [
      'Corporate social responsibility. The Company spent Rs. 18.40 lakh on healthcare and education projects in Indore and Pithampur during the year.',
      'Employees. The Company had 412 permanent employees on 31 March 2024. Industrial relations remained cordial throughout the year.',
      'For and on behalf of the Board of Directors. Place: Indore. Date: 14 August 2024.',
    ],
  ],
  'sample-rpt-policy.pdf': [
    [
      'Policy on materiality of and dealing with related party transactions, adopted under Regulation 23 of the SEBI Listing Regulations and Section 188 of the Companies Act, 2013, as reviewed and amended by the Board on 20 January 2026 for the SEBI (LODR) (Fifth Amendment) Regulations, 2025.',
      'Objective. This policy sets out how the Company identifies, approves and discloses transactions with related parties. The Board reviews it at least once every three years, and sooner when the Regulations change.',
    ],
    [
      'Material related party transaction. A transaction with a related party is material if, individually or taken together with previous transactions during a financial year, it exceeds the threshold that Schedule XII of the Listing Regulations sets by the annual consolidated turnover of the Company: ten per cent of that turnover where it is up to Rs. 20,000 crore, with the higher slabs and the ceiling of Rs. 5,000 crore the Schedule sets for larger companies.',
      'Approval. Every related party transaction needs the prior approval of the Audit Committee. Material transactions also need the approval of the shareholders by ordinary resolution; related parties shall not vote on it.',
    ],
  ],
  'sample-material-subsidiary-policy.pdf': [
    [
      'Policy for determining material subsidiaries, adopted under Regulation 16(1)(c) of the SEBI Listing Regulations.',
      'Material subsidiary. A subsidiary whose income or net worth exceeds ten per cent of the consolidated income or net worth of the Company and its subsidiaries in the immediately preceding accounting year.',
    ],
    [
      'Obligations. The Company follows Regulation 24 for its material subsidiaries, including the appointment of an independent director of the Company on the board of an unlisted material subsidiary where the Regulation requires it.',
      'The Company has no subsidiary at the date of this policy; the Board adopted it because every listed entity must have one.',
    ],
  ],
  'sample-agm-notice.pdf': [
    [
      'Notice is hereby given that the 39th Annual General Meeting of the members will be held on Monday, 30 September 2024 at 11.00 a.m. through video conferencing.',
      'Ordinary business. 1. To receive, consider and adopt the audited financial statements for the year ended 31 March 2024. 2. To declare a final dividend on equity shares. 3. To appoint a director in place of one who retires by rotation and, being eligible, offers himself for re-appointment.',
    ],
    [
      'E-voting. Members holding shares on the cut-off date, 23 September 2024, may cast their vote by remote e-voting from 27 September 2024 to 29 September 2024. The scrutinizer will submit the report within two working days of the meeting.',
      'Book closure. The Register of Members will remain closed from 24 September 2024 to 30 September 2024 for the purpose of the Annual General Meeting and the final dividend.',
    ],
  ],
  'sample-newspaper-q2.pdf': [
    [
      `Extract of un-audited financial results for the quarter and half year ended 30 September 2024. ${COMPANY}. Registered office: Indore, Madhya Pradesh.`,
      'Total income from operations Rs. 4,212.60 lakh. Net profit for the period after tax Rs. 388.15 lakh. Earnings per share (basic and diluted) Rs. 3.12.',
      'The above is an extract of the detailed format of results filed with the stock exchange. The full format is available on the website of the stock exchange and of the Company.',
    ],
    [
      'Notes. 1. The results were reviewed by the Audit Committee and approved by the Board of Directors at their meetings held on 14 November 2024. 2. The statutory auditors have carried out a limited review of the results. 3. The Company operates in one segment, pharmaceuticals.',
      'For and on behalf of the Board. Place: Indore. Date: 14 November 2024.',
    ],
  ],
  // Its title is in Hindi (Indore's newspapers publish the results in Hindi too); a standard PDF
  // font cannot draw Devanagari, so its pages say in English what the notice is.
  'sample-newspaper-q2-hindi.pdf': [
    [
      'Newspaper publication in Hindi, Dainik Indore edition, 16 November 2024: extract of the un-audited financial results for the quarter and half year ended 30 September 2024.',
      'The notice in English: total income from operations Rs. 4,212.60 lakh; net profit after tax Rs. 388.15 lakh; earnings per share Rs. 3.12.',
    ],
    [
      'The full format of the results is available on the website of the stock exchange and of the Company.',
    ],
  ],
  'sample-board-outcome.pdf': [
    [
      'Outcome of the Board Meeting held on 14 November 2024. The Board of Directors, at its meeting held today, approved the un-audited financial results for the quarter ended 30 September 2024 and took note of the limited review report of the statutory auditors.',
    ],
    [
      'The trading window for dealing in the securities of the Company by designated persons will reopen 48 hours after this announcement.',
      'The meeting commenced at 12.30 p.m. and concluded at 2.15 p.m. This is for your information and records.',
    ],
  ],
};

/** Two pages for any other sample file (its title is drawn above them): words any filing has. */
function genericPages(): SamplePage[] {
  return [
    [
      `${COMPANY}. Sample document for local development.`,
      'This filing is made under the SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015, and is available on the website of the Company and of the stock exchange.',
    ],
    [
      'For any query, shareholders may write to the Company Secretary and Compliance Officer at the registered office in Indore, or to the Registrar and Transfer Agent.',
    ],
  ];
}

/** The pages of a sample file, by its object name in the bucket. */
export function samplePages(name: string): SamplePage[] {
  return PAGES[name.replace(/^.*\//, '')] ?? genericPages();
}
