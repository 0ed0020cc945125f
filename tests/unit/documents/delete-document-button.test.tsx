import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteDocumentButton } from '@/features/documents/components/delete-document-button';
import { renderWithProviders } from './test-utils';

describe('DeleteDocumentButton', () => {
  it('deletes only after the admin confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(
      <DeleteDocumentButton documentTitle="Annual Report" busy={false} onConfirm={onConfirm} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Annual Report' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete document' });
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows a disabled, announced busy state while its row is deleting', () => {
    renderWithProviders(
      <DeleteDocumentButton documentTitle="Annual Report" busy onConfirm={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Deleting Annual Report' })).toBeDisabled();
  });

  it('has a tooltip naming the action', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DeleteDocumentButton documentTitle="Annual Report" busy={false} onConfirm={() => {}} />,
    );
    await user.hover(screen.getByRole('button', { name: 'Delete Annual Report' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
  });
});
