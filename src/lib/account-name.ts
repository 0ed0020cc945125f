import { env } from './env';

/**
 * The account a person logs in with, as they know it: the username for an address the login
 * makes from one (admin -> admin@<VITE_ADMIN_EMAIL_DOMAIN>, src/features/auth/api/sign-in.ts),
 * else the e-mail address itself.
 */
export function accountName(email: string, domain: string = env.VITE_ADMIN_EMAIL_DOMAIN): string {
  const suffix = `@${domain.toLowerCase()}`;
  return email.toLowerCase().endsWith(suffix) ? email.slice(0, -suffix.length) : email;
}
