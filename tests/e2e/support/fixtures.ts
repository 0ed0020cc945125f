import { test as base } from '@playwright/test';

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
};

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
});

export { expect } from '@playwright/test';
