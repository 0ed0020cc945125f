/**
 * How the built site is served: security headers, caching and the fallbacks for paths without a
 * prerendered file. One definition, written out for static hosts (Netlify and Cloudflare Pages
 * read `_headers` and `_redirects`) and applied by scripts/serve.ts for local previews and tests.
 */

import { createHash } from 'node:crypto';
import { isAtOrUnder, paths } from '../src/config/paths.ts';
import { ALERT_LINK_MARK } from '../src/lib/alert-link-mark.ts';

/**
 * The CSP hashes of a page's inline scripts (the boot script, scripts/boot-script.ts): each is
 * allowed by its exact text and nothing else inline is. Data blocks (type="application/json")
 * never run, so they need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\bsrc=|type="application\/json"/.test(attributes)) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/**
 * Every inline script the built pages carry, by hash: the template's (the boot script, on every
 * page) and the alerts page's one line before its form (src/lib/alert-link-mark.ts). One CSP for
 * every page, as a host's `_headers` gives it.
 */
export function siteScriptHashes(template: string): string[] {
  return [
    ...inlineScriptHashes(template),
    ...inlineScriptHashes(`<script>${ALERT_LINK_MARK}</script>`),
  ];
}

/**
 * Cloudflare Turnstile's origin, which the login dialog's CAPTCHA loads its script and its frame
 * from when the build has VITE_TURNSTILE_SITE_KEY (src/features/auth/components/captcha-check.tsx);
 * Cloudflare's "Content Security Policy" reference asks for it in script-src and frame-src.
 */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/** What the build uses that the policy must allow: the CAPTCHA only when a site key is set. */
export type HostingOptions = { turnstile?: boolean };

export function securityHeaders(
  supabaseUrl: string,
  scriptHashes: string[] = [],
  { turnstile = false }: HostingOptions = {},
): Record<string, string> {
  const api = new URL(supabaseUrl).origin;
  const realtime = api.replace(/^http/, 'ws');
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, ...(turnstile ? [TURNSTILE_ORIGIN] : [])].join(' '),
    ...(turnstile ? [`frame-src ${TURNSTILE_ORIGIN}`] : []),
    // React and Radix set inline style attributes (positions, animations); no inline <style>.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${api}`,
    "font-src 'self'",
    `connect-src 'self' ${api} ${realtime}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** Hashed build assets never change under their name; everything else revalidates. */
export const IMMUTABLE_PREFIX = '/assets/';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';

/** The signed-in area is not prerendered: it gets the bare app shell. */
export const SHELL_FILE = '/app-shell.html';

/**
 * Whether a path is in the signed-in area: one of `privatePaths` or any address under it (the
 * desk's sections, /dashboard/documents and so on, each its own address).
 */
export function isPrivatePath(path: string, privatePaths: readonly string[]): boolean {
  return privatePaths.some((root) => isAtOrUnder(path, root));
}
export const NOT_FOUND_FILE = '/404.html';

/**
 * Files whose type a host may not know by their extension, named exactly: the disclosures'
 * Atom feed (RFC 4287 section 7), which a feed reader and a browser recognise by it.
 */
export const FEED_TYPES: Record<string, string> = {
  [paths.investor.disclosuresFeed]: 'application/atom+xml; charset=utf-8',
};

export function netlifyHeaders(
  supabaseUrl: string,
  scriptHashes: string[] = [],
  options: HostingOptions = {},
): string {
  const lines = ['/*'];
  for (const [name, value] of Object.entries(securityHeaders(supabaseUrl, scriptHashes, options))) {
    lines.push(`  ${name}: ${value}`);
  }
  lines.push(`${IMMUTABLE_PREFIX}*`, `  Cache-Control: ${IMMUTABLE_CACHE}`);
  for (const [path, type] of Object.entries(FEED_TYPES)) {
    lines.push(path, `  Content-Type: ${type}`);
  }
  lines.push('');
  return lines.join('\n');
}

export function netlifyRedirects(privatePaths: string[]): string {
  return [
    ...privatePaths.flatMap((path) => [
      `${path}  ${SHELL_FILE}  200`,
      `${path}/*  ${SHELL_FILE}  200`,
    ]),
    `/*  ${NOT_FOUND_FILE}  404`,
    '',
  ].join('\n');
}
