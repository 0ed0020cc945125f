import { test as base, expect, type BrowserContext } from '@playwright/test';
import { isHydrationError } from './react-errors';

type Fixtures = {
  /**
   * Every `console.error` and uncaught exception of the test's page so far, as readable lines. A
   * test that promises "no console error" ends with `expect(consoleErrors()).toEqual([])`.
   *
   * One message is left out: a page that is not found may be served with status 404, and the
   * browser then logs the page's own document as a failed load. That is the server's correct
   * answer, not a fault of the page (a test that expects a page to exist checks its status).
   */
  consoleErrors: () => string[];
  /**
   * Fails any test during which a page of its browser context reported a React hydration or
   * Suspense error (support/react-errors.ts), whatever else the test checks: the browser threw
   * the prerendered HTML away, which no test of a public page may let pass. Automatic for every
   * test that imports `test` from here.
   */
  noHydrationErrors: undefined;
};

/**
 * Starts listening to every page of `context` and returns the React hydration and Suspense
 * errors they have reported so far (uncaught, as production React reports them through
 * window.reportError, or logged with console.error), each with the address of its page.
 */
export function watchHydrationErrors(context: BrowserContext): () => string[] {
  const found: string[] = [];
  const note = (text: string, where: string | undefined) => {
    if (isHydrationError(text)) found.push(`${where ?? 'a page'}: ${text}`);
  };
  context.on('console', (message) => {
    if (message.type() === 'error') note(message.text(), message.page()?.url());
  });
  context.on('weberror', (webError) => note(webError.error().message, webError.page()?.url()));
  return () => [...found];
}

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: { text: string; url: string; lineNumber: number }[] = [];
    const notFoundDocuments = new Set<string>();
    page.on('response', (response) => {
      const request = response.request();
      if (response.status() === 404 && request.isNavigationRequest()) {
        notFoundDocuments.add(response.url());
      }
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      errors.push({ text: message.text(), url, lineNumber });
    });
    page.on('pageerror', (error) =>
      errors.push({ text: `Uncaught ${error.name}: ${error.message}`, url: '', lineNumber: 0 }),
    );
    await use(() =>
      errors
        .filter(
          ({ text, url }) =>
            !(text.startsWith('Failed to load resource') && notFoundDocuments.has(url)),
        )
        .map(({ text, url, lineNumber }) => (url ? `${text} (at ${url}:${lineNumber})` : text)),
    );
  },
  noHydrationErrors: [
    async ({ context }, use) => {
      const found = watchHydrationErrors(context);
      await use(undefined);
      expect(found(), 'React hydration or Suspense errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
