import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

export const page: InvestorDocumentPage = {
  path: paths.investor.votingResults,
  title: 'Outcome of Voting Results',
  description:
    'Voting results of general meetings and postal ballots, with the reports of the scrutinizer.',
  sections: [
    {
      table: 'voting_results',
      label: 'Outcomes of Voting Results',
      itemName: 'Voting Result',
      addTitle: 'Add Voting Result',
    },
  ],
};
