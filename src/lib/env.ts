import { z } from 'zod';

// The Supabase CLI's well-known local anon key: public by design, it only grants the `anon` role.
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const isDev = import.meta.env.DEV || import.meta.env.MODE === 'test';

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({ message: 'VITE_SUPABASE_URL must be the URL of the Supabase API' }),
  VITE_SUPABASE_ANON_KEY: z.string().min(20, 'VITE_SUPABASE_ANON_KEY must be the project anon key'),
  VITE_ADMIN_EMAIL_DOMAIN: z.string().min(1),
  VITE_SITE_URL: z.url(),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the build's environment once; exported for tests of the error message. */
export function parseEnv(raw: Record<string, unknown>, dev: boolean): Env {
  const withDefaults = {
    VITE_SUPABASE_URL: raw.VITE_SUPABASE_URL || (dev ? 'http://127.0.0.1:54321' : undefined),
    VITE_SUPABASE_ANON_KEY: raw.VITE_SUPABASE_ANON_KEY || (dev ? LOCAL_ANON_KEY : undefined),
    VITE_ADMIN_EMAIL_DOMAIN: raw.VITE_ADMIN_EMAIL_DOMAIN || 'healthforall.local',
    VITE_SITE_URL: raw.VITE_SITE_URL || 'http://localhost:5173',
  };
  const parsed = envSchema.safeParse(withDefaults);
  if (!parsed.success) {
    const missing = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(
      `Invalid environment. Set these in .env or the build environment:\n${missing.join('\n')}`,
    );
  }
  return parsed.data;
}

export const env = parseEnv(import.meta.env, isDev);
