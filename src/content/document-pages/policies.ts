import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

export const page: InvestorDocumentPage = {
  path: paths.investor.policies,
  title: 'Policies',
  description:
    'The policies and codes adopted by the Board under the Companies Act, 2013 and the SEBI LODR Regulations.',
  sections: [
    {
      table: 'policies',
      label: 'Policies',
      itemName: 'Policy',
      addTitle: 'Add New Policy',
      loadErrorMessage: 'Failed to load policies',
      deleteSuccessMessage: 'Policy deleted successfully',
    },
  ],
};
