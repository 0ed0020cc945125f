// The category totals of each quarter's shareholding pattern, shared by the public page, the
// desk and the prerenderer. Kept in step with
// supabase/migrations/20261126165000_shareholding_quarters.sql, which cites the format.
import type { Tables } from './database.types';

/** Where a category sits in SEBI's Table I: (A), (B1)+(B2), (B3), (B4) or (C). */
export type ShareholdingGroup =
  'promoter' | 'institutions' | 'government' | 'non_institutions' | 'non_promoter_non_public';

export type ShareholdingCategoryKey =
  | 'promoter_shares'
  | 'mutual_fund_shares'
  | 'foreign_portfolio_investor_shares'
  | 'bank_shares'
  | 'insurance_company_shares'
  | 'other_institution_shares'
  | 'government_shares'
  | 'resident_individual_shares'
  | 'bodies_corporate_shares'
  | 'other_non_institution_shares'
  | 'employee_trust_shares'
  | 'depository_receipt_shares';

export type ShareholdingCategory = {
  key: ShareholdingCategoryKey;
  label: string;
  group: ShareholdingGroup;
};

/** Every category, in the order of the format's tables; each share is in exactly one. */
export const SHAREHOLDING_CATEGORIES: readonly ShareholdingCategory[] = [
  { key: 'promoter_shares', label: 'Promoter and promoter group', group: 'promoter' },
  { key: 'mutual_fund_shares', label: 'Mutual funds', group: 'institutions' },
  {
    key: 'foreign_portfolio_investor_shares',
    label: 'Foreign portfolio investors',
    group: 'institutions',
  },
  { key: 'bank_shares', label: 'Banks', group: 'institutions' },
  { key: 'insurance_company_shares', label: 'Insurance companies', group: 'institutions' },
  { key: 'other_institution_shares', label: 'Other institutions', group: 'institutions' },
  { key: 'government_shares', label: 'Central and state governments', group: 'government' },
  { key: 'resident_individual_shares', label: 'Resident individuals', group: 'non_institutions' },
  { key: 'bodies_corporate_shares', label: 'Bodies corporate', group: 'non_institutions' },
  {
    key: 'other_non_institution_shares',
    label: 'Other non-institutions',
    group: 'non_institutions',
  },
  { key: 'employee_trust_shares', label: 'Employee trusts', group: 'non_promoter_non_public' },
  {
    key: 'depository_receipt_shares',
    label: 'Shares underlying depository receipts',
    group: 'non_promoter_non_public',
  },
];

export const SHAREHOLDING_GROUP_LABELS: Record<ShareholdingGroup, string> = {
  promoter: 'Promoter and promoter group',
  institutions: 'Public: institutions',
  government: 'Public: governments',
  non_institutions: 'Public: non-institutions',
  non_promoter_non_public: 'Non promoter - non public',
};

/** The public (B) of Table I: every group but the promoter's and the non-public one. */
export const PUBLIC_GROUPS: readonly ShareholdingGroup[] = [
  'institutions',
  'government',
  'non_institutions',
];

/** One quarter's row, as the generated types give it (every share count a bigint, as a number). */
export type ShareholdingQuarterRow = Tables<'shareholding_quarters'>;

/** What the desk writes: the quarter, each category and the total (never the sample mark). */
export type ShareholdingQuarterInsert = { quarter_end: string; total_shares: number } & Record<
  ShareholdingCategoryKey,
  number
>;

export const SHAREHOLDING_COLUMNS =
  'id, quarter_end, promoter_shares, mutual_fund_shares, foreign_portfolio_investor_shares, bank_shares, insurance_company_shares, other_institution_shares, government_shares, resident_individual_shares, bodies_corporate_shares, other_non_institution_shares, employee_trust_shares, depository_receipt_shares, total_shares, is_sample, created_at' as const;

/** One query key for the page and the desk, so the desk's writes refresh the page's figures. */
export const SHAREHOLDING_KEY = ['shareholding-quarters'] as const;

/** The page shows the last eight quarters (two years). */
export const SHAREHOLDING_QUARTERS_SHOWN = 8;

/**
 * What the percentages are of: the total less the shares underlying depository receipts, as the
 * format computes them ("as per SCRR, 1957"; the DR row has no percentage).
 */
export function percentageBase(row: ShareholdingQuarterRow): number {
  return row.total_shares - row.depository_receipt_shares;
}

/** A category's share of the base, in per cent (unrounded); null for depository receipts. */
export function percentOf(
  row: ShareholdingQuarterRow,
  key: ShareholdingCategoryKey,
): number | null {
  const base = percentageBase(row);
  if (key === 'depository_receipt_shares' || base <= 0) return null;
  return (row[key] / base) * 100;
}

/** The shares a group holds. */
export function groupShares(row: ShareholdingQuarterRow, groups: readonly ShareholdingGroup[]) {
  return SHAREHOLDING_CATEGORIES.filter((c) => groups.includes(c.group)).reduce(
    (sum, c) => sum + row[c.key],
    0,
  );
}

/** Promoter and public percentages of a quarter (unrounded), for the trend. */
export function promoterAndPublic(row: ShareholdingQuarterRow): {
  promoter: number;
  public: number;
} {
  const base = percentageBase(row);
  if (base <= 0) return { promoter: 0, public: 0 };
  return {
    promoter: (row.promoter_shares / base) * 100,
    public: (groupShares(row, PUBLIC_GROUPS) / base) * 100,
  };
}

const percentFormat = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const sharesFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** "53.90%", as the filed pattern prints percentages (two decimals). */
export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}%`;
}

/** "1,50,00,000": Indian grouping, as the site prints every figure. */
export function formatShares(value: number): string {
  return sharesFormat.format(value);
}

const monthYear = new Intl.DateTimeFormat('en-IN', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const fullDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Quarter ended 30 September 2026". */
export function quarterName(quarterEnd: string): string {
  return `Quarter ended ${fullDate.format(new Date(`${quarterEnd}T00:00:00Z`))}`;
}

/** ["Sep", "2026"]: a quarter under a chart's bar or point. */
export function quarterShort(quarterEnd: string): [string, string] {
  const [month = '', year = ''] = monthYear.format(new Date(`${quarterEnd}T00:00:00Z`)).split(' ');
  return [month, year];
}
