import { describe, expect, it } from 'vitest';
import { otherWebsiteRows } from '@/content/other-website-disclosures';
import { regulation46Rows } from '@/content/regulation-46';
import { CLAUSE_EVIDENCE } from '@/lib/compliance/clause-evidence';
import { DOCUMENT_REQUIREMENTS, rulesForClause } from '@/lib/compliance/register';
import type { ComplianceDocument } from '@/lib/compliance/types';
import { siteVerdicts, type SiteState } from '@/lib/compliance/verdicts';
import { publicFinding } from '@/lib/readiness/public-finding';
import { boardFacts } from '../support/company-facts';
import { records, state, stampedDirector } from '../lib/compliance/state';

// The public Regulation 46 table and the desk's readiness give one verdict: a row the public table
// says is not (or not wholly) on the site is exactly one the desk calls missing, and the document
// it names is one the desk's rule accepts.

const now = new Date('2026-11-25T06:30:00Z');
const today = '2026-11-25';
let n = 0;
const doc = (table: ComplianceDocument['table'], date: string, title: string) => ({
  table,
  id: `d${++n}`,
  document_title: title,
  view_download: `https://example.com/${n}.pdf`,
  document_date: date,
  created_at: `${date}T06:00:00Z`,
});

// What the walk found: one policy page of several policies, none of them the remuneration or
// materiality policy or the fair-disclosure code; results PDFs newer than the annual report; a
// committee without members.
const documents = [
  doc('policies', '2024-04-15', 'Code of Conduct for the Board and Senior Management'),
  doc('policies', '2024-04-15', 'Vigil Mechanism and Whistle Blower Policy'),
  doc('policies', '2024-04-15', 'Policy on Related Party Transactions'),
  doc('annual_report', '2025-09-02', 'Annual Report 2024-25'),
  doc('financial_report', '2026-11-12', 'Unaudited financial results, quarter ended 30 Sep 2026'),
];
const board = records({
  directors: boardFacts.directors.map((d) => stampedDirector(d)),
  committees: boardFacts.committees,
  members: boardFacts.members.filter((m) => m.committee_id !== boardFacts.committees[0]?.id),
});
const site: SiteState = state(now, { documents, records: board });
const rows = [...regulation46Rows, ...otherWebsiteRows];
const finding = (clause: string, over: Partial<typeof site> = {}) => {
  const row = rows.find((r) => r.clause === clause);
  if (!row) throw new Error(`no row ${clause}`);
  const s = { ...site, ...over };
  return publicFinding(row, s.documents, s.records, today);
};

describe('the public Regulation 46 table, by the desk’s rules', () => {
  it('says a policy the desk calls missing is not on the site, however many policies are', () => {
    expect(finding('(f)')).toEqual({ kind: 'absent' });
    expect(finding('(u)')).toEqual({ kind: 'absent' });
    expect(finding('PIT 8(1)')).toEqual({ kind: 'absent' });
    expect(finding('(e)')).toEqual({
      kind: 'document',
      title: 'Vigil Mechanism and Whistle Blower Policy',
      date: '2024-04-15',
    });
  });

  it('dates the annual report by the annual report, not by the newest results', () => {
    expect(finding('(l)(iii)')).toEqual({
      kind: 'document',
      title: 'Annual Report 2024-25',
      date: '2025-09-02',
    });
  });

  it('says the committees are not published in full while one has no members', () => {
    expect(finding('(c)')?.kind).toBe('incomplete');
    const whole = records({
      directors: board.directors,
      committees: boardFacts.committees.filter((c) => c.id === 'audit'),
      members: boardFacts.members,
    });
    expect(finding('(c)', { records: whole })).toBeNull();
  });

  it('never calls missing a row that applies only where the company’s figures say so', () => {
    const csr = rows.find((r) => r.clause === 'CSR policy');
    expect(csr?.applicability).toBe('');
    expect(finding('CSR policy')).toEqual({ kind: 'pending' });
  });

  it('says nothing of a row that waits for the company’s answer, not even another document’s date', () => {
    // Row (s): the subsidiaries' accounts go under Annual Reports, where the company's own annual
    // report is; that report is no subsidiary's accounts.
    expect(rows.find((r) => r.clause === '(s)')?.applicability).toBe('');
    expect(finding('(s)')).toEqual({ kind: 'pending' });
  });

  it('agrees with the desk’s readiness on every row: absent or incomplete exactly when missing', () => {
    const readiness = siteVerdicts(site).readiness;
    for (const row of rows) {
      const said = finding(row.clause);
      if (!said || said.kind === 'pending') continue;
      const desk = readiness.find((r) => r.row.clause === row.clause)?.status.kind;
      expect([row.clause, said.kind === 'document' ? 'there' : 'missing']).toEqual([
        row.clause,
        desk === 'missing' ? 'missing' : 'there',
      ]);
    }
  });
});

describe('the evidence the public table reads', () => {
  it('is exactly each clause’s document rules’ evidence in the desk’s one list', () => {
    const clauses = new Set([
      ...rows.map((r) => r.clause),
      ...Object.keys(CLAUSE_EVIDENCE),
      ...DOCUMENT_REQUIREMENTS.flatMap((r) => r.clauses),
    ]);
    for (const clause of clauses) {
      const rules = rulesForClause(clause).documents.map((r) => r.satisfiedBy);
      const light = CLAUSE_EVIDENCE[clause] ?? [];
      expect([clause, light.length]).toEqual([clause, rules.length]);
      light.forEach((evidence, i) => expect(evidence).toBe(rules[i]));
    }
  });
});
