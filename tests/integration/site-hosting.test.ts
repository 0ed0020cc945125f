import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, securityHeaders } from '../../scripts/site-hosting';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('the CSP for the inline boot script', () => {
  const boot = 'boot(["/assets/app.js"], "/assets/index.js");';
  const page = `<html><head><script type="module" src="/x.js"></script></head><body>
    <div id="root"></div><script type="application/json" id="state">{"a":1}</script>
    <script>${boot}</script></body></html>`;

  it('allows exactly the inline script that runs, not files or data blocks', () => {
    expect(inlineScriptHashes(page)).toEqual([sha(boot)]);
  });

  it('adds the hash to script-src and allows nothing else inline', () => {
    const csp = securityHeaders('http://127.0.0.1:54321', inlineScriptHashes(page))[
      'Content-Security-Policy'
    ];
    expect(csp).toContain(`script-src 'self' ${sha(boot)};`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('allows no inline script at all for a page without one', () => {
    expect(securityHeaders('http://127.0.0.1:54321')['Content-Security-Policy']).toContain(
      "script-src 'self';",
    );
  });
});

describe('the CSP for the login dialog’s CAPTCHA', () => {
  it('allows Cloudflare Turnstile’s scripts and frames only when the build has a site key', () => {
    const plain = securityHeaders('http://127.0.0.1:54321')['Content-Security-Policy'];
    expect(plain).not.toContain('challenges.cloudflare.com');
    expect(plain).not.toContain('frame-src');
    const withCaptcha = securityHeaders('http://127.0.0.1:54321', [], { turnstile: true })[
      'Content-Security-Policy'
    ];
    expect(withCaptcha).toContain("script-src 'self' https://challenges.cloudflare.com;");
    expect(withCaptcha).toContain('frame-src https://challenges.cloudflare.com;');
    expect(withCaptcha).toContain("default-src 'self';");
  });
});
