/**
 * VITE_TURNSTILE_SITE_KEY: Cloudflare Turnstile's site key, public by design. Set, the login
 * dialog asks for its check and sends the token with each password (Supabase's CAPTCHA
 * protection, switched on in the project with the matching secret); empty, nothing of it is
 * loaded. Read here, beside the dialog, rather than in src/lib/env.ts, which every page loads.
 */
const raw: unknown = import.meta.env.VITE_TURNSTILE_SITE_KEY;
export const captchaSiteKey = typeof raw === 'string' && raw.trim() ? raw.trim() : undefined;
