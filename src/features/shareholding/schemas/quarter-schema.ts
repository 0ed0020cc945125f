import { formatShares, SHAREHOLDING_CATEGORIES } from '@/lib/shareholding';
import type { ShareholdingCategoryKey, ShareholdingQuarterInsert } from '@/lib/shareholding';
import { dateIssue, VALUE_LABELS } from '@/lib/typed-text';
import { z } from '@/lib/zod';

/** A number of shares as typed: digits, with Indian or Western commas and spaces allowed. */
const SHARES = /^\d[\d, ]*$/;

/** '1,50,00,000' -> 15000000; null for anything that is not a whole number of shares. */
export function parseShares(text: string): number | null {
  const value = text.trim();
  if (!SHARES.test(value)) return null;
  const number = Number(value.replace(/[, ]/g, ''));
  return Number.isSafeInteger(number) ? number : null;
}

const shares = (label: string) =>
  z.string().refine((text) => parseShares(text) !== null, {
    error: `${label}: give the number of shares, 0 or more.`,
  });

const categoryFields = Object.fromEntries(
  SHAREHOLDING_CATEGORIES.map((category) => [category.key, shares(category.label)]),
) as Record<ShareholdingCategoryKey, ReturnType<typeof shares>>;

/** The sum of the categories as typed (0 for a field not yet a number). */
export function categoriesTotal(values: Partial<Record<ShareholdingCategoryKey, string>>): number {
  return SHAREHOLDING_CATEGORIES.reduce(
    (sum, category) => sum + (parseShares(values[category.key] ?? '') ?? 0),
    0,
  );
}

/**
 * The quarter form's rules, each the database's (private.prepare_shareholding_quarter, migration
 * 20261126165000) in its words, so a slip is named at its field before anything is sent: every
 * category a whole number of shares, a total, and the categories adding up to it.
 */
export const quarterSchema = z
  .object({
    quarter_end: z
      .string()
      .regex(/^\d{4}-(03-31|06-30|09-30|12-31)$/, 'Choose the quarter.')
      .superRefine(dateIssue(VALUE_LABELS.shareholding_quarters.quarter_end)),
    ...categoryFields,
    total_shares: z.string().refine((text) => (parseShares(text) ?? 0) > 0, {
      error: 'Give the total number of shares the pattern states (more than 0).',
    }),
  })
  .superRefine((values, ctx) => {
    const total = parseShares(values.total_shares);
    if (!total) return;
    const added = categoriesTotal(values);
    if (added === total) return;
    ctx.addIssue({
      code: 'custom',
      path: ['total_shares'],
      message: `The categories add up to ${formatShares(added)} shares, but the total is ${formatShares(total)} (${formatShares(Math.abs(added - total))} ${added > total ? 'too many' : 'too few'}): check each figure against the filed pattern.`,
    });
  });

export type QuarterValues = z.infer<typeof quarterSchema>;

export function emptyQuarter(quarterEnd: string): QuarterValues {
  return {
    quarter_end: quarterEnd,
    total_shares: '',
    ...(Object.fromEntries(SHAREHOLDING_CATEGORIES.map((c) => [c.key, '0'])) as Record<
      ShareholdingCategoryKey,
      string
    >),
  };
}

export function toQuarterInsert(values: QuarterValues): ShareholdingQuarterInsert {
  const categories = Object.fromEntries(
    SHAREHOLDING_CATEGORIES.map((c) => [c.key, parseShares(values[c.key]) ?? 0]),
  ) as Record<ShareholdingCategoryKey, number>;
  return {
    quarter_end: values.quarter_end,
    total_shares: parseShares(values.total_shares) ?? 0,
    ...categories,
  };
}

/**
 * The last `count` quarters that have ended by `today` (`YYYY-MM-DD`), the latest first: the
 * quarters a pattern can be entered for.
 */
export function endedQuarters(today: string, count = 12): string[] {
  const ends = ['03-31', '06-30', '09-30', '12-31'];
  const found: string[] = [];
  for (let year = Number(today.slice(0, 4)); found.length < count; year -= 1) {
    for (const end of [...ends].reverse()) {
      const day = `${year}-${end}`;
      if (day <= today && found.length < count) found.push(day);
    }
  }
  return found;
}
