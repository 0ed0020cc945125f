import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TotpCodeForm } from '@/features/auth/components/totp-code-form';

describe('TotpCodeForm', () => {
  it('offers one-time-code autofill and the numeric keyboard', () => {
    render(<TotpCodeForm onSubmit={vi.fn(async () => null)} />);
    const input = screen.getByLabelText('Authentication code');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('accepts a pasted code with a space in it and sends the six digits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => null);
    render(<TotpCodeForm onSubmit={onSubmit} />);
    await user.click(screen.getByLabelText('Authentication code'));
    await user.paste('123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('announces a wrong code as an alert and clears the field', async () => {
    const user = userEvent.setup();
    render(<TotpCodeForm onSubmit={vi.fn(async () => 'That code is not right.')} />);
    const input = screen.getByLabelText('Authentication code');
    await user.type(input, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for six digits before sending anything', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => null);
    render(<TotpCodeForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Authentication code'), '12a3');
    expect(screen.getByLabelText('Authentication code')).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter the 6-digit code from your authenticator app.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
