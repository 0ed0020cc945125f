/**
 * `npm run docs:screenshots`: the administrator's guide's pictures, taken from the built site so
 * they show what the company secretary sees today. As the end-to-end suite does: a production
 * build against the embedded backend in memory (this process; nothing written to `.local/`),
 * served as the host serves it, driven in the npm Chromium (tests/e2e/support/chromium.ts),
 * signed in as the local administrator. Each picture is made smaller with sharp (at most 1280 px
 * wide, a 256-colour palette) and written to docs/images/; commit them with the change that
 * moved the screen. DOCS_BACKEND_PORT and DOCS_SITE_PORT move the ports.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startLocalBackend } from '../supabase/local/server';
import { CHROMIUM_ARGS, resolveChromium } from '../tests/e2e/support/chromium';
import { paths } from '../src/config/paths';
import { shots, type Target } from './docs-screenshot-shots';
import { buildAgainstLocal } from './build-against-local';
import { startStaticServer } from './serve';

const BACKEND_PORT = Number(process.env.DOCS_BACKEND_PORT ?? 54334);
const SITE_PORT = Number(process.env.DOCS_SITE_PORT ?? 4334);
const OUT_DIR = 'dist-docs';
const root = join(import.meta.dirname, '..');
const imagesDir = join(root, 'docs', 'images');
const site = `http://127.0.0.1:${SITE_PORT}`;
const WIDTH = 1280;
/** Space around an element, so its border and shadow are in the picture. */
const MARGIN = 16;

/** The picture of a target, as PNG bytes straight from Chromium. */
async function photograph(page: Page, target: Target): Promise<Buffer> {
  const options = { animations: 'disabled', caret: 'hide' } as const;
  if (target === 'viewport') return page.screenshot(options);
  await target.element.scrollIntoViewIfNeeded();
  const box = await target.element.boundingBox();
  if (!box) throw new Error('The element to photograph is not on screen');
  const scrollY = await page.evaluate(() => window.scrollY);
  const x = Math.max(0, box.x - MARGIN);
  const y = Math.max(0, box.y + scrollY - MARGIN);
  const height = Math.min(box.height + 2 * MARGIN, target.maxHeight ?? Infinity);
  return page.screenshot({
    ...options,
    fullPage: true,
    clip: { x, y, width: Math.min(box.width + 2 * MARGIN, WIDTH - x), height },
  });
}

/** A smaller PNG of the same picture: at most WIDTH px wide, a palette of 256 colours. */
async function optimise(png: Buffer): Promise<Buffer> {
  return sharp(png)
    .resize({ width: WIDTH, withoutEnlargement: true })
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
    .toBuffer();
}

const backend = await startLocalBackend({ port: BACKEND_PORT });
let closeSite: (() => Promise<void>) | undefined;
try {
  await buildAgainstLocal({ outDir: OUT_DIR, backendUrl: backend.url, siteUrl: site });
  const server = await startStaticServer({
    dir: join(root, OUT_DIR),
    port: SITE_PORT,
    supabaseUrl: backend.url,
    privatePaths: [paths.dashboard],
  });
  closeSite = server.close;

  const browser = await chromium.launch({
    executablePath: await resolveChromium(),
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({
      baseURL: site,
      viewport: { width: WIDTH, height: 800 },
      deviceScaleFactor: 1,
      // Today's dates in India's zone, as the company secretary reads them.
      timezoneId: 'Asia/Kolkata',
      locale: 'en-IN',
      // No smooth scrolling or animation half-way through a picture.
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    mkdirSync(imagesDir, { recursive: true });
    let total = 0;
    for (const shot of shots) {
      const png = await optimise(await photograph(page, await shot.take(page)));
      writeFileSync(join(imagesDir, `${shot.name}.png`), png);
      total += png.length;
      console.log(`docs/images/${shot.name}.png  ${(png.length / 1024).toFixed(0)} KB`);
    }
    console.log(`${shots.length} pictures, ${(total / 1024).toFixed(0)} KB in all.`);
  } finally {
    await browser.close();
  }
} finally {
  await closeSite?.();
  await backend.stop();
}
