import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';
import { expect, test } from './support/fixtures';
import { openLoginDialog, submitLogin } from './support/auth';
import { findAccessibilityViolations } from './support/axe';
import { toasts, visit } from './support/page';
import { createOwnAdmin } from './support/two-factor';
import { E2E_BACKEND_URL } from './support/urls';

/** Password sign-ins through the API, as a guesser would send them. */
async function tryPasswords(email: string, passwords: string[]) {
  for (const password of passwords) {
    const client = createClient(E2E_BACKEND_URL, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    await client.auth.signInWithPassword({ email, password });
  }
}

test('the desk says when wrong passwords have been tried on the account, on Today and in Security', async ({
  page,
}) => {
  const admin = await createOwnAdmin('guessed');
  // Four wrong, the right one (the run ends, the report stays), one more wrong: five this week,
  // and no pause now, so the administrator can sign in.
  await tryPasswords(admin.username, ['wrong-1', 'wrong-2', 'wrong-3', 'wrong-4']);
  await tryPasswords(admin.username, [admin.password, 'wrong-5']);

  await visit(page, '/');
  await submitLogin(await openLoginDialog(page), admin);
  await expect(toasts(page).getByText(/^Welcome back, .+!$/)).toBeVisible();

  await visit(page, '/dashboard');
  const today = page.getByRole('region', { name: 'Wrong passwords or codes have been tried' });
  await expect(today).toContainText(`5 wrong passwords for ${admin.username} since `);
  await expect(today).toContainText('Not paused now.');
  await today.getByRole('link', { name: /^Security/ }).click();

  await expect(page).toHaveURL('/dashboard/security');
  const report = page.getByRole('region', { name: 'Failed sign-in attempts' });
  await expect(report).toContainText(`5 wrong passwords for ${admin.username} since `);
  await expect(report).toContainText('someone is guessing the password');
  expect(await findAccessibilityViolations(page)).toEqual([]);
});
