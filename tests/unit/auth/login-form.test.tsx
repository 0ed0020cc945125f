import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/auth/components/login-form';

describe('LoginForm', () => {
  it('requires a username and a password', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<LoginForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the credentials and resets after a successful login', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<LoginForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'secret' }),
    );
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue(''));
  });

  it('keeps the username after a failed login', async () => {
    const user = userEvent.setup();
    render(<LoginForm onSubmit={vi.fn(async () => false)} />);
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
  });

  it('offers autofill for the username and the current password', () => {
    render(<LoginForm onSubmit={vi.fn(async () => true)} />);
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows and hides the password with a toggle that says its state', async () => {
    const user = userEvent.setup();
    render(<LoginForm onSubmit={vi.fn(async () => true)} />);
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('lets a password manager or the clipboard paste the password', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<LoginForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('pasted-secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'pasted-secret' }),
    );
  });
});
