import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 level A and AA, the level the site is held to. */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type ScanOptions = {
  /** Leave these selectors out of the scan; every use must say why. */
  exclude?: string[];
};

/**
 * Runs axe on the page with the WCAG 2.1 A/AA rules and returns its violations as one line per
 * failing element, so a failing `expect(...).toEqual([])` reads as a list of what to fix.
 */
export async function findAccessibilityViolations(
  page: Page,
  { exclude = [] }: ScanOptions = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA_TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help} at ${node.target.join(' ')} - ${node.failureSummary ?? ''}`,
    ),
  );
}
