import { describe, expect, it } from 'vitest';
import { otherWebsiteRows } from '@/content/other-website-disclosures';
import { regulation46Rows, type DisclosureRow } from '@/content/regulation-46';
import { readAnswers } from '@/lib/compliance/facts';
import { assessReadiness } from '@/lib/readiness/assess';
import { siteVerdicts, type SiteState } from '@/lib/compliance/verdicts';
import type { ComplianceDocument } from '@/lib/compliance/types';
import { event } from '../lib/compliance/fixtures';
import { state } from '../lib/compliance/state';

// Regulation 46 readiness, worked out by the desk's one list of rules over the same state as the
// compliance calendar: a periodic clause is out of date exactly when the calendar has its item
// overdue, a kept document by its title and date, the company's records as they are today.

// Wednesday 25 November 2026, noon IST.
const now = new Date('2026-11-25T06:30:00Z');

let n = 0;
const doc = (
  table: ComplianceDocument['table'],
  date: string,
  title = 'A document',
): ComplianceDocument => ({
  table,
  id: `d${++n}`,
  document_title: title,
  view_download: `https://example.com/${n}.pdf`,
  document_date: date,
  created_at: `${date}T06:00:00Z`,
});

const clause = (c: string, extra: Partial<SiteState> = {}, at = now) => {
  const found = siteVerdicts(state(at, extra)).readiness.find((item) => item.row.clause === c);
  if (!found) throw new Error(`no clause ${c}`);
  return found;
};

describe('a filing owed every quarter: the shareholding pattern, clause (m)', () => {
  it('is missing with no document, and says which calendar item is overdue', () => {
    const item = clause('(m)');
    expect(item.status.kind).toBe('missing');
    expect(item.status.note).toContain(
      'Overdue on the compliance calendar: Shareholding pattern, quarter ended 30 Sep 2026, due by 21 Oct 2026',
    );
    expect(item.status.overdue).toContain('shp:2026-09-30');
  });

  it('is current once the last quarter’s is on the site, as its calendar item is done', () => {
    const documents = [
      doc('shareholding_pattern', '2026-07-19'),
      doc('shareholding_pattern', '2026-10-18', 'Shareholding pattern, September 2026'),
    ];
    // From 1 July 2026: the June and September quarters' patterns are owed, and both are there.
    const verdicts = siteVerdicts(state(now, { documents, recordsBegin: '2026-07-01' }));
    const m = verdicts.readiness.find((i) => i.row.clause === '(m)');
    expect(m?.status.kind).toBe('current');
    expect(m?.status.note).toContain('“Shareholding pattern, September 2026”, dated 18 Oct 2026');
    const shp = verdicts.calendar.items.find((i) => i.id === 'shp:2026-09-30');
    expect(shp?.status).toBe('done');
  });

  it('is out of date while the calendar has the last quarter’s overdue, naming the older one', () => {
    const item = clause('(m)', { documents: [doc('shareholding_pattern', '2026-07-19')] });
    expect(item.status.kind).toBe('stale');
    expect(item.status.note).toContain('due by 21 Oct 2026');
    expect(item.status.date).toBe('2026-07-19');
  });

  it('counts nothing due before the day the site’s records begin', () => {
    const item = clause('(m)', { recordsBegin: '2026-11-01' });
    expect(item.status.overdue).toEqual([]);
    expect(item.status.kind).toBe('missing');
    expect(item.status.note).toBe('No document under Shareholding Patterns yet.');
  });
});

describe('the annual return, clause (z): 60 days after the AGM, or after its last day', () => {
  const lastYears = [doc('mgt_mgt7', '2025-10-20', 'Form MGT-7 2024-25')];

  it('stays current until 29 November when no AGM is on the calendar', () => {
    const item = clause('(z)', { documents: lastYears }, new Date('2026-11-29T12:00:00Z'));
    expect(item.status.kind).toBe('current');
  });

  it('is out of date on 30 November without the year’s return', () => {
    const item = clause('(z)', { documents: lastYears }, new Date('2026-11-30T06:30:00Z'));
    expect(item.status.kind).toBe('stale');
    expect(item.status.note).toContain('Annual return (MGT-7), FY 2025-26, due by 29 Nov 2026');
  });
});

describe('a policy kept, found by the words of its title', () => {
  it('counts only a policy whose title has the clause’s words: materiality, clause (u)', () => {
    const other = doc('policies', '2024-01-01', 'Whistle Blower Policy');
    expect(clause('(u)', { documents: [other] }).status).toMatchObject({
      kind: 'missing',
      note: 'No document under Policies has “materiality” in its title.',
    });
    const found = doc('policies', '2019-04-01', 'Policy on Determination of Materiality');
    expect(clause('(u)', { documents: [other, found] }).status).toMatchObject({
      kind: 'current',
      date: '2019-04-01',
    });
  });

  it('reads no other table’s document as the policy', () => {
    const elsewhere = doc('corporate_announcement', '2026-01-01', 'Materiality of events');
    expect(clause('(u)', { documents: [elsewhere] }).status.kind).toBe('missing');
  });

  it('is out of date after three years unreviewed: related party transactions, clause (g)', () => {
    const policy = (date: string) => doc('policies', date, 'Related Party Transactions Policy');
    const at = new Date('2029-11-25T06:30:00Z');
    expect(clause('(g)', { documents: [policy('2026-11-25')] }, at).status.kind).toBe('current');
    const old = clause('(g)', { documents: [policy('2026-11-24')] }, at);
    expect(old.status.kind).toBe('stale');
    expect(old.status.note).toContain('Nothing newer in the last 3 years.');
  });

  it('needs review when dated before the 2025 thresholds (Schedule XII), however young', () => {
    const policy = (date: string) => doc('policies', date, 'Related Party Transactions Policy');
    const before = clause('(g)', { documents: [policy('2025-12-17')] });
    expect(before.status.kind).toBe('stale');
    expect(before.status.note).toMatch(/Fifth Amendment\) Regulations, 2025/);
    expect(clause('(g)', { documents: [policy('2025-12-18')] }).status.kind).toBe('current');
  });
});

describe('every clause of the Regulation 46 table', () => {
  const items = siteVerdicts(state(now)).readiness;

  it('has a status, in the table’s order, then the other disclosures the law puts on the site', () => {
    expect(items.map((item) => item.row.clause)).toEqual(
      [...regulation46Rows, ...otherWebsiteRows].map((row) => row.clause),
    );
  });

  it('has a rule for every clause that applies, each saying what meets it and where to fix it', () => {
    // Only those that turn on a fact the company has not answered yet (subsidiaries, CSR, the top
    // 1,000) wait.
    const unchecked = items.filter((i) => i.status.kind === 'unchecked');
    expect(unchecked.map((i) => i.row.clause)).toEqual([
      '(s)',
      '(y)',
      'CSR policy',
      'CSR projects',
      'CSR committee',
    ]);
    for (const item of unchecked) expect(item.status.note).toMatch(/not yet given/);
    for (const item of items) {
      if (item.row.applicability === 'NA') continue;
      expect(item.fix, item.row.clause).toBeTruthy();
      expect(item.basis, item.row.clause).toBeTruthy();
    }
  });

  it('says "not applicable" where the table does, whatever the documents', () => {
    for (const item of items.filter((i) => i.row.applicability === 'NA')) {
      expect(item.status.kind).toBe('not-applicable');
    }
  });

  it('reads the Memorandum from its own table', () => {
    expect(clause('(aa)').status.kind).toBe('missing');
    const held = clause('(aa)', { documents: [doc('memorandum_articles', '2024-09-20')] });
    expect(held.status.kind).toBe('current');
  });

  it('reads the Board, committees, officers and contacts from the records, not documents', () => {
    const facts = items.filter((i) => ['(ab)', '(c)', '(j)', '(k)', '(v)'].includes(i.row.clause));
    expect(facts.map((i) => i.status.kind)).toEqual(Array(5).fill('missing'));
    // With no rated instrument in the records nothing is owed under (r): said, not flagged.
    expect(clause('(r)').status.kind).toBe('current');
  });

  it('says honestly that a clause without a rule is not checked', () => {
    const row: DisclosureRow = {
      clause: '(zz)',
      information: 'A clause added before its rule',
      applicability: 'Yes',
    };
    const [item] = assessReadiness([row], {
      today: '2026-11-25',
      now,
      documents: [],
      items: [],
      records: state(now).records,
    });
    expect(item?.status.kind).toBe('unchecked');
  });
});

describe('what other laws put on the website', () => {
  const answers = (...rows: [string, string][]) =>
    readAnswers(
      rows.map(([subject, answer]) => ({
        id: subject,
        subject,
        answer,
        reason: null,
        updated_at: '2026-11-01T00:00:00Z',
      })),
    );

  it('asks for the code of fair disclosure (PIT Reg 8(1)) under Policies, by its title', () => {
    expect(clause('PIT 8(1)').status.kind).toBe('missing');
    const code = doc(
      'policies',
      '2019-04-01',
      'Code of Practices and Procedures for Fair Disclosure of UPSI',
    );
    const held = clause('PIT 8(1)', { documents: [code] });
    expect(held.status.kind).toBe('current');
    expect(held.basis).toMatch(/PIT\) Regulations, 2015, Reg 8\(1\)/);
    // The insider trading code of conduct (Reg 9) is not the code of fair disclosure.
    const conduct = doc(
      'policies',
      '2019-04-01',
      'Code of Conduct for Prevention of Insider Trading',
    );
    expect(clause('PIT 8(1)', { documents: [conduct] }).status.kind).toBe('missing');
  });

  it('asks for the CSR Policy, projects and Committee only once the company says section 135 applies', () => {
    const no = answers(['fact:csr', 'no']);
    for (const c of ['CSR policy', 'CSR projects', 'CSR committee']) {
      const item = clause(c, { answers: no });
      expect(item.status.kind, c).toBe('not-applicable');
      expect(item.status.note).toMatch(/Section 135 does not apply/);
    }
    const yes = answers(['fact:csr', 'yes'], ['fact:csr_committee', 'yes']);
    expect(clause('CSR policy', { answers: yes }).status.kind).toBe('missing');
    expect(clause('CSR committee', { answers: yes }).status.note).toMatch(/The CSR Committee/);
    const policy = doc('policies', '2025-06-01', 'Corporate Social Responsibility Policy');
    expect(clause('CSR policy', { answers: yes, documents: [policy] }).status.kind).toBe('current');
    // The projects are approved each year: a plan older than a year is out of date.
    const plan = (date: string) => doc('policies', date, 'CSR Annual Action Plan 2025-26');
    expect(
      clause('CSR projects', { answers: yes, documents: [plan('2026-04-10')] }).status.kind,
    ).toBe('current');
    expect(
      clause('CSR projects', { answers: yes, documents: [plan('2025-04-10')] }).status.kind,
    ).toBe('stale');
  });

  it('does not call a CSR Committee missing where the obligation is ₹50 lakh or less (s.135(9)), nor before that is answered', () => {
    const pending = clause('CSR committee', { answers: answers(['fact:csr', 'yes']) });
    expect(pending.status.kind).toBe('unchecked');
    expect(pending.status.note).toMatch(/more than ₹50 lakh\?/);
    const small = clause('CSR committee', {
      answers: answers(['fact:csr', 'yes'], ['fact:csr_committee', 'no']),
    });
    expect(small.status.kind).toBe('not-applicable');
    expect(small.status.note).toMatch(/section 135\(9\)/);
    // The policy is still owed: s.135(9) spares the committee, not the policy.
    expect(
      clause('CSR policy', { answers: answers(['fact:csr', 'yes'], ['fact:csr_committee', 'no']) })
        .status.kind,
    ).toBe('missing');
  });

  it('asks every listed company for its policy on material subsidiaries, row (h) (Reg 16(1)(c))', () => {
    expect(clause('(h)', { answers: answers(['fact:subsidiaries', 'no']) }).status.kind).toBe(
      'missing',
    );
    const policy = doc('policies', '2024-04-15', 'Policy for Determining Material Subsidiaries');
    expect(clause('(h)', { documents: [policy] }).status.kind).toBe('current');
  });

  it('asks for the subsidiaries’ accounts, row (s), only of a company with subsidiaries, and never takes them for the annual report', () => {
    expect(clause('(s)', { answers: answers(['fact:subsidiaries', 'no']) }).status.kind).toBe(
      'not-applicable',
    );
    expect(clause('(s)', {}).status.kind).toBe('unchecked');
    const accounts = doc(
      'annual_report',
      '2026-08-20',
      'Audited accounts of ABC Pvt Ltd (subsidiary) 2025-26',
    );
    const yes = answers(['fact:subsidiaries', 'yes']);
    expect(clause('(s)', { answers: yes, documents: [accounts] }).status.kind).not.toBe('missing');
    expect(clause('(l)(iii)', { answers: yes, documents: [accounts] }).status.kind).toBe('missing');
  });

  it('asks for the dividend distribution policy, row (y), only of a top-1,000 company (Reg 43A(1))', () => {
    expect(clause('(y)', { answers: answers(['fact:top_1000', 'no']) }).status.kind).toBe(
      'not-applicable',
    );
    const yes = answers(['fact:top_1000', 'yes']);
    expect(clause('(y)', { answers: yes }).status.kind).toBe('missing');
    const ddp = doc('policies', '2021-07-01', 'Dividend Distribution Policy');
    expect(clause('(y)', { answers: yes, documents: [ddp] }).status.kind).toBe('current');
  });
});

describe('a clause owed for each event, with one due in the days ahead', () => {
  it('names the next item and its day, as the calendar’s “due this week” does', () => {
    const at = new Date('2027-02-05T06:30:00Z');
    // A meeting on results: (l)(i) asks only its notice on the website.
    const results = event({ board_purposes: ['financial_results'] });
    const verdicts = siteVerdicts(state(at, { events: [results], recordsBegin: '2027-01-01' }));
    const intimation = verdicts.calendar.items.find(
      (i) => i.clauses.includes('(l)(i)') && i.status === 'due',
    );
    expect(intimation).toBeDefined();
    const clause = verdicts.readiness.find((i) => i.row.clause === '(l)(i)');
    expect(clause?.status.kind).toBe('per-event');
    expect(clause?.status.note).toMatch(
      /^Owed for each event on the calendar; next: .+, due by \d+ Feb 2027\./,
    );
    expect(clause?.status.note).not.toContain('none is');
  });
});
