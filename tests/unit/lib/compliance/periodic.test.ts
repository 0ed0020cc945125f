import { describe, expect, it } from 'vitest';
import { annualObligations } from '@/lib/compliance/annual';
import { iepfNoticeObligation, unpaidDividendObligation } from '@/lib/compliance/iepf';
import { quarterlyObligations } from '@/lib/compliance/periodic-quarterly';
import { yearsBetween, yearStartOf } from '@/lib/compliance/periods';
import { daysAfter } from '@/lib/compliance/deadline-time';
import { itemsOfDividends } from '@/lib/compliance/requirement-items';
import type { DocumentRequirement, Obligation } from '@/lib/compliance/types';
import { financialYear } from '@/lib/financial-year';
import { formatIstDateTime } from '@/lib/ist-time';
import { event } from './fixtures';

const due = (obligations: Obligation[], id: string) => {
  const found = obligations.find((o) => o.id === id);
  if (!found) throw new Error(`no obligation ${id}`);
  return formatIstDateTime(found.deadline);
};

const fy2026 = financialYear(2026);
const agm = (day: string) =>
  event({ id: 'agm', kind: 'agm', title: 'AGM', starts_at: `${day}T05:30:00Z`, ends_at: null });

describe('the quarterly filings', () => {
  const quarterly = quarterlyObligations(fy2026);

  it('asks, for the quarter ended 31 December, for the shareholding pattern by 21 January', () => {
    expect(due(quarterly, 'shp:2026-12-31')).toBe('21 Jan 2027, 11:59 pm IST');
  });

  it('asks for the Integrated Filing (Governance) by 30 January', () => {
    expect(due(quarterly, 'ifg:2026-12-31')).toBe('30 Jan 2027, 11:59 pm IST');
  });

  it('asks for the results (Integrated Filing (Financial)) by 14 February', () => {
    expect(due(quarterly, 'iff:2026-12-31')).toBe('14 Feb 2027, 11:59 pm IST');
  });

  it('gives the fourth quarter and the year 60 days: results by 30 May', () => {
    expect(due(quarterly, 'iff:2027-03-31')).toBe('30 May 2027, 11:59 pm IST');
    expect(due(quarterly, 'shp:2027-03-31')).toBe('21 Apr 2027, 11:59 pm IST');
    expect(due(quarterly, 'ifg:2027-03-31')).toBe('30 Apr 2027, 11:59 pm IST');
  });

  it('asks for the reconciliation of share capital audit within 30 days of each quarter', () => {
    // 31 Dec 2026 + 30 days: 30 Jan 2027; 31 Mar + 30: 30 Apr; 30 Jun + 30: 30 Jul; 30 Sep + 30:
    // 30 Oct. A Saturday (30 Jan 2027) does not move it: Reg 76 counts days.
    expect(due(quarterly, 'rsc:2026-12-31')).toBe('30 Jan 2027, 11:59 pm IST');
    expect(due(quarterly, 'rsc:2027-03-31')).toBe('30 Apr 2027, 11:59 pm IST');
    expect(due(quarterly, 'rsc:2026-06-30')).toBe('30 Jul 2026, 11:59 pm IST');
    expect(due(quarterly, 'rsc:2026-09-30')).toBe('30 Oct 2026, 11:59 pm IST');
    const rsc = quarterly.find((o) => o.id === 'rsc:2026-12-31');
    expect(rsc?.table).toBe('reports_certificates');
    // Only a document titled for it counts, among the table's other certificates.
    const title = rsc?.satisfiedBy.title?.pattern;
    expect(title?.test('Reconciliation of Share Capital Audit Report Q3 2026-27')).toBe(true);
    expect(title?.test('Compliance certificate under Regulation 74(5)')).toBe(false);
  });

  it('gives the first integrated quarter, ended 31 December 2024, 45 days for governance too', () => {
    const first = quarterlyObligations(financialYear(2024));
    expect(due(first, 'ifg:2024-12-31')).toBe('14 Feb 2025, 11:59 pm IST');
    // The quarters before the Integrated Filings are history the calendar does not track.
    expect(first.map((o) => o.id.split(':')[1])).not.toContain('2024-09-30');
  });

  it('does not move a deadline that falls on a Sunday: the texts count calendar days', () => {
    // The results of the quarter ended 30 June 2026: 14 August 2026.
    expect(due(quarterly, 'iff:2026-06-30')).toBe('14 Aug 2026, 11:59 pm IST');
    // 30 January 2027 is a Saturday; it stays.
    expect(due(quarterly, 'ifg:2026-12-31')).toMatch(/^30 Jan 2027/);
  });

  it('counts a document dated from the quarter’s last day to the next quarter’s as the quarter’s', () => {
    const shp = quarterlyObligations(fy2026).find((o) => o.id === 'shp:2026-12-31');
    expect(shp?.window).toEqual({ from: '2026-12-31', to: '2027-03-31' });
    expect(shp?.table).toBe('shareholding_pattern');
  });
});

describe('the yearly obligations', () => {
  it('asks for the secretarial compliance report within 60 days of the year: 30 May', () => {
    expect(due(annualObligations(fy2026, []), 'scr:2027-03-31')).toBe('30 May 2027, 11:59 pm IST');
  });

  it('asks for the AGM within six months of the year: 30 September, met by the meeting itself', () => {
    const none = annualObligations(fy2026, []);
    expect(due(none, 'agm:2027-03-31')).toBe('30 Sep 2027, 11:59 pm IST');
    expect(none.find((o) => o.id === 'agm:2027-03-31')?.meeting).toBeNull();
    // No document meets it: its voting results are an event's item (Reg 44(3)).
    expect(none.find((o) => o.id === 'agm:2027-03-31')?.window).toBeNull();
    const entered = annualObligations(fy2026, [agm('2027-09-29')]);
    expect(entered.find((o) => o.id === 'agm:2027-03-31')?.meeting?.id).toBe('agm');
  });

  it('asks for the annual report 22 days before the AGM, or before its last day when none is set', () => {
    expect(due(annualObligations(fy2026, [agm('2027-09-24')]), 'ar:2027-03-31')).toBe(
      '2 Sep 2027, 11:59 pm IST',
    );
    expect(due(annualObligations(fy2026, []), 'ar:2027-03-31')).toBe('8 Sep 2027, 11:59 pm IST');
    // A cancelled AGM is no AGM.
    const cancelled = { ...agm('2027-08-20'), cancelled_at: '2027-07-01T00:00:00Z' };
    expect(due(annualObligations(fy2026, [cancelled]), 'ar:2027-03-31')).toBe(
      '8 Sep 2027, 11:59 pm IST',
    );
  });
});

describe('the IEPF steps', () => {
  it('asks for the unpaid-dividend statement 60 days after the AGM', () => {
    const statement = unpaidDividendObligation(fy2026, [agm('2027-09-24')]);
    expect(formatIstDateTime(statement.deadline)).toBe('23 Nov 2027, 11:59 pm IST');
    expect(statement.fact).toBe('dividends');
  });

  it('counts from the AGM’s last lawful day when the AGM is later or not held: whichever is earlier', () => {
    const late = unpaidDividendObligation(fy2026, [agm('2027-10-15')]);
    expect(formatIstDateTime(late.deadline)).toBe('29 Nov 2027, 11:59 pm IST');
    expect(formatIstDateTime(unpaidDividendObligation(fy2026, []).deadline)).toBe(
      '29 Nov 2027, 11:59 pm IST',
    );
  });

  it('asks for the notices three months before shares move, on the month’s last day when shorter', () => {
    expect(formatIstDateTime(iepfNoticeObligation('2027-11-30').deadline)).toBe(
      '30 Aug 2027, 11:59 pm IST',
    );
    expect(formatIstDateTime(iepfNoticeObligation('2027-05-31').deadline)).toBe(
      '28 Feb 2027, 11:59 pm IST',
    );
  });
});

describe('the financial years', () => {
  it('are named and bounded as financial-year.ts names them', () => {
    expect(yearsBetween(2024, 2026)).toEqual([
      financialYear(2024),
      financialYear(2025),
      financialYear(2026),
    ]);
    expect([yearStartOf('2027-03-31'), yearStartOf('2027-04-01')]).toEqual([2026, 2027]);
  });
});

describe('what meets each quarterly filing', () => {
  const q = (id: string) => {
    const found = quarterlyObligations(fy2026).find((o) => o.id === id);
    if (!found) throw new Error(`no obligation ${id}`);
    return found;
  };

  it('takes the quarter’s results from Financial Reports or the Integrated Filing (Financial)', () => {
    expect(q('results:2026-12-31').satisfiedBy.tables).toEqual([
      'financial_report',
      'integrated_filing_financial',
    ]);
    expect(q('results:2026-12-31').clauses).toEqual(['(l)(ii)']);
    expect(due(quarterlyObligations(fy2026), 'results:2027-03-31')).toBe(
      '30 May 2027, 11:59 pm IST',
    );
  });

  it('takes the statements only from the Integrated Filing (Financial), for clause (x)', () => {
    expect(q('iff:2026-12-31').satisfiedBy.tables).toEqual(['integrated_filing_financial']);
    expect(q('iff:2026-12-31').clauses).toEqual(['(x)']);
  });
});

describe('the annual return and the familiarisation programmes', () => {
  it('asks for the annual return 60 days after the AGM, or after its last day', () => {
    expect(due(annualObligations(fy2026, [agm('2027-09-24')]), 'mgt7:2027-03-31')).toBe(
      '23 Nov 2027, 11:59 pm IST',
    );
    expect(due(annualObligations(fy2026, []), 'mgt7:2027-03-31')).toBe('29 Nov 2027, 11:59 pm IST');
  });

  it('expects the familiarisation programmes on the annual report’s day', () => {
    const year = annualObligations(fy2026, [agm('2027-09-24')]);
    expect(due(year, 'fam:2027-03-31')).toBe(due(year, 'ar:2027-03-31'));
  });
});

describe('a rule owed for each dividend', () => {
  it('makes one item per dividend the site holds, due as the rule says', () => {
    const rule: DocumentRequirement = {
      key: 'test-dividend',
      what: 'A filing owed for each dividend',
      source: { clause: 'test', rule: 'test', asOf: 'test', read: 'test' },
      clauses: [],
      satisfiedBy: { tables: ['unpaid_dividend_statements'] },
      recurs: { every: 'dividend', due: (d) => daysAfter(d.record_date, 90) },
    };
    const [item] = itemsOfDividends(rule, [
      {
        id: 'd1',
        financial_year: '2025-26',
        kind: 'interim',
        declared_on: '2025-11-12',
        record_date: '2025-11-21',
        payment_date: '2025-12-12',
        amount_per_share: 1,
      },
    ]);
    expect(item).toMatchObject({
      id: 'test-dividend:interim-2025-11-21',
      subject: 'Interim dividend 2025-26, declared 12 Nov 2025',
      table: 'unpaid_dividend_statements',
    });
    expect(formatIstDateTime(item?.deadline ?? new Date(0))).toBe('19 Feb 2026, 11:59 pm IST');
  });
});
