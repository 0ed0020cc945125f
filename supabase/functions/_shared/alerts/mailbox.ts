/**
 * One e-mail address, one mailbox: the rule the subscribe form, the database
 * (private.alert_mailbox) and the sender share, so that what the form accepts is what is stored
 * and what is stored is all the transport is handed.
 *
 * A mail transport reads an address field as RFC 5322 does (section 3.4: an address list, a
 * display name, angle brackets, comments), so "Name <x@y>", "<x@y>", "a,x@y" or "c;x@y" become
 * one or more other mailboxes, and one form could fill a stranger's inbox. Accepted here is only
 * the bare mailbox of RFC 5321 section 4.1.2 with a dot-atom local part (RFC 5322 section 3.2.3:
 * letters, digits and !#$%&'*+/=?^_`{|}~- , dots between them), no quoted string, no comment, no
 * angle bracket, no list, nothing invisible, at most 64 characters before the @ and 254 in all
 * (RFC 5321 section 4.5.3.1). A domain written in another script is turned into its ASCII form
 * (IDNA, RFC 5891: "xn--" labels), as the URL standard's host parser does it in the browser and
 * in Deno alike; the database, which cannot, accepts only that ASCII form. Letters are kept in
 * lower case: every mailbox provider in practice treats the local part without regard to case.
 */

const MAX_ADDRESS = 254;
const MAX_LOCAL = 64;
const ATEXT = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL = new RegExp(`^${ATEXT}(\\.${ATEXT})*$`);
// Letter-digit-hyphen labels, the last one letters (a top-level domain) or an IDNA A-label.
const DOMAIN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
// Controls, format characters (zero-width and direction marks, the soft hyphen), separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}]/u;
// What a domain written in another script may hold before it is turned into ASCII: no "%" (the
// host parser decodes it), no "@", no brackets or other punctuation.
const UNICODE_DOMAIN = /^[\p{L}\p{N}\p{M}.-]+$/u;

function asciiDomain(domain: string): string | null {
  if (/^[\x21-\x7e]*$/.test(domain)) return domain.toLowerCase();
  if (!UNICODE_DOMAIN.test(domain)) return null;
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
}

/**
 * The one form of `input` that is stored and sent to, or null when it is not exactly one mailbox.
 * White space around it is forgiven (a pasted address); anything inside it is not.
 */
export function canonicalMailbox(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '' || INVISIBLE.test(trimmed)) return null;
  const parts = trimmed.split('@');
  if (parts.length !== 2) return null;
  const [localPart = '', domainPart = ''] = parts;
  const local = localPart.toLowerCase();
  if (local.length > MAX_LOCAL || !LOCAL.test(local)) return null;
  const domain = asciiDomain(domainPart);
  if (!domain || domain.length > 253 || !DOMAIN.test(domain)) return null;
  const address = `${local}@${domain}`;
  return address.length <= MAX_ADDRESS ? address : null;
}

/** Mailbox providers whose addresses ignore dots before the @ (one inbox for a.b and ab). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The inbox a canonical mailbox delivers to, for counting what may be sent to it: a "+tag" (sub-
 * addressing, RFC 5233) reaches its base's inbox, and Gmail ignores dots in the local part, so
 * "a.b+x@gmail.com" and "ab@googlemail.com" count as one. Only for allowances: the address itself
 * is stored and sent to as given. The database's is private.alert_allowance_key.
 */
export function allowanceKey(mailbox: string): string {
  const at = mailbox.lastIndexOf('@');
  const domain = mailbox.slice(at + 1);
  let local = mailbox.slice(0, at).split('+')[0] ?? '';
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    return `${local}@gmail.com`;
  }
  return `${local}@${domain}`;
}
