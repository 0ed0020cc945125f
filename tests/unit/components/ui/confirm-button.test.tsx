import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from '@/components/ui/confirm-button';

function renderButton(props: { disabled?: boolean; details?: string } = {}) {
  const onConfirm = vi.fn();
  render(
    <ConfirmButton
      label="Cancel Board meeting"
      text="Cancel"
      icon={<span aria-hidden="true">x</span>}
      title="Cancel this event?"
      description="It stays on the investor calendar, marked Cancelled."
      confirmLabel="Cancel event"
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return onConfirm;
}

describe('a button that asks first', () => {
  it('shows what is about to go, and acts only on its confirm button', async () => {
    const onConfirm = renderButton({ details: 'Board meeting, 12 Feb 2027' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Board meeting' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancel this event?' });
    expect(ask).toHaveTextContent('It stays on the investor calendar, marked Cancelled.');
    expect(ask).toHaveTextContent('Board meeting, 12 Feb 2027');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Board meeting' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel event' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('cannot be opened while disabled', async () => {
    const onConfirm = renderButton({ disabled: true });
    const button = screen.getByRole('button', { name: 'Cancel Board meeting' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
