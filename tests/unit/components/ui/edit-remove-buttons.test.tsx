import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditRemoveButtons } from '@/components/ui/edit-remove-buttons';

function renderButtons() {
  const onEdit = vi.fn();
  const onRemove = vi.fn();
  render(
    <EditRemoveButtons
      name="final dividend of FY 2023-24"
      onEdit={onEdit}
      onRemove={onRemove}
      removeWarning="It leaves the dividend history visitors read at once."
    />,
  );
  return { onEdit, onRemove };
}

describe('a desk row’s Edit and Remove', () => {
  it('shows each button’s word, and the full name begins with it', () => {
    renderButtons();
    expect(
      screen.getByRole('button', { name: 'Edit the final dividend of FY 2023-24' }),
    ).toHaveTextContent(/^Edit$/);
    expect(
      screen.getByRole('button', { name: 'Remove the final dividend of FY 2023-24' }),
    ).toHaveTextContent(/^Remove$/);
  });

  it('names the row on each button, and Edit edits at once', async () => {
    const { onEdit, onRemove } = renderButtons();
    await userEvent.click(
      screen.getByRole('button', { name: 'Edit the final dividend of FY 2023-24' }),
    );
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('asks before removing, saying what it does; Keep it removes nothing', async () => {
    const { onRemove } = renderButtons();
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove the final dividend of FY 2023-24' }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Remove the final dividend of FY 2023-24?',
    });
    expect(confirm).toHaveTextContent('It leaves the dividend history visitors read at once.');
    expect(onRemove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('removes once confirmed', async () => {
    const { onRemove } = renderButtons();
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove the final dividend of FY 2023-24' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
