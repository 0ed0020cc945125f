import { HtmlValidate, type Message } from 'html-validate';
import { expect, test } from '@playwright/test';
import { DASHBOARD_PATH, PUBLIC_ROUTES } from './support/routes';

// Every page as the host serves it, checked against the HTML standard (what the W3C checker
// reports) by a validator written in JavaScript, so a fresh machine needs nothing more.
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // As the W3C checker does, a role that the element already has is an error, with one stated
    // exception: the stacked tables (src/components/ui/table.tsx) turn their rows and cells into
    // blocks on a phone, and browsers then drop their table semantics; the explicit roles keep
    // a screen reader's table navigation, so they are still needed.
    'no-redundant-role': [
      'error',
      { exclude: ['table', 'row', 'columnheader', 'rowheader', 'cell'] },
    ],
  },
});

function describe(messages: Message[]): string {
  return messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`).join('\n');
}

// The app shell serves the signed-in area; unknown paths get 404.html.
const paths = [...new Set([...PUBLIC_ROUTES.map((route) => route.path), DASHBOARD_PATH])];

test.describe('the served HTML is valid', () => {
  for (const path of paths) {
    test(`${path}`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const report = await validator.validateString(html, `${path}.html`);
      const messages = report.results.flatMap((result) => result.messages);
      expect(describe(messages), `${path} has invalid HTML`).toBe('');
    });
  }
});
