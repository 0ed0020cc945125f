import { expect, type APIRequestContext, type Locator } from '@playwright/test';
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

/**
 * A link that opens a stored PDF in a new tab: its href, target and rel; a click opens a new page;
 * and its href serves the PDF. Nothing waits for the new tab to show the PDF: a headless shell
 * has no PDF viewer and may treat it as a download, leaving the tab at about:blank.
 * Returns the href.
 */
export async function expectOpensPdfInNewTab(link: Locator, text?: string): Promise<string> {
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).not.toBe('');
  await expect(link).toHaveAttribute('target', '_blank');
  const rel = ((await link.getAttribute('rel')) ?? '').split(/\s+/);
  expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  const page = link.page();
  const popup = page.context().waitForEvent('page');
  await link.click();
  const opened = await popup;
  await opened.close();
  await expectPdfAt(page.request, href, text);
  return href;
}
