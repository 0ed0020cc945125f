/**
 * How scripts/prerender.ts turns Vite's index.html and a rendered route into a page: the boot
 * script in place of the entry script, the route's head tags in <head>, its markup and its rows
 * in the root element. Kept apart from the script (which runs the whole build when imported) so
 * that tests can assemble pages from real rows exactly as the build does.
 *
 * Data never reaches a replacement pattern here. `String.prototype.replace` reads `$&`, `$'`,
 * `` $` `` and `$$` in a replacement string as patterns, so a document titled "Amounts in
 * US$'000" once copied the rest of the template into the page (several <html> tags, the data
 * block closed early). Every insertion goes through `replaceFirst`, which splices by index.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { QUERY_STATE_ELEMENT_ID, serializeQueryState } from '../src/app/initial-query-state';
import type { FactsSnapshot } from '../src/lib/company-facts';
import { FACTS_ELEMENT_ID, serializeFacts } from '../src/lib/facts-block';
import { organizationData } from '../src/lib/organization-data';
import { bootScript } from './boot-script';

/** `text` with its first `marker` replaced by `insertion`, copied as it is; throws without one. */
export function replaceFirst(text: string, marker: string, insertion: string): string {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`The page template has no ${marker}`);
  return text.slice(0, at) + insertion + text.slice(at + marker.length);
}

/**
 * Replaces the app's entry script and preloads with the boot script (scripts/boot-script.ts),
 * inline at the end of the body: a file of its own would be one more request before the largest
 * paint. The CSP allows it by its hash (scripts/site-hosting.ts), and nothing else inline.
 */
export function bootLoader(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1] ?? '',
  );
  const code = bootScript(preloads, entry);
  if (code.includes('</')) throw new Error('The boot script cannot be inlined: it holds "</"');
  // Removals only (an empty replacement holds no pattern).
  const bare = html
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  return replaceFirst(bare, '</body>', `  <script>${code}</script>\n  </body>`);
}

/** React 19 emits hoisted <title>, <meta> and <link> first; they belong in <head>. */
export function splitHead(html: string): { head: string; body: string } {
  const match = /^(?:<(?:title>[^<]*<\/title|meta\b[^>]*|link\b[^>]*)>)+/.exec(html);
  const head = match?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/** The company facts a page was rendered with, and the site's address (for its structured data). */
export type PageFacts = { snapshot: FactsSnapshot; siteUrl: string };

/**
 * One page from the template (bootLoader's output) and a route's rendered markup. `route` tells
 * the browser which route the markup was rendered for (src/main.tsx hydrates only when it is the
 * route the visitor is on; '*' marks the not-found page). `facts`: the company facts it was
 * rendered with, written as a data block, and the company's contact details as schema.org data.
 */
export function fillPage(
  template: string,
  html: string,
  route: string,
  state?: DehydratedState,
  facts?: PageFacts,
): string {
  const { head, body } = splitHead(html);
  if (!head.includes('<title>')) throw new Error('A prerendered page has no <title>');
  // The rows the page was rendered with, for react-query to start from, and the company facts
  // (data blocks: the CSP runs no inline script, and these are only read, by src/main.tsx).
  const snapshot = facts?.snapshot ?? {};
  const data =
    (state
      ? `\n    <script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${serializeQueryState(state)}</script>`
      : '') +
    (Object.keys(snapshot).length > 0
      ? `\n    <script type="application/json" id="${FACTS_ELEMENT_ID}">${serializeFacts(snapshot)}</script>`
      : '');
  const organization = facts ? organizationData(snapshot.contacts, `${facts.siteUrl}/`) : null;
  const structured = organization
    ? `\n    <script type="application/ld+json">${organization}</script>`
    : '';
  const withHead = replaceFirst(template, '</head>', `${head}${structured}\n  </head>`);
  return replaceFirst(
    withHead,
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${route}">${body}</div>${data}`,
  );
}

/** The signed-in area's shell: Vite's index.html with a <title> (HTML requires one). */
export function shellPage(built: string, title: string): string {
  const text = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return replaceFirst(built, '</head>', `  <title>${text}</title>\n  </head>`);
}
