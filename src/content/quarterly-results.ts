import { paths } from '@/config/paths';

/** One published quarterly result. The reports themselves are published on the financial reports page. */
export type QuarterlyResult = {
  id: string;
  quarter: string;
  period: string;
  /** ISO date, so it can be shown in a <time> element. */
  releaseDate: string;
  reportLink: string;
};

// Placeholder links: the spec shows 'View Report' without a target, so they lead to the page
// where the company publishes its financial results.
export const quarterlyResults: QuarterlyResult[] = [
  {
    id: 'q4-2023',
    quarter: 'Q4 2023',
    period: 'Quarter ended 31 March 2023',
    releaseDate: '2023-05-30',
    reportLink: paths.investor.financialReports,
  },
  {
    id: 'q3-2023',
    quarter: 'Q3 2023',
    period: 'Quarter ended 31 December 2022',
    releaseDate: '2023-02-14',
    reportLink: paths.investor.financialReports,
  },
];

export const quarterlyResultsIntro =
  'Unaudited financial results as approved by the Board of Directors and filed with the stock exchange. Earlier results and annual reports are on the financial reports page.';
