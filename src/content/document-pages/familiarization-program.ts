import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

export const page: InvestorDocumentPage = {
  path: paths.investor.familiarizationProgram,
  title: 'Familiarization Programme for Independent Directors',
  description:
    'Details of the programmes that familiarise independent directors with the company, its business and their roles.',
  sections: [
    {
      table: 'familiarization_program',
      label: 'Familiarization Programmes for Independent Directors',
      itemName: 'Familiarization Programme Document',
      addTitle: 'Add Familiarization Programme Document',
    },
  ],
};
