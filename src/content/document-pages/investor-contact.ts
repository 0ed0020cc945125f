import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

export const page: InvestorDocumentPage = {
  path: paths.investor.contact,
  title: 'Investor Contact',
  description:
    'Whom shareholders can contact for their queries and grievances: the e-mail for grievances, the compliance officer and other officers, and the registrar and share transfer agent.',
  sections: [
    {
      table: 'investor_contact',
      label: 'Investor Contact Documents',
      itemName: 'Contact Document',
      addTitle: 'Add Contact Document',
      loadErrorMessage: 'Failed to load contact documents',
    },
  ],
};
