import { expect, test } from '@playwright/test';

test('the home page greets the visitor', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Empowering Health Since 1985' }),
  ).toBeVisible();
});
