import { z } from 'zod';

// Zod compiles fast paths with `new Function`, which the site's Content-Security-Policy forbids
// (script-src 'self', no 'unsafe-eval'); even its probe for eval shows up as a CSP violation.
z.config({ jitless: true });

export { z };
