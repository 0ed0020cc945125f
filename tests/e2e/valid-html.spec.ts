import { HtmlValidate, type Message } from 'html-validate';
import { expect, test } from './support/fixtures';
import { DASHBOARD_PATH } from './support/routes';
import { servedSitemapPaths } from './support/sitemap';

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

test('every page in the sitemap, the app shell and the 404 page are valid HTML', async ({
  request,
}) => {
  // The sitemap lists every prerendered page (scripts/prerender.ts writes it from the route
  // table), so a page added later is checked without a change here.
  const pages = await servedSitemapPaths(request);
  const failures: string[] = [];
  for (const path of [...pages, DASHBOARD_PATH, '/no-such-page']) {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html, `${path}.html`);
    const messages = report.results.flatMap((result) => result.messages);
    if (messages.length > 0) failures.push(`${path}\n${describe(messages)}`);
  }
  expect(failures.join('\n\n'), 'pages with invalid HTML').toBe('');
});
