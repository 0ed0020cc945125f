import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

export const page: InvestorDocumentPage = {
  path: paths.investor.reportsCertificates,
  title: 'Reports and Certificates',
  description:
    'Audit reports and compliance certificates, such as the reconciliation of share capital audit and Regulation 74(5) certificates.',
  sections: [
    {
      table: 'reports_certificates',
      label: 'Reports and Certificates',
      itemName: 'Report or Certificate',
      addTitle: 'Add Report/Certificate',
      loadErrorMessage: 'Failed to load reports and certificates',
      deleteSuccessMessage: 'Report/certificate deleted successfully',
    },
  ],
};
