// What meets each rule of a Regulation 46 clause that a document meets: its tables and the words
// its title must have. The rules (website-documents.ts, annual.ts, periodic-quarterly.ts) take
// their `satisfiedBy` from here, and the public Regulation 46 table reads the same objects by
// clause without loading the rules' texts and clocks (a visitor's page has a script budget). A
// unit test holds CLAUSE_EVIDENCE to the register: every clause's document rules, exactly these.

import type { DocumentEvidence } from './types';

const policy = (words: string, pattern: RegExp): DocumentEvidence => ({
  tables: ['policies'],
  title: { words, pattern },
});

const SUBSIDIARY = { words: 'subsidiary', pattern: /subsidiar/i };

export const EVIDENCE = {
  moa: { tables: ['memorandum_articles'] },
  idTerms: { tables: ['independent_director_tc', 'independent_director'] },
  codeOfConduct: policy('code of conduct', /code of conduct/i),
  vigil: policy('vigil or whistle', /vigil|whistle/i),
  nedPay: policy('remuneration or non-executive', /remuneration|non-executive/i),
  rptPolicy: policy('related party', /related party/i),
  materialSubsidiaryPolicy: policy('material subsidiary', /material subsidiar/i),
  materiality: policy('materiality', /materiality/i),
  fairDisclosure: policy(
    'fair disclosure or unpublished price sensitive information',
    /fair disclosure|unpublished price sensitive|\bUPSI\b/i,
  ),
  csrPolicy: policy(
    'corporate social responsibility or CSR',
    /corporate social responsibility|\bCSR\b/i,
  ),
  csrProjects: policy(
    'CSR projects or annual action plan',
    /annual action plan|(csr|social responsibility).*project/i,
  ),
  dividendPolicy: policy('dividend distribution', /dividend distribution/i),
  secretarialCompliance: { tables: ['secretarial_compliance'] },
  // A subsidiary's accounts go under Annual Reports too (Reg 46(2)(s)); they are not the
  // company's annual report, and the company's is not a subsidiary's.
  annualReport: { tables: ['annual_report'], unless: SUBSIDIARY },
  subsidiaryAccounts: {
    tables: ['annual_report'],
    title: SUBSIDIARY,
    words:
      'A document under Annual Reports with “subsidiary” in its title: each subsidiary’s audited financial statements for the year',
  },
  familiarisation: { tables: ['familiarization_program'] },
  annualReturn: { tables: ['mgt_mgt7'] },
  shareholding: { tables: ['shareholding_pattern'] },
  governanceFiling: { tables: ['integrated_filing_governance'] },
  results: { tables: ['financial_report', 'integrated_filing_financial'] },
  financialFiling: { tables: ['integrated_filing_financial'] },
} as const satisfies Record<string, DocumentEvidence>;

/** Each clause's document rules' evidence, in the rules' order. */
export const CLAUSE_EVIDENCE: Readonly<Record<string, readonly DocumentEvidence[]>> = {
  '(aa)': [EVIDENCE.moa],
  '(b)': [EVIDENCE.idTerms],
  '(d)': [EVIDENCE.codeOfConduct],
  '(e)': [EVIDENCE.vigil],
  '(f)': [EVIDENCE.nedPay],
  '(g)': [EVIDENCE.rptPolicy],
  '(h)': [EVIDENCE.materialSubsidiaryPolicy],
  '(u)': [EVIDENCE.materiality],
  'PIT 8(1)': [EVIDENCE.fairDisclosure],
  'CSR policy': [EVIDENCE.csrPolicy],
  'CSR projects': [EVIDENCE.csrProjects],
  '(y)': [EVIDENCE.dividendPolicy],
  '(t)': [EVIDENCE.secretarialCompliance],
  '(l)(iii)': [EVIDENCE.annualReport],
  '(s)': [EVIDENCE.subsidiaryAccounts],
  '(i)': [EVIDENCE.familiarisation],
  '(z)': [EVIDENCE.annualReturn],
  '(m)': [EVIDENCE.shareholding],
  '(w) quarterly': [EVIDENCE.governanceFiling],
  '(l)(ii)': [EVIDENCE.results],
  '(x)': [EVIDENCE.financialFiling],
};
