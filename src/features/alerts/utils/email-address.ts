/**
 * The same test of an address the database makes (public.subscribe_to_alerts): one @, no spaces,
 * a dot in the domain, at most 64 characters before the @ and 254 in all. The database decides;
 * this only answers sooner.
 */
export function isEmailAddress(value: string): boolean {
  const address = value.trim();
  return address.length <= 254 && /^[^@\s]{1,64}@[^@\s]+\.[^@\s]+$/.test(address);
}

/**
 * What the address's fragment asks for, where the e-mails' links put it: #confirm=<token> or
 * #unsubscribe=<token>. A fragment never reaches a server's log or another site's Referer.
 */
export function alertLinkFromHash(
  hash: string,
): { action: 'confirm' | 'unsubscribe'; token: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const action of ['confirm', 'unsubscribe'] as const) {
    const token = params.get(action);
    if (token !== null) return { action, token };
  }
  return null;
}
