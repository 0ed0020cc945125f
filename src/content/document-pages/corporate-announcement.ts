import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

export const page: InvestorDocumentPage = {
  path: paths.investor.corporateAnnouncement,
  title: 'Corporate Announcement',
  description:
    'Announcements made to the stock exchange: outcomes of board meetings, intimations and other disclosures.',
  sections: [
    {
      table: 'corporate_announcement',
      label: 'Corporate Announcements',
      itemName: 'Corporate Announcement',
      addTitle: 'Add Corporate Announcement',
      loadErrorMessage: 'Failed to load corporate announcements',
      deleteSuccessMessage: 'Corporate announcement deleted successfully',
    },
  ],
};
