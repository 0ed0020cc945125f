// The Supabase CLI's well-known local anon key: public by design, it only grants the `anon` role.
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const isDev = import.meta.env.DEV || import.meta.env.MODE === 'test';

export type Env = {
  VITE_SUPABASE_URL: string;
  VITE_SUPABASE_ANON_KEY: string;
  VITE_ADMIN_EMAIL_DOMAIN: string;
  VITE_SITE_URL: string;
};

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Parses the build's environment once, listing everything that is wrong. Checked by hand rather
 * than with zod: this runs on every page, and zod would add tens of kilobytes to each.
 */
export function parseEnv(raw: Record<string, unknown>, dev: boolean): Env {
  const text = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string) : '');
  const env: Env = {
    VITE_SUPABASE_URL: text('VITE_SUPABASE_URL') || (dev ? 'http://127.0.0.1:54321' : ''),
    VITE_SUPABASE_ANON_KEY: text('VITE_SUPABASE_ANON_KEY') || (dev ? LOCAL_ANON_KEY : ''),
    VITE_ADMIN_EMAIL_DOMAIN: text('VITE_ADMIN_EMAIL_DOMAIN') || 'healthforall.local',
    VITE_SITE_URL: text('VITE_SITE_URL') || 'http://localhost:5173',
  };
  const problems: string[] = [];
  if (!isHttpUrl(env.VITE_SUPABASE_URL)) {
    problems.push('- VITE_SUPABASE_URL: must be the URL of the Supabase API');
  }
  if (env.VITE_SUPABASE_ANON_KEY.length < 20) {
    problems.push('- VITE_SUPABASE_ANON_KEY: must be the project anon key');
  }
  if (!isHttpUrl(env.VITE_SITE_URL)) {
    problems.push('- VITE_SITE_URL: must be the public address of the site');
  }
  if (problems.length > 0) {
    throw new Error(
      `Invalid environment. Set these in .env or the build environment:\n${problems.join('\n')}`,
    );
  }
  return env;
}

export const env = parseEnv(import.meta.env, isDev);
