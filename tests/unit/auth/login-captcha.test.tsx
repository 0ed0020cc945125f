import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TURNSTILE_SCRIPT, type TurnstileApi } from '@/features/auth/components/captcha-check';
import { LoginForm } from '@/features/auth/components/login-form';

// The login dialog's optional CAPTCHA (Cloudflare Turnstile): nothing of it without a site key;
// with one, Cloudflare's script is added, its widget rendered with the key, and each attempt
// waits for a token, sends it, and asks for a fresh one. The script cannot run here, so the test
// plays Cloudflare's part: it answers the script's load with a stand-in `window.turnstile`.
const turnstileScripts = () =>
  [...document.querySelectorAll('script')].filter((s) =>
    s.src.includes('challenges.cloudflare.com'),
  );

afterEach(() => {
  for (const script of turnstileScripts()) script.remove();
  delete window.turnstile;
});

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'admin');
  await user.type(screen.getByLabelText('Password'), 'secret');
  return user;
}

describe('the login form’s CAPTCHA', () => {
  it('loads nothing and sends no token when no site key is configured', async () => {
    const onSubmit = vi.fn(async () => false);
    render(<LoginForm onSubmit={onSubmit} />);
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([{ username: 'admin', password: 'secret' }]);
    expect(turnstileScripts()).toEqual([]);
  });

  it('with a site key, waits for the check, sends its token, and asks for a fresh one after', async () => {
    let passed: ((token: string) => void) | undefined;
    const api: TurnstileApi = {
      render: vi.fn((_container, options) => {
        passed = options.callback;
        return 'widget-1';
      }),
      reset: vi.fn(),
      remove: vi.fn(),
    };
    const onSubmit = vi.fn(async () => false);
    render(<LoginForm onSubmit={onSubmit} captchaSiteKey="0x4AAAA-site-key" />);
    await waitFor(() => expect(turnstileScripts()).toHaveLength(1));
    const [script] = turnstileScripts();
    expect(script?.src).toBe(TURNSTILE_SCRIPT);
    window.turnstile = api;
    act(() => {
      script?.dispatchEvent(new Event('load'));
    });
    await waitFor(() =>
      expect(api.render).toHaveBeenCalledWith(
        expect.any(HTMLElement),
        expect.objectContaining({ sitekey: '0x4AAAA-site-key' }),
      ),
    );

    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wait for the security check above to finish, then choose Login.',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    act(() => passed?.('token-1'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'secret' }, 'token-1'),
    );
    await waitFor(() => expect(api.reset).toHaveBeenCalledWith('widget-1'));
  });
});
