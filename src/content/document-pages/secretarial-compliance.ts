import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from './document-page';

export const page: InvestorDocumentPage = {
  path: paths.investor.secretarialCompliance,
  title: 'Secretarial Compliance Report',
  description:
    'Annual secretarial compliance reports issued by the practising company secretary under Regulation 24A of the SEBI LODR Regulations.',
  sections: [
    {
      table: 'secretarial_compliance',
      label: 'Secretarial Compliance Reports',
      itemName: 'Secretarial Compliance Report',
      addTitle: 'Add Secretarial Compliance Report',
    },
  ],
};
