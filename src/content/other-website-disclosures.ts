import { paths } from '@/config/paths';
import type { DisclosureRow } from './regulation-46';

// What other laws than Regulation 46 put on the website, in the Regulation 46 table's shape, so
// that the disclosure page lists them and the desk's readiness checks them with the same rules
// (src/lib/compliance/website-documents.ts names each rule's text). The CSR rows apply only where
// the company's facts say so (the desk asks: src/lib/compliance/facts.ts); their applicability is
// left blank here, and the rows say when. The dividend distribution policy is Regulation 46's own
// row (y), which shows the company's answer.

const policies = { label: 'Policies', to: paths.investor.policies };

export const otherDisclosuresIntro =
  'Other information the law puts on the website, beside Regulation 46, and where to find it on this site.';

export const otherWebsiteRows: DisclosureRow[] = [
  {
    clause: 'PIT 8(1)',
    information:
      'Code of practices and procedures for fair disclosure of unpublished price sensitive information (SEBI (Prohibition of Insider Trading) Regulations, 2015, Regulation 8(1))',
    applicability: 'Yes',
    location: policies,
  },
  {
    clause: 'CSR policy',
    information:
      'Corporate social responsibility policy, where section 135 of the Companies Act, 2013 applies (Companies (CSR Policy) Rules, 2014, rule 9)',
    applicability: '',
    location: policies,
  },
  {
    clause: 'CSR projects',
    information:
      'Projects approved by the Board for the year (the CSR annual action plan), where section 135 applies (CSR Rules, rules 5(2) and 9)',
    timeline: 'Each financial year',
    applicability: '',
    location: policies,
  },
  {
    clause: 'CSR committee',
    information:
      'Composition of the CSR Committee, where section 135 applies (CSR Rules, rule 9; section 135(1))',
    applicability: '',
    location: { label: 'Board committees', to: `${paths.investor.boardOfDirectors}#committees` },
  },
];
