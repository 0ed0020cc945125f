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
