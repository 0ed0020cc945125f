import { expect, type Locator } from '@playwright/test';

/**
 * Turns the desk's recent activity (the newest 20 entries first) page by page until at least
 * `count` entries of `rows` (a test's own, by its title) show: the other worker's tests may have
 * written more since, which push a test's entries onto the next page (DESIGN.md, Isolation).
 */
export async function pageToOwnEntries(activity: Locator, rows: Locator, count: number) {
  const older = activity.getByRole('button', { name: 'Older' });
  // The first page has loaded (its heading row) before any is judged.
  await expect(activity.getByRole('columnheader').first()).toBeVisible();
  await expect(async () => {
    if ((await rows.count()) < count && (await older.isEnabled())) await older.click();
    expect(await rows.count()).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 20_000 });
}
