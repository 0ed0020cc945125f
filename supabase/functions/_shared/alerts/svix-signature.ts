/**
 * A webhook signed as Svix signs (Resend's webhooks are; docs.svix.com/receiving/verifying-payloads/how
 * and resend.com/docs/webhooks/verify-webhooks-requests): the secret is `whsec_` and base64; the
 * signature is base64 of HMAC-SHA256 over `<svix-id>.<svix-timestamp>.<raw body>`; the
 * svix-signature header lists one or more `v1,<signature>` (several while a secret is rotated),
 * any of which may match; a timestamp more than five minutes from now is refused, so a captured
 * request cannot be replayed later. WebCrypto only, as Deno and Node both have it.
 */
import { sameSecret } from './send-alerts-handler.ts';

export const TOLERANCE_SECONDS = 5 * 60;

function base64(bytes: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text);
}

function secretBytes(secret: string): Uint8Array<ArrayBuffer> {
  const text = atob(secret.replace(/^whsec_/, ''));
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The v1 signature of `body` for this id and timestamp (what the sender computes). */
export async function svixSignature(
  secret: string,
  id: string,
  timestamp: string,
  body: string,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    secretBytes(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${body}`);
  return base64(await crypto.subtle.sign('HMAC', key, signed));
}

export type SignatureCheck = 'valid' | 'missing' | 'stale' | 'mismatch';

export async function checkSvixSignature(
  secret: string,
  headers: Headers,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<SignatureCheck> {
  const id = headers.get('svix-id');
  const timestamp = headers.get('svix-timestamp');
  const listed = headers.get('svix-signature');
  if (!id || !timestamp || !listed) return 'missing';
  const sentAt = Number(timestamp);
  if (!Number.isInteger(sentAt) || Math.abs(nowSeconds - sentAt) > TOLERANCE_SECONDS) {
    return 'stale';
  }
  let expected: string;
  try {
    expected = await svixSignature(secret, id, timestamp, body);
  } catch {
    return 'mismatch';
  }
  const found = listed
    .split(' ')
    .map((entry) => entry.split(','))
    .some(([version, signature]) => version === 'v1' && sameSecret(signature ?? '', expected));
  return found ? 'valid' : 'mismatch';
}
