import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

export const page: InvestorDocumentPage = {
  path: paths.investor.shareholdingPattern,
  title: 'Shareholding Pattern',
  description:
    'The shareholding pattern of the company, filed with the stock exchange every quarter under Regulation 31.',
  sections: [
    {
      table: 'shareholding_pattern',
      label: 'Shareholding Patterns',
      itemName: 'Shareholding Pattern',
      addTitle: 'Add Shareholding Pattern',
      loadErrorMessage: 'Failed to load shareholding pattern documents',
      deleteSuccessMessage: 'Shareholding pattern deleted successfully',
    },
  ],
};
