import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

export const page: InvestorDocumentPage = {
  path: paths.investor.quarterlyGovernance,
  // Since the quarter ended 31 December 2024 the report under Regulation 27(2)(a) is filed in
  // the Integrated Filing (Governance), within 30 days of the quarter (SEBI circular
  // SEBI/HO/CFD/CFD-PoD-2/CIR/P/2024/185 of 31 December 2024; read in BSE notice 20250102-4).
  title: 'Quarterly Report on Corporate Governance',
  description:
    'Quarterly reports on corporate governance under Regulation 27(2), in the Integrated Filing (Governance) since December 2024.',
  sections: [
    {
      heading: 'Integrated Filing (Governance)',
      table: 'integrated_filing_governance',
      label: 'Integrated Filing (Governance)',
      itemName: 'Integrated Filing (Governance)',
      addTitle: 'Add Integrated Filing (Governance)',
    },
    {
      heading: 'Quarterly Reports on Corporate Governance',
      table: 'quarterly_report',
      label: 'Quarterly Reports on Corporate Governance',
      itemName: 'Quarterly Governance Report',
      addTitle: 'Add Quarterly Governance Report',
    },
  ],
};
