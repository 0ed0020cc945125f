import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

export const page: InvestorDocumentPage = {
  path: paths.investor.newspaperPublication,
  title: 'Newspaper Publication',
  description:
    'Copies of notices and financial results published in newspapers, as the SEBI LODR Regulations require.',
  sections: [
    {
      table: 'newspaper_publication',
      label: 'Newspaper Publications',
      itemName: 'Newspaper Publication',
      addTitle: 'Add Newspaper Publication',
      loadErrorMessage: 'Failed to load newspaper publications',
      deleteSuccessMessage: 'Newspaper publication deleted successfully',
    },
  ],
};
