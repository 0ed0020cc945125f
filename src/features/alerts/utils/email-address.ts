/**
 * The same test of an address the database makes (public.subscribe_to_alerts): one @, no spaces,
 * a dot in the domain, at most 64 characters before the @ and 254 in all. The database decides;
 * this only answers sooner.
 */
export function isEmailAddress(value: string): boolean {
  const address = value.trim();
  return address.length <= 254 && /^[^@\s]{1,64}@[^@\s]+\.[^@\s]+$/.test(address);
}

/** The token after #token= in the page's address, where the e-mail's link puts it. */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
