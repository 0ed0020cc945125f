/**
 * Ports apart from `npm start`'s (5173, 54321), so the suite can run beside a dev session.
 * E2E_BACKEND_PORT and E2E_SITE_PORT move them, so two checkouts can run the suite at once.
 */
export const E2E_BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 54329);
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4179);
export const E2E_BACKEND_URL = `http://127.0.0.1:${E2E_BACKEND_PORT}`;
export const E2E_SITE_URL = `http://127.0.0.1:${E2E_SITE_PORT}`;
/** The local mail server's SMTP and web inbox ports; E2E_MAIL_SMTP_PORT and E2E_MAIL_WEB_PORT. */
export const E2E_MAIL_SMTP_PORT = Number(process.env.E2E_MAIL_SMTP_PORT ?? 2625);
export const E2E_MAIL_WEB_PORT = Number(process.env.E2E_MAIL_WEB_PORT ?? 2626);
export const E2E_MAIL_INBOX_URL = `http://127.0.0.1:${E2E_MAIL_WEB_PORT}`;
