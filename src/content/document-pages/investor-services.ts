import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

export const page: InvestorDocumentPage = {
  path: paths.investor.investorServices,
  title: 'Investor Services Request',
  description: 'Circulars for shareholders and the forms for service requests.',
  sections: [
    {
      heading: 'Circulars',
      table: 'investor_services_circulars',
      label: 'Circulars',
      itemName: 'Circular',
      addTitle: 'Add New Circular',
    },
    {
      heading: 'Forms',
      table: 'investor_services_forms',
      label: 'Forms',
      itemName: 'Form',
      addTitle: 'Add New Form',
    },
  ],
};
