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

/** The slide the dots mark as current, 1-based; 0 while none is marked. */
function currentSlide(page: Page): Promise<number> {
  return carousel(page)
    .getByRole('button', { name: /^Go to slide/ })
    .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true') + 1);
}

const after = (slide: number) => (slide % 3) + 1;

test('the home carousel advances by itself every 3 seconds and loops back to the first slide', async ({
  page,
}) => {
  await page.clock.install();
  await visit(page, '/');
  await expect(carousel(page).getByRole('button', { name: /^Go to slide/ })).toHaveCount(3);
  // Away from the carousel: hovering it pauses the slideshow.
  await page.mouse.move(0, 0);
  // The page's time stands still from here, wherever the slideshow's first 3 s had got to on a
  // busy machine; only runFor moves it on.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));

  // Found to within a step: the moment it moves on by itself. Its next 3 s begin there.
  let slide = await currentSlide(page);
  expect(slide).toBeGreaterThan(0);
  for (let step = 0; step <= SLIDE_DELAY_MS / 100 && (await currentSlide(page)) === slide; step++) {
    await page.clock.runFor(100);
  }
  await expectCurrentSlide(page, after(slide));
  slide = after(slide);

  // Each slide stays 3 s (a little under: still there), then the next; 3 leads back to 1.
  for (let turn = 0; turn < 3; turn++) {
    await page.clock.runFor(SLIDE_DELAY_MS - 600);
    await expectCurrentSlide(page, slide);
    await page.clock.runFor(600);
    await expectCurrentSlide(page, after(slide));
    slide = after(slide);
  }
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
