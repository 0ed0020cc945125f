import { test as base } from '@playwright/test';

type Fixtures = {
  /**
   * Every `console.error` and uncaught exception of the test's page, as readable lines. A test
   * that promises "no console error" ends with `expect(consoleErrors).toEqual([])`.
   */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      errors.push(url ? `${message.text()} (at ${url}:${lineNumber})` : message.text());
    });
    page.on('pageerror', (error) => errors.push(`Uncaught ${error.name}: ${error.message}`));
    await use(errors);
  },
});

export { expect } from '@playwright/test';
