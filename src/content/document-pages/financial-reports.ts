import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

export const page: InvestorDocumentPage = {
  path: paths.investor.financialReports,
  title: 'Financial Reports',
  description: 'Annual reports, board meeting outcomes, financial results and integrated filings.',
  sections: [
    {
      heading: 'Annual Reports',
      table: 'annual_report',
      label: 'Annual Reports',
      itemName: 'Annual Report',
      addTitle: 'Add Annual Report',
    },
    {
      heading: 'Board Meetings',
      table: 'board_meeting',
      label: 'Board Meetings',
      itemName: 'Board Meeting Document',
      addTitle: 'Add Board Meeting Document',
    },
    {
      heading: 'Financial Reports',
      table: 'financial_report',
      label: 'Financial Reports',
      itemName: 'Financial Report',
      addTitle: 'Add Financial Report',
    },
    {
      heading: 'Integrated Filing (Financial)',
      table: 'integrated_filing_financial',
      label: 'Integrated Filing (Financial)',
      itemName: 'Integrated Filing',
      addTitle: 'Add Integrated Filing',
    },
  ],
};
