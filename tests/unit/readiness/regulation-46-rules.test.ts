import { describe, expect, it } from 'vitest';
import { regulation46Rows, type DisclosureRow } from '@/content/regulation-46';
import { assessReadiness, mergeRules, tablesRead } from '@/lib/readiness/assess';
import { owedPeriod, quarterEndsBefore, yearEndsBefore } from '@/lib/readiness/periods';
import { regulation46Rules } from '@/lib/readiness/regulation-46-rules';
import { documentKept } from '@/lib/readiness/rules';
import type { EvidenceDocument, ReadinessRule } from '@/lib/readiness/types';

const rule = (clause: string): ReadinessRule => {
  const found = regulation46Rules.find((r) => r.clause === clause);
  if (!found) throw new Error(`no rule for ${clause}`);
  return found;
};

const doc = (table: EvidenceDocument['table'], date: string, title = 'A document') => ({
  table,
  date,
  title,
});

const check = (clause: string, today: string, documents: EvidenceDocument[]) =>
  rule(clause).check({ today, documents });

describe('the periods a filing is owed for', () => {
  it('lists the quarter ends on or before a day, newest first', () => {
    expect(quarterEndsBefore('2026-11-25', 3)).toEqual(['2026-09-30', '2026-06-30', '2026-03-31']);
    expect(quarterEndsBefore('2026-03-31', 2)).toEqual(['2026-03-31', '2025-12-31']);
  });

  it('lists the financial years’ ends (31 March) on or before a day', () => {
    expect(yearEndsBefore('2026-11-25', 2)).toEqual(['2026-03-31', '2025-03-31']);
    expect(yearEndsBefore('2026-03-30', 1)).toEqual(['2025-03-31']);
  });

  it('owes the newest period whose deadline has passed, its last day included', () => {
    const ends = quarterEndsBefore('2026-10-21');
    const in21 = (end: string) => (end === '2026-09-30' ? '2026-10-21' : '2026-07-21');
    expect(owedPeriod(ends, in21, '2026-10-21')?.end).toBe('2026-06-30');
    expect(owedPeriod(ends, in21, '2026-10-22')?.end).toBe('2026-09-30');
  });
});

describe('a filing owed every quarter: the shareholding pattern, clause (m)', () => {
  it('is missing with no document', () => {
    expect(check('(m)', '2026-11-25', [])).toMatchObject({ kind: 'missing', date: null });
  });

  it('is current with one for the last quarter once its 21 days have passed', () => {
    const status = check('(m)', '2026-11-25', [
      doc('shareholding_pattern', '2026-06-30'),
      doc('shareholding_pattern', '2026-09-30', 'Shareholding pattern, September 2026'),
    ]);
    expect(status.kind).toBe('current');
    expect(status.date).toBe('2026-09-30');
    expect(status.note).toContain('“Shareholding pattern, September 2026”, dated 30 Sep 2026');
    expect(status.note).toContain('It covers the quarter ended 30 Sep 2026.');
  });

  it('is out of date when the last quarter’s is missing after its deadline, and says which', () => {
    const status = check('(m)', '2026-11-25', [doc('shareholding_pattern', '2026-06-30')]);
    expect(status.kind).toBe('stale');
    expect(status.date).toBe('2026-06-30');
    expect(status.note).toContain(
      'The one for the quarter ended 30 Sep 2026 was due by 21 Oct 2026.',
    );
  });

  it('is still current within the 21 days, with the quarter before', () => {
    expect(check('(m)', '2026-10-15', [doc('shareholding_pattern', '2026-06-30')]).kind).toBe(
      'current',
    );
  });
});

describe('a filing owed every year: the annual return, clause (z)', () => {
  const lastYears = [doc('mgt_mgt7', '2025-10-20', 'Form MGT-7 2024-25')];

  it('stays current until 60 days after the AGM’s last day (29 November)', () => {
    expect(check('(z)', '2026-11-29', lastYears).kind).toBe('current');
  });

  it('turns out of date on 30 November without the year’s return', () => {
    const status = check('(z)', '2026-11-30', lastYears);
    expect(status.kind).toBe('stale');
    expect(status.note).toContain('the financial year ended 31 Mar 2026 was due by 29 Nov 2026');
  });
});

describe('a policy kept, found by the words of its title', () => {
  it('counts only a policy whose title has the clause’s words: materiality, clause (u)', () => {
    const other = doc('policies', '2024-01-01', 'Whistle Blower Policy');
    expect(check('(u)', '2026-11-25', [other])).toMatchObject({
      kind: 'missing',
      note: 'No document under Policies has “materiality” in its title.',
    });
    const found = doc('policies', '2019-04-01', 'Policy on Determination of Materiality');
    expect(check('(u)', '2026-11-25', [other, found])).toMatchObject({
      kind: 'current',
      date: '2019-04-01',
    });
  });

  it('reads no other table’s document as the policy', () => {
    const elsewhere = doc('corporate_announcement', '2026-01-01', 'Materiality of events');
    expect(check('(u)', '2026-11-25', [elsewhere]).kind).toBe('missing');
  });
});

describe('a policy reviewed every three years: related party transactions, clause (g)', () => {
  const policy = (date: string) => doc('policies', date, 'Related Party Transactions Policy');

  it('is current when reviewed within three years', () => {
    expect(check('(g)', '2026-11-25', [policy('2023-11-25')]).kind).toBe('current');
  });

  it('is out of date when older than three years', () => {
    const status = check('(g)', '2026-11-25', [policy('2023-11-24')]);
    expect(status.kind).toBe('stale');
    expect(status.note).toContain('Nothing newer in the last 3 years.');
  });
});

describe('every clause of the Regulation 46 table', () => {
  const items = assessReadiness(regulation46Rows, regulation46Rules, {
    today: '2026-11-25',
    documents: [],
  });

  it('has a status, in the table’s order', () => {
    expect(items.map((item) => item.row.clause)).toEqual(regulation46Rows.map((row) => row.clause));
  });

  it('has a rule for every clause that applies, each naming the place to fix it', () => {
    const unchecked = items.filter((item) => item.status.kind === 'unchecked');
    expect(unchecked.map((item) => item.row.clause)).toEqual([]);
    for (const item of items) {
      if (item.row.applicability !== 'NA') expect(item.rule?.fix, item.row.clause).toBeTruthy();
    }
  });

  it('says "not applicable" where the table does, whatever the documents', () => {
    for (const item of items.filter((i) => i.row.applicability === 'NA')) {
      expect(item.status.kind).toBe('not-applicable');
    }
  });

  it('is missing for every document rule on an empty site', () => {
    const missing = items.filter((item) => item.status.kind === 'missing');
    expect(missing.map((item) => item.row.clause)).toContain('(m)');
    expect(missing.every((item) => (item.rule?.tables.length ?? 0) > 0)).toBe(true);
  });

  it('reads the Memorandum from its own table, and names the facts kept as data on their pages', () => {
    expect(check('(aa)', '2026-11-25', []).kind).toBe('missing');
    expect(check('(aa)', '2026-11-25', [doc('memorandum_articles', '2024-09-20')]).kind).toBe(
      'current',
    );
    const asData = items.filter((item) => item.status.kind === 'as-data');
    expect(asData.map((item) => item.row.clause)).toEqual(['(ab)', '(c)', '(j)', '(r)']);
  });

  it('says honestly that a clause without a rule is not checked', () => {
    const row: DisclosureRow = {
      clause: '(zz)',
      information: 'A clause added before its rule',
      applicability: 'Yes',
    };
    const [item] = assessReadiness([row], regulation46Rules, {
      today: '2026-11-25',
      documents: [],
    });
    expect(item?.status.kind).toBe('unchecked');
  });
});

describe('the rules another part of the desk brings', () => {
  it('replace the same clause’s rule, and the desk reads only the tables the rules need', () => {
    const replacement = documentKept('(m)', { tables: ['annual_report'] }, 'test');
    const merged = mergeRules(regulation46Rules, [replacement]);
    expect(merged.filter((r) => r.clause === '(m)')).toEqual([replacement]);
    expect(merged).toHaveLength(regulation46Rules.length);
    expect(tablesRead(merged)).not.toContain('shareholding_pattern');
  });
});
