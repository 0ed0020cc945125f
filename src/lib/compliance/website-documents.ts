// What the website keeps whatever its date: the Memorandum and Articles, the independent
// directors' terms and the policies. No period applies; Regulation 46(3)(b) asks that a change
// reach the website within two working days, which the data cannot show for a document the
// company alone knows has changed. One (the related party policy) is reviewed every three years.
// They are not on the calendar (no deadline recurs); readiness and Today read them.

import type { DocumentEvidence, DocumentRequirement, RuleSource } from './types';

const ON_CHANGE =
  'No period applies: Regulation 46(3)(b) asks that a change reach the website within two working days.';
const REG_46_READ =
  "taxmanagementindia.com's text of Regulation 46; Regulation 46(3)(b) as quoted by Zee News";
const REG_46_AS_OF = 'Regulation 46(2) as amended by the Third Amendment of 12 Dec 2024';

const kept = (clause: string, rule: string): RuleSource => ({
  clause: `Reg 46(2)${clause}`,
  rule: `${rule} ${ON_CHANGE}`,
  asOf: REG_46_AS_OF,
  read: REG_46_READ,
});

const policy = (words: string, pattern: RegExp): DocumentEvidence => ({
  tables: ['policies'],
  title: { words, pattern },
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
    satisfiedBy: { tables: ['memorandum_articles'] },
    recurs: { every: 'change' },
  },
  {
    key: 'id-terms',
    what: 'Terms and conditions of appointment of independent directors',
    source: kept('(b)', 'The terms and conditions, or the appointment letters that carry them.'),
    clauses: ['(b)'],
    satisfiedBy: { tables: ['independent_director_tc', 'independent_director'] },
    recurs: { every: 'change' },
  },
  {
    key: 'code-of-conduct',
    what: 'Code of conduct of the Board and senior management',
    source: kept('(d)', 'The code of conduct for the Board and senior management.'),
    clauses: ['(d)'],
    satisfiedBy: policy('code of conduct', /code of conduct/i),
    recurs: { every: 'change' },
  },
  {
    key: 'vigil',
    what: 'Vigil mechanism (whistle blower policy)',
    source: kept('(e)', 'The details of the vigil mechanism (whistle blower policy).'),
    clauses: ['(e)'],
    satisfiedBy: policy('vigil or whistle', /vigil|whistle/i),
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
    satisfiedBy: policy('remuneration or non-executive', /remuneration|non-executive/i),
    recurs: { every: 'change' },
  },
  {
    key: 'rpt-policy',
    what: 'Policy on related party transactions',
    source: {
      clause: 'Reg 23(1); Reg 46(2)(g)',
      rule: 'The policy on materiality of related party transactions and on dealing with them, reviewed by the Board at least once every three years and updated.',
      asOf: 'Reg 23(1) as taxguru.in tabulates it (the date of that text is not recorded)',
      read: "taxguru.in's table of Regulation 23",
    },
    clauses: ['(g)'],
    satisfiedBy: policy('related party', /related party/i),
    recurs: { every: 'review', years: 3 },
  },
  {
    key: 'materiality',
    what: 'Policy for determining materiality of events',
    source: kept('(u)', 'The policy for determining the materiality of events and information.'),
    clauses: ['(u)'],
    satisfiedBy: policy('materiality', /materiality/i),
    recurs: { every: 'change' },
  },
];
