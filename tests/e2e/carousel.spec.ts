import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { visit } from './support/page';

/** Spec section 9: the banner advances every 3000 ms and loops over its 3 slides. */
const SLIDE_DELAY_MS = 3_000;

function carousel(page: Page) {
  return page.getByRole('region', { name: /highlights$/ });
}

/** The slide the dots mark as current, 1-based. */
function dot(page: Page, slide: number) {
  return carousel(page).getByRole('button', { name: `Go to slide ${slide}` });
}

async function expectCurrentSlide(page: Page, slide: number) {
  await expect(dot(page, slide)).toHaveAttribute('aria-current', 'true');
  await expect(carousel(page).getByRole('group', { name: `${slide} of 3` })).toBeVisible();
}

test('the home carousel advances by itself every 3 seconds and loops back to the first slide', async ({
  page,
}) => {
  await page.clock.install();
  await visit(page, '/');
  await expect(carousel(page).getByRole('button', { name: /^Go to slide/ })).toHaveCount(3);
  await expectCurrentSlide(page, 1);
  // Away from the carousel: hovering it pauses the slideshow.
  await page.mouse.move(0, 0);

  await page.clock.runFor(SLIDE_DELAY_MS - 500);
  await expectCurrentSlide(page, 1);
  await page.clock.runFor(1_000);
  await expectCurrentSlide(page, 2);
  await page.clock.runFor(SLIDE_DELAY_MS);
  await expectCurrentSlide(page, 3);
  await page.clock.runFor(SLIDE_DELAY_MS);
  await expectCurrentSlide(page, 1);
});

test('the previous and next buttons move the carousel one slide, looping at the ends', async ({
  page,
}) => {
  await visit(page, '/');
  const region = carousel(page);
  // Pause first, so the slideshow cannot move between a click and its check.
  await region.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(region.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await region.getByRole('button', { name: 'Go to slide 1' }).click();
  await expectCurrentSlide(page, 1);

  await region.getByRole('button', { name: 'Next slide' }).click();
  await expectCurrentSlide(page, 2);
  await region.getByRole('button', { name: 'Previous slide' }).click();
  await expectCurrentSlide(page, 1);
  await region.getByRole('button', { name: 'Previous slide' }).click();
  await expectCurrentSlide(page, 3);
  await region.getByRole('button', { name: 'Next slide' }).click();
  await expectCurrentSlide(page, 1);
});

test('a dot takes the carousel straight to its slide', async ({ page }) => {
  await visit(page, '/');
  const region = carousel(page);
  await region.getByRole('button', { name: 'Pause slideshow' }).click();
  await dot(page, 3).click();
  await expectCurrentSlide(page, 3);
  await dot(page, 2).click();
  await expectCurrentSlide(page, 2);
});
