import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

// Its own page file (src/pages/unclaimed-dividends-page.tsx) adds the Nodal Officer, the way to
// claim, the lookup and the dividend history above the two tables.
export const page: InvestorDocumentPage = {
  path: paths.investor.unclaimedDividends,
  title: 'Unclaimed Dividends and IEPF',
  description:
    'Dividends that shareholders have not claimed, shares due for transfer to the Investor Education and Protection Fund, and how to claim them.',
  sections: [
    {
      heading: 'Statements of Unpaid and Unclaimed Dividends',
      table: 'unpaid_dividend_statements',
      label: 'Statements of Unpaid and Unclaimed Dividends',
      itemName: 'Unpaid Dividend Statement',
      addTitle: 'Add Unpaid Dividend Statement',
      loadErrorMessage: 'Failed to load unpaid dividend statements',
    },
    {
      heading: 'Notices of Shares Due for Transfer to IEPF',
      table: 'iepf_transfer_notices',
      label: 'Notices of Shares Due for Transfer to IEPF',
      itemName: 'IEPF Transfer Notice',
      addTitle: 'Add IEPF Transfer Notice',
      loadErrorMessage: 'Failed to load IEPF transfer notices',
    },
  ],
};
