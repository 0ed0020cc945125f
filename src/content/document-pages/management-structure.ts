import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

export const page: InvestorDocumentPage = {
  path: paths.investor.managementStructure,
  title: 'Management and Committee Structure',
  description:
    'The composition of the Board of Directors and of its committees, and the key managerial personnel of the company.',
  sections: [
    {
      table: 'management_structure',
      label: 'Management and Committee Structure',
      itemName: 'Management Structure Document',
      addTitle: 'Add Management Structure Document',
      loadErrorMessage: 'Failed to load management structure documents',
    },
  ],
};
