/**
 * What the reader knows of the results taxonomy the company files its results in with the
 * exchanges: the Ind AS financial results taxonomy of BSE (element prefix `in-bse-fin`, namespace
 * http://www.bseindia.com/xbrl/fin/<version>/in-bse-fin; NSE takes the same instance), and from
 * 2025 the Integrated Filing (Financial) of SEBI's capital-market taxonomy (prefix `in-capmkt`,
 * http://www.sebi.gov.in/xbrl/<version>/in-capmkt), which keeps the same element names.
 *
 * Read from real filings, the taxonomies' published schemas and public parsers of them:
 * - Trimmed real instance documents of TCS's results for the quarters ended 30 September and
 *   31 December 2024 (GitHub uninestindia-crypto/mizan, tests/fixtures/fundamentals/
 *   tcs_2024-09-30_consolidated_trimmed.xml and tcs_2024-12-31_consolidated_trimmed.xml). They
 *   show: the root xbrli:xbrl with link:schemaRef "Ind-AS_entry_point_2020-03-31.xsd"; a context
 *   "OneD" for the quarter, "FourD" for the year to date and "OneI" for the instant at its end,
 *   plus dimensional contexts (xbrli:scenario with xbrldi:explicitMember) for segments; units
 *   INR (iso4217:INR), INRPerShare (INR divided by xbrli:shares), shares and pure; the header
 *   facts DateOfStartOfReportingPeriod / DateOfEndOfReportingPeriod, WhetherResultsAreAudited-
 *   OrUnaudited ("Audited") and NatureOfReportStandaloneConsolidated ("Consolidated") given per
 *   context; LevelOfRoundingUsedInFinancialStatements "Crores" while the amounts are whole
 *   rupees with decimals="-7" (revenue 639730000000.00 is ₹63,973 crore); and the elements read
 *   below (Income, Expenses, ProfitBeforeTax, TaxExpense, ProfitLossForPeriod,
 *   BasicEarningsLossPerShareFromContinuingAndDiscontinuedOperations, DilutedEarnings...,
 *   PaidUpValueOfEquityShareCapital in INR, FaceValueOfEquityShareCapital in INRPerShare).
 *   Their FourD context repeats the quarter's dates while its header facts give the year to
 *   date (1 April to the quarter's end): the header facts are the period, as the parsers below
 *   also found.
 * - OtherComprehensiveIncomeNetOfTaxes, the statement's "other comprehensive income": a class
 *   generated from a real filing's facts (GitHub ganagashekar/STOCKS_MAIN,
 *   MSNStocks/Models/xml/financeResultsXML.cs), between ProfitLossForPeriod and
 *   ComprehensiveIncomeForThePeriod.
 * - The Integrated Filing (Financial) taxonomy for Ind AS companies, in-capmkt 2025-01-31 (its
 *   presentation linkbase in-capmkt-pre-2025-01-31.xml, IntegratedFinance_IndAS, copied in GitHub
 *   eggmasonvalue/nse-xbrl-parser, src/nse_xbrl_parser/taxonomies): every element read below is
 *   in it by the same local name, and the header's rounding is LevelOfRounding (no
 *   LevelOfRoundingUsedInFinancialStatements). SEBI's in-capmkt core schemas of 2022-04-30 to
 *   2024-05-31 name their namespace https://www.sebi.gov.in/xbrl/<version>/in-capmkt. No real
 *   Integrated Filing instance was found in a public repository (searched November 2026), so the
 *   reader's handling of one is tested only on the fixtures moved into that namespace.
 * - 3,520 real results instances filed with NSE, 2018 to January 2025 (results-periods.ts): the
 *   units are always iso4217:INR, INRPerShare (iso4217:INR over xbrli:shares) and xbrli:pure;
 *   375 are banks' (banking_entry_point_*.xsd), 3 in the pre-Ind AS format
 *   (other_than_banks_entry_point_2018-03-31.xsd).
 * - Public parsers of NSE's files: values are absolute rupees whatever the stated rounding
 *   (decimals is precision, not scale); context ids vary by era, so periods are read from the
 *   contexts and header facts, never from the ids; the same local names in in-bse-fin
 *   2019-09-30 and 2020-03-31 and in-capmkt 2025-01-31 and 2026-01-31.
 */
import type { Figure, Scale } from '@/lib/financial-results';
import type { Taxonomy } from '@/lib/xbrl/read-instance';

/** The results taxonomy's own namespace (any version), where the figures are. */
// SEBI's in-capmkt schemas since 2022 name their namespace with https (the core in-capmkt.xsd of
// 2022-04-30 to 2024-05-31, in the copies of GitHub eggmasonvalue/nse-xbrl-parser); BSE's with http.
const RESULTS_NAMESPACE =
  /^(http:\/\/www\.bseindia\.com\/xbrl\/fin\/\d{4}-\d{2}-\d{2}\/in-bse-fin|https?:\/\/www\.sebi\.gov\.in\/xbrl\/\d{4}-\d{2}-\d{2}\/in-capmkt)$/;
/** Its family: the entry points and sub-schemas published beside it (facts there are not read). */
const RESULTS_FAMILY =
  /^(http:\/\/www\.bseindia\.com\/xbrl\/fin\/|https?:\/\/www\.sebi\.gov\.in\/xbrl\/)/;

/** What the instance reader is told of the results taxonomy. */
export const RESULTS_TAXONOMY: Taxonomy = {
  namespace: RESULTS_NAMESPACE,
  family: RESULTS_FAMILY,
  // A quarter's results file holds a few hundred facts (the statement for two or three periods,
  // the segments, the notes; the largest of the 3,520 real NSE files read, 1,9xx); a file with
  // thousands more is not one, and reading it would only keep the desk busy.
  maxFacts: 5000,
  fileWords: 'results XBRL file',
  taxonomyWords: 'the Ind AS results taxonomy (in-bse-fin) the exchange takes results in',
  shortWords: 'the results taxonomy',
  sizeWords: 'a quarter’s results file holds a few hundred',
};

/** The element that holds each figure. */
export const FIGURE_ELEMENTS: Record<Figure, string> = {
  revenue_from_operations: 'RevenueFromOperations',
  other_income: 'OtherIncome',
  total_income: 'Income',
  total_expenses: 'Expenses',
  exceptional_items: 'ExceptionalItemsBeforeTax',
  profit_before_tax: 'ProfitBeforeTax',
  tax_expense: 'TaxExpense',
  profit_for_period: 'ProfitLossForPeriod',
  other_comprehensive_income: 'OtherComprehensiveIncomeNetOfTaxes',
  basic_eps: 'BasicEarningsLossPerShareFromContinuingAndDiscontinuedOperations',
  diluted_eps: 'DilutedEarningsLossPerShareFromContinuingAndDiscontinuedOperations',
  paid_up_capital: 'PaidUpValueOfEquityShareCapital',
  face_value: 'FaceValueOfEquityShareCapital',
};

export const HEADER = {
  periodStart: 'DateOfStartOfReportingPeriod',
  periodEnd: 'DateOfEndOfReportingPeriod',
  yearStart: 'DateOfStartOfFinancialYear',
  yearEnd: 'DateOfEndOfFinancialYear',
  audited: 'WhetherResultsAreAuditedOrUnaudited',
  nature: 'NatureOfReportStandaloneConsolidated',
  /** LevelOfRounding: in-capmkt's name (the Integrated Filing's presentation linkbase, 2025-01-31). */
  rounding: ['LevelOfRoundingUsedInFinancialStatements', 'LevelOfRounding'],
  company: 'NameOfTheCompany',
} as const;

/**
 * A bank's results file: the banking format (entry point banking_entry_point_<version>.xsd in
 * in-bse-fin, or IntegratedFinance_Banking in in-capmkt), whose statement is interest earned,
 * operating expenses and provisions rather than revenue from operations and expenses. 375 of the
 * 3,520 real NSE files read are in it (Axis, ICICI, HDFC Bank, SBI ...).
 */
export function isBankingFormat(schemaRef: string | null, factNames: Set<string>): boolean {
  if (/banking/i.test(schemaRef ?? '')) return true;
  return factNames.has('InterestEarned') && !factNames.has('Expenses');
}

/**
 * Results in the format of companies that do not follow Ind AS (Indian GAAP, entry point
 * other_than_banks_entry_point_<version>.xsd): extraordinary items, ProfitLossForThePeriod. Three
 * of the real NSE files read are in it (Bajaj Finance and Bajaj Finserv, 2018, named NONINDAS).
 */
export const isPreIndAsFormat = (schemaRef: string | null) =>
  /other_than_banks_entry_point/i.test(schemaRef ?? '');

/** The stated rounding, in the words filings use ("Crores", "Lakhs" ...), to a scale. */
export function scaleFromWords(words: string): Scale | null {
  const w = words.trim().toLowerCase();
  if (/^(actual|absolute|units?|rupees?|inr|rs\.?|₹)$/.test(w)) return 'rupees';
  if (/^thousands?$/.test(w)) return 'thousands';
  if (/^(lakhs?|lacs?)$/.test(w)) return 'lakhs';
  if (/^millions?$/.test(w)) return 'millions';
  if (/^crores?$/.test(w)) return 'crores';
  return null;
}

/** The rounding that a fact's `decimals` shows, when the file does not state one. */
export function scaleFromDecimals(decimals: string | null): Scale {
  switch (decimals?.trim()) {
    case '-7':
      return 'crores';
    case '-6':
      return 'millions';
    case '-5':
      return 'lakhs';
    case '-3':
      return 'thousands';
    default:
      return 'rupees';
  }
}

/** A results instance is tens or hundreds of kilobytes; past this the reader does not try. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
