import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

export const page: InvestorDocumentPage = {
  path: paths.investor.mgt,
  // Titled for what the law now asks: the annual return itself (Form MGT-7, or MGT-7A for a
  // small company) is what section 92(3) of the Companies Act, 2013 puts on the website since
  // 28 August 2020; the MGT-9 extract was dropped from the rules on 5 March 2021 (Companies
  // (Management and Administration) Amendment Rules, 2021; read in taxguru.in's "Extract of
  // annual return (MGT-9) required to be attached to Board's report?" and Vinod Kothari's note
  // of March 2021). Old extracts stay below it as history; the address stays /investor/mgt.
  title: 'Annual Return (MGT-7)',
  description:
    'Annual returns in Form MGT-7 (section 92(3), Companies Act, 2013); MGT-9 extracts, no longer required since March 2021, as history.',
  sections: [
    {
      heading: 'Annual Returns (Form MGT-7)',
      table: 'mgt_mgt7',
      label: 'Annual Returns (Form MGT-7)',
      itemName: 'MGT-7 Annual Return',
      addTitle: 'Add MGT-7 Annual Return',
    },
    {
      heading: 'Extracts of Annual Return (Form MGT-9, until 2021)',
      table: 'mgt_mgt9',
      // History: the extract was dropped on 5 March 2021 (see the title above).
      label: 'MGT-9 Extracts of Annual Return (until 2021)',
      itemName: 'MGT-9 Extract',
      addTitle: 'Add MGT-9 Extract',
    },
  ],
};
