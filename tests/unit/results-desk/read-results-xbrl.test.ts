import { describe, expect, it } from 'vitest';
import { refusalOf, xbrlFixture } from '../support/xbrl';
import { readResultsXbrl } from '@/features/results-desk/xbrl/read-results-xbrl';

// The reader on instance documents written for these tests from the conventions of real filings
// (tests/fixtures/xbrl/, described in src/features/results-desk/xbrl/results-taxonomy.ts), and on
// each of them spoiled in one way.
const fixture = xbrlFixture;
const q2 = fixture('q2-with-half-year.xml');
const q4 = fixture('q4-with-year.xml');

const refusal = (text: string) => refusalOf(readResultsXbrl, text);

describe('readResultsXbrl on results files', () => {
  it('reads a second quarter and its half-year to date, taking the periods from the header facts', async () => {
    const read = await readResultsXbrl(q2);
    expect(read.scale).toBe('lakhs');
    expect(read.company).toBe('Health For All Pharmaceuticals and Chemicals Limited (sample)');
    expect(
      read.periods.map((p) => [p.period_kind, p.period_start, p.period_end, p.basis, p.audited]),
    ).toEqual([
      ['quarter', '2025-07-01', '2025-09-30', 'standalone', false],
      ['half_year', '2025-04-01', '2025-09-30', 'standalone', false],
    ]);
    expect(read.periods[0]?.figures).toEqual({
      revenue_from_operations: '431240000',
      other_income: '5610000',
      total_income: '436850000',
      total_expenses: '383125000',
      exceptional_items: '0',
      profit_before_tax: '53725000',
      tax_expense: '13530000',
      profit_for_period: '40195000',
      other_comprehensive_income: '-275000',
      basic_eps: '3.23',
      diluted_eps: '3.23',
      paid_up_capital: '124400000',
      face_value: '10',
    });
    expect(read.periods[1]?.figures.revenue_from_operations).toBe('851820000');
    expect(read.periods.map((p) => p.problems)).toEqual([[], []]);
    expect(read.notes).toEqual([]);
  });

  it('reads a fourth quarter with the full year, audited, stated in crores', async () => {
    const read = await readResultsXbrl(q4);
    expect(read.scale).toBe('crores');
    expect(read.periods.map((p) => [p.period_kind, p.period_start, p.audited])).toEqual([
      ['quarter', '2025-01-01', true],
      ['year', '2024-04-01', true],
    ]);
    expect(read.periods[1]?.figures.revenue_from_operations).toBe('1645000000');
    expect(read.periods[1]?.figures.basic_eps).toBe('12.4');
  });

  it('reads standalone and consolidated files of one quarter as the same period on each basis', async () => {
    const [standalone, consolidated] = await Promise.all(
      ['q1-standalone.xml', 'q1-consolidated.xml'].map((f) => readResultsXbrl(fixture(f))),
    );
    // The first quarter's year to date is the quarter itself: one period, not two.
    expect(standalone?.periods.map((p) => [p.basis, p.period_kind, p.period_end])).toEqual([
      ['standalone', 'quarter', '2025-06-30'],
    ]);
    expect(consolidated?.periods.map((p) => [p.basis, p.period_kind, p.period_end])).toEqual([
      ['consolidated', 'quarter', '2025-06-30'],
    ]);
    expect(consolidated?.periods[0]?.figures.profit_for_period).toBe('39765000');
  });

  it('leaves out earlier periods given for comparison, and says so', async () => {
    const comparative = q4
      .replace(
        '<xbrli:unit id="INR">',
        '<xbrli:context id="TwoD"><xbrli:entity><xbrli:identifier scheme="x">1</xbrli:identifier></xbrli:entity><xbrli:period><xbrli:startDate>2024-01-01</xbrli:startDate><xbrli:endDate>2024-03-31</xbrli:endDate></xbrli:period></xbrli:context><xbrli:unit id="INR">',
      )
      .replace(
        '</xbrli:xbrl>',
        '<in-bse-fin:RevenueFromOperations contextRef="TwoD" unitRef="INR" decimals="-7">400000000.00</in-bse-fin:RevenueFromOperations></xbrli:xbrl>',
      );
    const read = await readResultsXbrl(comparative);
    expect(read.periods).toHaveLength(2);
    expect(read.notes).toEqual([
      '1 earlier period in the file, reported for comparison, is not read.',
    ]);
  });
});

describe('readResultsXbrl on bad files', () => {
  const revenue = /<in-bse-fin:RevenueFromOperations contextRef="OneD"[^>]*>[^<]*</;
  const cases: [string, string, RegExp][] = [
    ['a file cut short', q2.slice(0, 5000), /^This file is not readable XML/],
    ['XML that is no XBRL', '<?xml version="1.0"?><html><body/></html>', /not an XBRL instance/],
    [
      'another taxonomy',
      q2.replaceAll(
        'http://www.bseindia.com/xbrl/fin/2020-03-31/in-bse-fin"',
        'http://www.mca.gov.in/XBRL/2016/ind-as"',
      ),
      /^This XBRL file is in another taxonomy \(in-bse-fin:\w+ …\), not the Ind AS results taxonomy/,
    ],
    [
      'an element no results file has',
      q2.replace(
        '</xbrli:xbrl>',
        '<acme:Bonus xmlns:acme="https://example.com/acme" contextRef="OneD">1</acme:Bonus></xbrli:xbrl>',
      ),
      /elements the results taxonomy does not have \(acme:Bonus\)/,
    ],
    [
      'a context defined twice',
      q4.replace(
        '<xbrli:unit id="INR">',
        `${/<xbrli:context id="OneD">.*?<\/xbrli:context>/.exec(q4)?.[0] ?? ''}<xbrli:unit id="INR">`,
      ),
      /The context “OneD” is defined twice/,
    ],
    [
      'a figure with grouping commas',
      q2.replace(revenue, (m) => m.replace(/>[^<]*<$/, '>4,31,24,000.00<')),
      /Revenue from operations \(RevenueFromOperations\) for the quarter ended 30 September 2025 is “4,31,24,000.00”, which is not a number/,
    ],
    [
      'a figure in words',
      q2.replace(revenue, (m) => m.replace(/>[^<]*<$/, '>four crore<')),
      /is “four crore”, which is not a number/,
    ],
    [
      'a figure left out',
      q2.replaceAll(
        /<in-bse-fin:OtherComprehensiveIncomeNetOfTaxes[^/]*\/in-bse-fin:OtherComprehensiveIncomeNetOfTaxes>/g,
        '',
      ),
      /^The file has no Other comprehensive income \(OtherComprehensiveIncomeNetOfTaxes\) for the quarter ended 30 September 2025\.$/,
    ],
    [
      'a figure nil',
      q2.replace(
        revenue,
        '<in-bse-fin:RevenueFromOperations contextRef="OneD" unitRef="INR" xsi:nil="true"><',
      ),
      /leaves Revenue from operations .* empty \(nil\)/,
    ],
    [
      'a figure in dollars',
      q2
        .replace(
          '<xbrli:unit id="INR">',
          '<xbrli:unit id="USD"><xbrli:measure>iso4217:USD</xbrli:measure></xbrli:unit><xbrli:unit id="INR">',
        )
        .replace(revenue, (m) => m.replace('unitRef="INR"', 'unitRef="USD"')),
      /is in iso4217:USD; results are read in Indian rupees/,
    ],
    [
      'a unit whose INR is not the ISO 4217 currency',
      q2
        .replace(
          '<xbrli:unit id="INR">',
          '<xbrli:unit id="FakeINR"><xbrli:measure xmlns:notacurrency="https://example.com/not-iso4217">notacurrency:INR</xbrli:measure></xbrli:unit><xbrli:unit id="INR">',
        )
        .replace(revenue, (m) => m.replace('unitRef="INR"', 'unitRef="FakeINR"')),
      /is in notacurrency:INR; results are read in Indian rupees \(iso4217:INR/,
    ],
    [
      'a unitRef that names no unit',
      q2.replace(revenue, (m) => m.replace('unitRef="INR"', 'unitRef="Rupees"')),
      /names the unit “Rupees”, which the file does not define, so it is not known to be rupees/,
    ],
    [
      'two values for one figure of one period',
      fixture('q1-standalone.xml').replace(
        /(<in-bse-fin:RevenueFromOperations contextRef="FourD"[^>]*>)[^<]*/,
        '$1420590000.00',
      ),
      /two different values for Revenue from operations .*: 420580000 and 420590000/,
    ],
    [
      'no word on standalone or consolidated',
      q2.replaceAll(
        /<in-bse-fin:NatureOfReportStandaloneConsolidated[^/]*\/in-bse-fin:NatureOfReportStandaloneConsolidated>/g,
        '',
      ),
      /does not say whether its results are standalone or consolidated/,
    ],
    [
      'a rounding nobody uses',
      q2.replace('>Lakhs<', '>Hundreds<'),
      /states its rounding as “Hundreds”/,
    ],
    [
      'a period that is no quarter',
      q4
        .replace('<xbrli:startDate>2025-01-01', '<xbrli:startDate>2025-01-15')
        .replace(
          '<in-bse-fin:DateOfStartOfReportingPeriod contextRef="OneD">2025-01-01',
          '<in-bse-fin:DateOfStartOfReportingPeriod contextRef="OneD">2025-01-15',
        ),
      /from 15 Jan 2025 to 31 Mar 2025, which is not a quarter, half-year, nine months or year/,
    ],
  ];

  it.each(cases)('refuses %s in plain words', async (_, text, message) => {
    expect(await refusal(text)).toMatch(message);
  });

  it('refuses a file of 10,000 facts without reading them all', async () => {
    const many = Array.from(
      { length: 10_000 },
      (_, i) =>
        `<in-bse-fin:SegmentRevenue contextRef="OneD" unitRef="INR" decimals="-5">${i}00000.00</in-bse-fin:SegmentRevenue>`,
    ).join('');
    expect(await refusal(q2.replace('</xbrli:xbrl>', `${many}</xbrli:xbrl>`))).toMatch(
      /^This file holds more than 5,000 figures/,
    );
  });
});
