import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_BACKEND_URL } from './urls';

/** The public address of a file in the investor documents bucket of the test backend. */
export function publicFileUrl(fileName: string): string {
  return `${E2E_BACKEND_URL}/storage/v1/object/public/investor_documents/${fileName}`;
}

/** The prefix of every public address in the investor documents bucket. */
export const PUBLIC_BUCKET_URL = publicFileUrl('');

/** Fetches `url` as a browser would and checks that a PDF comes back (with `text` in it). */
export async function expectPdfAt(
  request: APIRequestContext,
  url: string,
  text?: string,
): Promise<void> {
  const response = await request.get(url);
  expect(response.status(), `GET ${url}`).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
  const body = (await response.body()).toString('latin1');
  expect(body.startsWith('%PDF-')).toBe(true);
  if (text) expect(body).toContain(text);
}
