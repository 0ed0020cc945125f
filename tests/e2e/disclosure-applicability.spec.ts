import type { APIRequestContext } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { findAccessibilityViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { visit } from './support/page';
import { E2E_BACKEND_URL } from './support/urls';
import { DESKTOP } from './support/viewports';

// Row (y) of the public Regulation 46 table, the dividend distribution policy, shows the
// company's answer to the desk's top-1,000 question: a visitor's fresh page reads it (the page
// was built before the answer; tests/integration/prerender-facts.test.ts builds one with it).
// The answer is one row of the whole site; no other end-to-end test gives it, and this one
// removes it at the end.

const ANSWERS = `${E2E_BACKEND_URL}/rest/v1/compliance_answers`;
const headers = {
  apikey: LOCAL_SERVICE_ROLE_KEY,
  authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
};

async function answer(request: APIRequestContext, value: 'yes' | 'no' | null) {
  const removed = await request.delete(`${ANSWERS}?subject=eq.fact:top_1000`, { headers });
  expect(removed.ok(), await removed.text()).toBe(true);
  if (!value) return;
  const added = await request.post(ANSWERS, {
    headers,
    data: { subject: 'fact:top_1000', answer: value },
  });
  expect(added.status(), await added.text()).toBe(201);
}

test.afterAll(async ({ request }) => answer(request, null));

test('row (y) follows the company’s answer to the top-1,000 question', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const rowY = page
    .getByRole('table')
    .first()
    .getByRole('row')
    .filter({ hasText: 'Dividend distribution policy' });

  await answer(request, 'yes');
  await visit(page, '/investor/disclosure-regulation');
  await expect(rowY).toContainText('Yes');
  await expect(rowY.getByRole('link', { name: 'Policies' })).toHaveAttribute(
    'href',
    '/investor/policies',
  );

  await answer(request, 'no');
  await visit(page, '/investor/disclosure-regulation');
  await expect(rowY).toContainText(
    'The company is not among the top 1,000 listed entities by market capitalisation',
  );
  await expect(rowY).toContainText('NA');
  await expect(rowY.getByRole('link')).toHaveCount(0);
  expect(await findAccessibilityViolations(page)).toEqual([]);
});
