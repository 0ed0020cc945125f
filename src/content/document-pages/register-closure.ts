import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

export const page: InvestorDocumentPage = {
  path: paths.investor.registerClosure,
  title: 'Notice of Closure of Register of Members',
  description:
    'Notices of the dates on which the register of members and share transfer books are closed.',
  sections: [
    {
      table: 'register_closure',
      label: 'Notices of Closure of Register of Members',
      itemName: 'Register Closure Notice',
      addTitle: 'Add Register Closure Notice',
    },
  ],
};
