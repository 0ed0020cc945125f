/**
 * The small script every prerendered page carries inline at the end of its body (the CSP allows
 * it by its hash, scripts/site-hosting.ts, and no other inline script). It does two things:
 *
 * 1. Starts the app once the largest paint is on screen (the first LCP entry, and Home's
 *    high-priority first slide once loaded; at most 2 s): a prerendered page is readable from its
 *    HTML and CSS alone, so on a slow phone the text and first image show before the app's
 *    JavaScript is fetched and run, and never wait for it.
 * 2. Keeps a visitor's early clicks. Until React has taken the page over, a button in the
 *    prerendered HTML (the footer's Login, the Investor menu, the mobile menu toggle) has no
 *    handler. Clicks on buttons are held here and replayed, in order, once the app says it has
 *    hydrated ('hfa:hydrated', from src/app/hydration-signal.ts), and the pointer shows progress
 *    meanwhile. Links need no help: they navigate without script.
 *
 * The browser code lives in boot-script.browser.js, plain JavaScript served as written.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The browser code without its comments and indentation: it is inline in every page, so its
 * bytes are every page's (whole-line comments only; no line mixes code and a comment).
 */
const BROWSER_CODE = readFileSync(join(import.meta.dirname, 'boot-script.browser.js'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('//'))
  .join('\n');

/** The browser code (no transpiler touches it) and the call with this build's files. */
export function bootScript(preloads: string[], entry: string): string {
  return `${BROWSER_CODE}\nboot(${JSON.stringify(preloads)}, ${JSON.stringify(entry)});\n`;
}
