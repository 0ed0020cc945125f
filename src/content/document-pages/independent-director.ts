import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

export const page: InvestorDocumentPage = {
  path: paths.investor.independentDirector,
  title: 'Independent Director',
  description:
    'Letters of appointment of the independent directors and the terms and conditions of their appointment.',
  sections: [
    {
      heading: 'Appointment Letters',
      table: 'independent_director',
      label: 'Appointment Letters',
      itemName: 'Appointment Letter',
      addTitle: 'Add Appointment Letter',
      loadErrorMessage: 'Failed to load appointment documents',
    },
    {
      heading: 'Terms and Conditions',
      table: 'independent_director_tc',
      label: 'Terms and Conditions',
      itemName: 'Terms and Conditions Document',
      addTitle: 'Add Terms and Conditions',
      loadErrorMessage: 'Failed to load terms and conditions documents',
    },
  ],
};
