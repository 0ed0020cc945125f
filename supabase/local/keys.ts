/**
 * The Supabase CLI's well-known local development secrets. They are public (printed by every
 * `supabase start`) and only ever valid against a local stack, which is why the embedded backend
 * uses them too: `.env.example` then serves both. Never import this file from `src/`.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The local administrator: username `admin`, password from LOCAL_ADMIN_PASSWORD or this. */
export const DEFAULT_LOCAL_ADMIN_PASSWORD = 'HealthForAll@1985';
export const LOCAL_ADMIN_USERNAME = 'admin';
export const DEFAULT_ADMIN_EMAIL_DOMAIN = 'healthforall.local';

/**
 * The signing secret of Resend's webhook (alerts-delivery-events) on a local backend, in Resend's
 * form (whsec_ and base64). A local stand-in like the keys above, never a real project's.
 */
export const LOCAL_RESEND_WEBHOOK_SECRET = 'whsec_bG9jYWwtYWxlcnRzLXdlYmhvb2stc2lnbmluZy1zZWNyZXQ=';
