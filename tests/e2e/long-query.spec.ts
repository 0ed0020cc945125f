import { expect, test } from './support/fixtures';
import { visit } from './support/page';
import { VIEWPORTS } from './support/viewports';

// A query of one 300-character word: the search page repeats it, and it must wrap there rather
// than widen the page (it once made the desktop page 1,741 px wide and pushed the phone's menu
// button off the screen).
const QUERY = 'x'.repeat(300);

for (const { name, viewport } of VIEWPORTS) {
  test(`a 300-character query wraps on the search page, ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await visit(page, `/investor/search?q=${QUERY}`);
    await expect(page.getByRole('status').filter({ hasText: 'No documents match' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    if (viewport.width < 768) {
      const toggle = page.getByRole('button', { name: 'Toggle menu' });
      const box = await toggle.boundingBox();
      expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      await toggle.click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeInViewport();
    }
  });
}
