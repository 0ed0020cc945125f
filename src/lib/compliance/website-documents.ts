// What the website keeps whatever its date: the Memorandum and Articles, the independent
// directors' terms and the policies, with those other laws than Regulation 46 put there (the
// code of fair disclosure, PIT Reg 8(1); the CSR Policy and projects, CSR rule 9; the dividend
// distribution policy, Reg 43A(1)), the last two only where the company's facts say they apply. No period applies; Regulation 46(3)(b) asks that a change
// reach the website within two working days, which the data cannot show for a document the
// company alone knows has changed. One (the related party policy) is reviewed every three years,
// and again when the law it follows changes.
// They are not on the calendar (no deadline recurs); readiness and Today read them.

import { EVIDENCE } from './clause-evidence';
import type { DocumentRequirement, RuleSource } from './types';

const ON_CHANGE =
  'No period applies: Regulation 46(3)(b) asks that a change reach the website within two working days.';
const REG_46_READ =
  "taxmanagementindia.com's text of Regulation 46; Regulation 46(3)(b) as quoted by Zee News";
const REG_46_AS_OF = 'Regulation 46(2) as amended by the Third Amendment of 12 Dec 2024';

/**
 * The day the scale-based materiality thresholds of related party transactions (Schedule XII,
 * LODR (Fifth Amendment) Regulations, 2025) took effect, as practitioners' notes give it
 * (../shared/compliance-sources.md: medium confidence; SEBI's Gazette text was not reached).
 */
export const RPT_THRESHOLDS_CHANGED = '2025-12-18';

const kept = (clause: string, rule: string): RuleSource => ({
  clause: `Reg 46(2)${clause}`,
  rule: `${rule} ${ON_CHANGE}`,
  asOf: REG_46_AS_OF,
  read: REG_46_READ,
});

export const WEBSITE_DOCUMENTS: readonly DocumentRequirement[] = [
  {
    key: 'moa',
    what: 'Memorandum and Articles of Association',
    source: kept(
      '(aa)',
      'The Memorandum and Articles as a document; add the altered text when they change.',
    ),
    clauses: ['(aa)'],
    satisfiedBy: EVIDENCE.moa,
    recurs: { every: 'change' },
  },
  {
    key: 'id-terms',
    what: 'Terms and conditions of appointment of independent directors',
    source: kept('(b)', 'The terms and conditions, or the appointment letters that carry them.'),
    clauses: ['(b)'],
    satisfiedBy: EVIDENCE.idTerms,
    recurs: { every: 'change' },
  },
  {
    key: 'code-of-conduct',
    what: 'Code of conduct of the Board and senior management',
    source: kept('(d)', 'The code of conduct for the Board and senior management.'),
    clauses: ['(d)'],
    satisfiedBy: EVIDENCE.codeOfConduct,
    recurs: { every: 'change' },
  },
  {
    key: 'vigil',
    what: 'Vigil mechanism (whistle blower policy)',
    source: kept('(e)', 'The details of the vigil mechanism (whistle blower policy).'),
    clauses: ['(e)'],
    satisfiedBy: EVIDENCE.vigil,
    recurs: { every: 'change' },
  },
  {
    key: 'ned-pay',
    what: 'Criteria for paying non-executive directors',
    source: kept(
      '(f)',
      'Usually in the Nomination and Remuneration Policy, unless the annual report carries the criteria.',
    ),
    clauses: ['(f)'],
    satisfiedBy: EVIDENCE.nedPay,
    recurs: { every: 'change' },
  },
  {
    key: 'rpt-policy',
    what: 'Policy on related party transactions',
    source: {
      clause: 'Reg 23(1); Reg 46(2)(g); Schedule XII',
      rule: 'The policy on materiality of related party transactions and on dealing with them, reviewed by the Board at least once every three years and updated. The LODR (Fifth Amendment) Regulations, 2025 set the materiality threshold by the annual consolidated turnover (Schedule XII) in place of the lower of ₹1,000 crore and ten per cent of turnover: a policy dated before they took effect needs the Board’s review now, whatever its age.',
      asOf: 'Reg 23(1) as amended by the LODR (Fifth Amendment) Regulations, 2025 (in effect from about 18 Dec 2025: the day is from practitioners’ notes, not the Gazette)',
      read: "taxguru.in's table of Regulation 23; Sagus Legal on Mondaq, lexplosion.in and Obhan & Associates on the Fifth Amendment's Schedule XII thresholds. SEBI's notification was not reached: verify the day it took effect",
    },
    clauses: ['(g)'],
    satisfiedBy: EVIDENCE.rptPolicy,
    recurs: {
      every: 'review',
      years: 3,
      since: {
        day: RPT_THRESHOLDS_CHANGED,
        why: 'It is dated before the LODR (Fifth Amendment) Regulations, 2025 changed the materiality thresholds (Schedule XII, by turnover): the Board reviews it, and the reviewed policy goes under Policies.',
      },
    },
  },
  {
    key: 'material-subsidiary-policy',
    what: 'Policy for determining material subsidiaries',
    source: {
      clause: 'Reg 16(1)(c); Reg 46(2)(h)',
      rule: `Every listed entity formulates a policy for determining 'material' subsidiaries, whether or not it has subsidiaries today. ${ON_CHANGE}`,
      asOf: REG_46_AS_OF,
      read: `${REG_46_READ}; Reg 16(1)(c) as listed companies' own policies quote it`,
    },
    clauses: ['(h)'],
    satisfiedBy: EVIDENCE.materialSubsidiaryPolicy,
    recurs: { every: 'change' },
  },
  {
    key: 'materiality',
    what: 'Policy for determining materiality of events',
    source: kept('(u)', 'The policy for determining the materiality of events and information.'),
    clauses: ['(u)'],
    satisfiedBy: EVIDENCE.materiality,
    recurs: { every: 'change' },
  },
  {
    key: 'fair-disclosure',
    what: 'Code of practices and procedures for fair disclosure of UPSI',
    source: {
      clause: 'SEBI (PIT) Regulations, 2015, Reg 8(1)-(2)',
      rule: 'The Board formulates, and publishes on the official website, a code of practices and procedures for fair disclosure of unpublished price sensitive information that adheres to each principle of Schedule A; it and every amendment are promptly intimated to the exchanges. Kept under Policies, titled for what it is. No period applies.',
      asOf: 'Reg 8 of the SEBI (Prohibition of Insider Trading) Regulations, 2015, as in force in 2024 (the legitimate-purpose policy added to the code in 2019)',
      read: "ca2013.com's text of PIT Regulation 8 (valid as on 27 Mar 2024); lawmock.com's chapter on the code of fair disclosure; SEBI circular CIR/ISD/01/2015 (11 May 2015) as taxguru.in reproduces it",
    },
    clauses: ['PIT 8(1)'],
    satisfiedBy: EVIDENCE.fairDisclosure,
    recurs: { every: 'change' },
  },
  {
    key: 'csr-policy',
    what: 'Corporate social responsibility policy',
    source: {
      clause: 'Companies Act s.135(4)(a); CSR Rules 2014, rule 9',
      rule: 'Where section 135 applies, the Board puts the CSR Policy on the company’s website (and the composition of the CSR Committee, kept with the Board’s committees). Kept under Policies, titled for what it is.',
      asOf: 'Rule 9 as substituted by the Companies (CSR Policy) Amendment Rules, 22 Jan 2021; s.135(1) thresholds in the preceding financial year since the Companies (Amendment) Act, 2019',
      read: "Rule 9 (the Board discloses the composition of the CSR Committee, the CSR Policy and the projects it approved on the website) as listed companies' CSR policies quote it (alutechpackaging.com); the rule as substituted by G.S.R. 40(E) of 22 Jan 2021, whose Gazette text taxguru.in (company-law/companies-csr-policy-amen.html) and cabkgoyal.com reproduce, found but only its opening rules reached; nitinjshetty.com (Sept 2019) for s.135(1). Verify rule 9 against the Gazette",
    },
    clauses: ['CSR policy'],
    satisfiedBy: EVIDENCE.csrPolicy,
    fact: 'csr',
    recurs: { every: 'change' },
  },
  {
    key: 'csr-projects',
    what: 'CSR projects approved by the Board (the annual action plan)',
    source: {
      clause: 'CSR Rules 2014, rules 5(2) and 9',
      rule: 'Where section 135 applies, the projects the Board approves each financial year (the annual action plan the CSR Committee recommends under rule 5(2)) go on the website. A plan is for one year, so the desk expects one dated within the last year, under Policies, titled for what it is.',
      asOf: 'Rules 5(2) and 9 as substituted on 22 Jan 2021',
      read: "alutechpackaging.com's 'annual action plan' page, which sets out rule 5(2)'s contents; rule 9 as above (G.S.R. 40(E), 22 Jan 2021, found but not read to rules 5 and 9): verify",
    },
    clauses: ['CSR projects'],
    satisfiedBy: EVIDENCE.csrProjects,
    fact: 'csr',
    recurs: { every: 'review', years: 1 },
  },
  {
    key: 'ddp',
    what: 'Dividend distribution policy',
    source: {
      clause: 'Reg 46(2)(y); Reg 43A(1)',
      rule: 'The top 1,000 listed entities by market capitalisation formulate a dividend distribution policy, disclosed on the website and linked from the annual report; others may publish one voluntarily (Reg 43A(2)). Kept under Policies, titled for what it is.',
      asOf: 'Reg 43A as substituted by the LODR (Second Amendment) Regulations, 5 May 2021 (top 1,000, before top 500)',
      read: "ca2013.com's text of Regulation 43A (valid as on 6 Feb 2025); Millennium Post's report of the 2021 notification (12 May 2021)",
    },
    clauses: ['(y)'],
    satisfiedBy: EVIDENCE.dividendPolicy,
    fact: 'top_1000',
    recurs: { every: 'change' },
  },
];
