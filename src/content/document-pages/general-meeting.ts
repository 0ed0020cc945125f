import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

export const page: InvestorDocumentPage = {
  path: paths.investor.generalMeeting,
  title: 'Notice of General Meeting',
  description:
    'Notices of annual and extraordinary general meetings of the shareholders, with their explanatory statements.',
  sections: [
    {
      table: 'general_meeting',
      label: 'Notices of General Meeting',
      itemName: 'General Meeting Notice',
      addTitle: 'Add General Meeting Notice',
    },
  ],
};
