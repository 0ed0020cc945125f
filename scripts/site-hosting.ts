/**
 * How the built site is served: security headers, caching and the fallbacks for paths without a
 * prerendered file. One definition, written out for static hosts (Netlify and Cloudflare Pages
 * read `_headers` and `_redirects`) and applied by scripts/serve.ts for local previews and tests.
 */

export function securityHeaders(supabaseUrl: string): Record<string, string> {
  const api = new URL(supabaseUrl).origin;
  const realtime = api.replace(/^http/, 'ws');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
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
export const NOT_FOUND_FILE = '/404.html';

export function netlifyHeaders(supabaseUrl: string): string {
  const lines = ['/*'];
  for (const [name, value] of Object.entries(securityHeaders(supabaseUrl))) {
    lines.push(`  ${name}: ${value}`);
  }
  lines.push(`${IMMUTABLE_PREFIX}*`, `  Cache-Control: ${IMMUTABLE_CACHE}`, '');
  return lines.join('\n');
}

export function netlifyRedirects(privatePaths: string[]): string {
  return [
    ...privatePaths.map((path) => `${path}  ${SHELL_FILE}  200`),
    `/*  ${NOT_FOUND_FILE}  404`,
    '',
  ].join('\n');
}
