import { describe, expect, it } from 'vitest';
import { refusalOf, xbrlFixture } from '../support/xbrl';
import { readShareholdingXbrl } from '@/features/shareholding/xbrl/read-shareholding-xbrl';

// The shareholding pattern reader on an instance written from the in-bse-shp 2025-10-31 schema
// (tests/fixtures/xbrl/shp-2025-10-31.xml says how), on the same pattern in the 2022-09-30
// version's spellings, and on each spoiled in one way.
const shp = xbrlFixture('shp-2025-10-31.xml');

const refusal = (text: string) => refusalOf(readShareholdingXbrl, text);

const expected = {
  promoter_shares: 6530000,
  mutual_fund_shares: 812000,
  foreign_portfolio_investor_shares: 405000,
  bank_shares: 12000,
  insurance_company_shares: 230000,
  other_institution_shares: 41000,
  government_shares: 0,
  resident_individual_shares: 3410000,
  bodies_corporate_shares: 640000,
  other_non_institution_shares: 290000,
  employee_trust_shares: 70000,
  depository_receipt_shares: 0,
};

describe('readShareholdingXbrl', () => {
  it('reads the as-on date and each category from the contexts of the category alone, leaving out named holders', async () => {
    const read = await readShareholdingXbrl(shp);
    expect(read.quarterEnd).toBe('2025-09-30');
    expect(read.company).toBe('Health For All Pharmaceuticals and Chemicals Limited (sample)');
    expect(read.shares).toEqual(expected);
    expect(read.total).toBe(12440000);
    expect(Object.values(read.shares).reduce((a, b) => a + b, 0)).toBe(read.total);
    expect(read.notes).toEqual([]);
  });

  it('reads the 2022-09-30 version: OneI for MainI, the older spellings of its members', async () => {
    const older = shp
      .replaceAll('shp/2025-10-31/in-bse-shp', 'shp/2022-09-30/in-bse-shp')
      .replaceAll('"MainI"', '"OneI"')
      .replaceAll('MutualFundsOrUTI', 'MutualFundsOrUti')
      .replaceAll('PortfolioInvestorCategory', 'PortfolioInvestorCatergory');
    expect((await readShareholdingXbrl(older)).shares).toEqual(expected);
  });

  it('names a category the site does not know rather than dropping it silently', async () => {
    const strange = shp.replaceAll('NonResidentIndians', 'NonResidentIndiansRepatriable');
    const read = await readShareholdingXbrl(strange);
    expect(read.shares.other_non_institution_shares).toBe(110000);
    expect(read.notes[0]).toMatch(
      /^1,80,000 shares in the category “nonresidentindiansrepatriable” are not read/,
    );
  });

  it.each([
    [
      'a pattern as on a day that is not a quarter’s end',
      shp.replaceAll('2025-09-30', '2025-08-14'),
      /^The pattern is as on 14 Aug 2025, which is not the end of a quarter\. The site shows the pattern as at each quarter’s end/,
    ],
    [
      'two dates',
      shp.replace(
        '<in-bse-shp:DateOfReport contextRef="MainI">2025-09-30',
        '<in-bse-shp:DateOfReport contextRef="MainI">2025-06-30',
      ),
      /more than one date for the pattern \(30 Jun 2025, 30 Sep 2025\)/,
    ],
    [
      'no total',
      shp.replace(
        /<in-bse-shp:NumberOfShares contextRef="ShareholdingPattern_ContextI"[^>]*>\d+<\/in-bse-shp:NumberOfShares>/,
        '',
      ),
      /does not state the total number of shares/,
    ],
    [
      'shares that are not whole',
      shp.replace('>812000<', '>812000.5<'),
      /The number of shares of mutualfundsoruti is “812000.5”, which is not a whole number of shares/,
    ],
    [
      'a results file',
      xbrlFixture('q1-standalone.xml'),
      /^This XBRL file is in another taxonomy \(in-bse-fin:\w+ …\), not the shareholding pattern taxonomy/,
    ],
  ])('refuses %s in plain words', async (_, text, message) => {
    expect(await refusal(text)).toMatch(message);
  });
});
