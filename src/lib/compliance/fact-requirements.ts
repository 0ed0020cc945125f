// What the website must show of the company's records (the Board, its committees, the officers,
// the contact details, the credit ratings), each met by the records the site holds today rather
// than by a document: a 2024 PDF naming officers who have since left meets nothing. Company
// facts' "still to enter", Regulation 46 readiness, Today and the Board page's "Members not yet
// published" all read these rules.

import { paths } from '@/config/paths';
import type { OfficerRole } from '../company-facts';
import { ROLE_WORDS } from '../company-fact-words';
import { committeeOn, currentDirectors, currentOfficers } from '../fact-terms';
import { countOf } from '../plural';
import type { CompanyRecords, FactRequirement, FixLink, RuleSource } from './types';

const REG_46_AS_OF = 'Regulation 46(2) as amended by the Third Amendment of 12 Dec 2024';
const REG_46_READ =
  "taxmanagementindia.com's text of Regulation 46 (read 24-26 Nov 2026), and the clause's words in listed companies' Regulation 46 tables";

const reg46 = (clause: string, rule: string): RuleSource => ({
  clause: `Reg 46(2)${clause}`,
  rule,
  asOf: REG_46_AS_OF,
  read: REG_46_READ,
});

const page = (label: string, to: string): FixLink => ({ label, to, place: 'page' });
const board = page('Board of Directors', paths.investor.boardOfDirectors);
const committeesPage = page('Board committees', `${paths.investor.boardOfDirectors}#committees`);
const investorContact = page('Investor Contact', paths.investor.contact);

/** The CSR Committee among the Board's committees, by its name. */
const CSR_COMMITTEE = /corporate social responsibility|\bCSR\b/i;

/** The key managerial personnel of s.2(51) and s.203 that the site can name. */
const KMP_ROLES: readonly OfficerRole[] = ['managing_director', 'ceo', 'cfo', 'company_secretary'];

const reachable = (o: { email: string | null; phone: string | null }) =>
  Boolean(o.email || o.phone);

function officersWith(records: CompanyRecords, day: string, roles: readonly OfficerRole[]) {
  return currentOfficers(records.officers, day).filter((o) =>
    o.roles.some((r) => roles.includes(r)),
  );
}

/** An officer the law asks the company to have, named on the page that shows it. */
function officer(
  role: OfficerRole,
  source: RuleSource,
  where: FixLink = investorContact,
): FactRequirement {
  const words = ROLE_WORDS[role];
  return {
    key: `officer:${role}`,
    what: words,
    source,
    clauses: [],
    satisfiedBy: `An officer in charge today holding the role “${words}”, entered on ${where.label}.`,
    where,
    missing: (records, day) => (officersWith(records, day, [role]).length ? [] : [words]),
    held: (records, day) =>
      `${officersWith(records, day, [role])
        .map((o) => o.name)
        .join(', ')} in charge today.`,
  };
}

const NOT_READ = 'Not recorded: the rule the desk has applied since the officers became data';

export const FACT_REQUIREMENTS: readonly FactRequirement[] = [
  {
    key: 'contacts',
    what: 'Contact details',
    source: reg46(
      '(j)',
      'The e-mail address for grievance redressal and the other relevant details: the registered office, the phone number and the Corporate Identity Number with it.',
    ),
    clauses: ['(j)'],
    satisfiedBy:
      'The contact details entered on the Contact page: registered office, phone, investor e-mail, CIN.',
    where: page('Contact', paths.contact),
    missing: (records) =>
      records.contacts
        ? []
        : ['The contact details (registered office, phone, investor e-mail, CIN)'],
    held: (records) => `Investor e-mail ${records.contacts?.investor_email ?? ''}.`,
  },
  {
    key: 'board',
    what: 'The Board of Directors, with their profiles',
    source: reg46(
      '(ab)',
      'A brief profile of each director, with their directorships and full-time positions in body corporates.',
    ),
    clauses: ['(ab)'],
    satisfiedBy: 'The directors serving today, each with a profile, entered on Board of Directors.',
    where: board,
    missing: (records, day) => {
      const serving = currentDirectors(records.directors, day);
      if (!serving.length) return ['The Board of Directors'];
      return serving.filter((d) => !d.profile.trim()).map((d) => `${d.name}: profile not entered`);
    },
    held: (records, day) =>
      `${countOf(currentDirectors(records.directors, day).length, 'director')} serving today, each with a profile.`,
  },
  {
    key: 'committees',
    what: 'The committees of the Board and their members',
    source: reg46('(c)', 'The composition of the committees of the Board.'),
    clauses: ['(c)'],
    satisfiedBy:
      'Every committee listed on the Board page with its members serving today; a committee the company does not have is deleted from the list.',
    where: committeesPage,
    missing: (records, day) => {
      if (!records.committees.length) return ['The committees of the Board'];
      return records.committees
        .filter((c) => committeeOn(c, records, day).length === 0)
        .map((c) => `${c.name}: its members (the Board page says “Members not yet published”)`);
    },
    held: (records) =>
      `${countOf(records.committees.length, 'committee')}, each with its members serving today.`,
  },
  {
    key: 'csr-committee',
    what: 'The CSR Committee and its members',
    source: {
      clause: 'Companies Act s.135(1), (9); CSR Rules 2014, rule 9',
      rule: 'Where section 135 applies, the company has a Corporate Social Responsibility Committee of three or more directors (at least one independent), and its composition goes on the website. Not where the amount it must spend on CSR is ₹50 lakh or less: then no committee need be constituted and the Board discharges its functions (s.135(9)).',
      asOf: 'Rule 9 as substituted on 22 Jan 2021; s.135(1) as amended by the Companies (Amendment) Act, 2017 and 2019; s.135(9) inserted by the Companies (Amendment) Act, 2020, in force 22 Jan 2021',
      read: "nitinjshetty.com's note on s.135 (Sept 2019); listed companies' CSR policies quoting rule 9; taxguru.in's and casahuja.com's notes on s.135(9). Rule 9's own words were not reached: verify",
    },
    clauses: ['CSR committee'],
    satisfiedBy:
      'A committee named for corporate social responsibility (CSR) on the Board page, with its members serving today.',
    where: committeesPage,
    // Only where the year's obligation is more than ₹50 lakh (s.135(9)); below it the Board
    // discharges the committee's functions, and its absence is lawful.
    fact: 'csr_committee',
    missing: (records, day) => {
      const csr = records.committees.find((c) => CSR_COMMITTEE.test(c.name));
      if (!csr)
        return ['The CSR Committee (a committee named for corporate social responsibility)'];
      return committeeOn(csr, records, day).length === 0 ? [`${csr.name}: its members`] : [];
    },
    held: (records, day) => {
      const csr = records.committees.find((c) => CSR_COMMITTEE.test(c.name));
      return csr
        ? `${csr.name}: ${countOf(committeeOn(csr, records, day).length, 'member')} serving today.`
        : '';
    },
  },
  {
    key: 'grievance-officials',
    what: 'The officials who handle investor grievances, with their contact details',
    source: reg46(
      '(k)',
      'The contact information of the designated officials responsible for assisting and handling investor grievances.',
    ),
    clauses: ['(k)'],
    satisfiedBy:
      'An officer in charge today as “Official for investor grievances”, with an e-mail or phone, on Investor Contact. A document naming officials does not count: the page shows the officers entered.',
    where: investorContact,
    missing: (records, day) =>
      officersWith(records, day, ['grievance_officer']).some(reachable)
        ? []
        : [`${ROLE_WORDS.grievance_officer}, with an e-mail or phone`],
    held: (records, day) =>
      `${officersWith(records, day, ['grievance_officer'])
        .filter(reachable)
        .map((o) => o.name)
        .join(', ')} in charge today.`,
  },
  {
    key: 'kmp-materiality',
    what: 'Key managerial personnel who determine materiality, with their contact details',
    source: {
      ...reg46(
        '(v)',
        'The contact details of the key managerial personnel authorised to determine the materiality of an event or information (Regulation 30(5)).',
      ),
      clause: 'Reg 46(2)(v); Reg 30(5)',
    },
    clauses: ['(v)'],
    satisfiedBy:
      'A key managerial person in charge today (Managing Director, Chief Executive Officer, Chief Financial Officer or Company Secretary) with an e-mail or phone, on Investor Contact. The desk cannot tell which of them the Board authorised; the page lists them all.',
    where: investorContact,
    missing: (records, day) =>
      officersWith(records, day, KMP_ROLES).some(reachable)
        ? []
        : [
            'A key managerial person (Managing Director, CEO, CFO or Company Secretary), with an e-mail or phone',
          ],
    held: (records, day) =>
      `${officersWith(records, day, KMP_ROLES)
        .filter(reachable)
        .map((o) => o.name)
        .join(', ')} in charge today.`,
  },
  officer('company_secretary', {
    clause: 'Companies Act s.203(1)',
    rule: 'A listed company has a company secretary among its whole-time key managerial personnel.',
    asOf: 'Companies Act, 2013, s.203 as in force in 2025',
    read: NOT_READ,
  }),
  officer('compliance_officer', {
    clause: 'Reg 6(1)',
    rule: 'A qualified company secretary as the compliance officer: in whole-time employment, not more than one level below the Board, and one of the key managerial personnel.',
    asOf: 'Reg 6(1) as amended by the LODR (Third Amendment) Regulations, 12 Dec 2024, as the review of Nov 2026 states it (the amending text not read)',
    read: NOT_READ,
  }),
  officer('cfo', {
    clause: 'Companies Act s.203(1)',
    rule: 'A listed company has a chief financial officer among its whole-time key managerial personnel.',
    asOf: 'Companies Act, 2013, s.203 as in force in 2025',
    read: NOT_READ,
  }),
  officer('registrar', {
    clause: 'Reg 7(1)',
    rule: 'The share transfer facilities are kept by a registrar and share transfer agent (or in house); investors write to it.',
    asOf: 'LODR as in force in 2025',
    read: NOT_READ,
  }),
  officer(
    'iepf_nodal_officer',
    {
      clause: 'IEPF Rules 2016, rule 7(2A)',
      rule: 'A Nodal Officer for the IEPF Authority (a director, the CFO or the company secretary), whose details are on the website.',
      asOf: 'Rule 7(2A) as amended in 2019',
      read: 'AZB & Partners’ note on the 2019 amendment',
    },
    page('Unclaimed Dividends and IEPF', paths.investor.unclaimedDividends),
  ),
  {
    key: 'ratings',
    what: 'Credit ratings',
    source: reg46(
      '(r)',
      'All credit ratings obtained for all outstanding instruments, updated on each revision.',
    ),
    clauses: ['(r)'],
    satisfiedBy:
      'Each rating of an outstanding instrument entered on Credit Ratings; with no rated instrument, nothing is owed.',
    where: page('Credit Ratings', paths.investor.creditRatings),
    // Whether the company has rated instruments is not in the records: none entered is no finding.
    missing: () => [],
    held: (records) => {
      const live = records.ratings.filter((r) => !r.withdrawn_on).length;
      return live
        ? `${countOf(live, 'rating')} on the site.`
        : 'No rating entered: if the company has a rated instrument, enter its rating.';
    },
  },
];
