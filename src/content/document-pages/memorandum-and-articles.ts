import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

export const page: InvestorDocumentPage = {
  path: paths.investor.memorandum,
  title: 'Memorandum and Articles of Association',
  description:
    'The Memorandum and Articles of Association of the company as they stand today (Regulation 46(2)(aa) of the SEBI LODR Regulations).',
  sections: [
    {
      table: 'memorandum_articles',
      label: 'Memorandum and Articles of Association',
      itemName: 'Memorandum and Articles',
      addTitle: 'Add Memorandum and Articles',
      loadErrorMessage: 'Failed to load the Memorandum and Articles',
    },
  ],
};
