import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteDocumentButton } from '@/features/desk/components/delete-document-button';
import { indiaToday } from '@/lib/format-date';
import { renderWithProviders } from './test-utils';

describe('DeleteDocumentButton', () => {
  it('deletes only after the admin confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(
      <DeleteDocumentButton
        documentTitle="Annual Report"
        documentDate="2001-04-01"
        busy={false}
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Annual Report' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete document' });
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('says a document younger than five years should stay (Regulation 30(8)), and an old one not', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <DeleteDocumentButton
        documentTitle="Q1 results"
        documentDate={indiaToday()}
        busy={false}
        onConfirm={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Q1 results' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete document' });
    expect(dialog).toHaveTextContent('It moves to the archive (Dashboard, Documents)');
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      /less than 5 years old\. SEBI's LODR Regulation 30\(8\)/,
    );
    unmount();

    renderWithProviders(
      <DeleteDocumentButton
        documentTitle="Old circular"
        documentDate="2001-04-01"
        busy={false}
        onConfirm={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Old circular' }));
    const old = await screen.findByRole('alertdialog', { name: 'Delete document' });
    expect(within(old).queryByRole('note')).toBeNull();
  });

  it('shows a disabled, announced busy state while its row is deleting', () => {
    renderWithProviders(
      <DeleteDocumentButton
        documentTitle="Annual Report"
        documentDate="2001-04-01"
        busy
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Deleting Annual Report' })).toBeDisabled();
  });

  it('shows the word for its action, and names its document for a screen reader', () => {
    renderWithProviders(
      <DeleteDocumentButton
        documentTitle="Annual Report"
        documentDate="2001-04-01"
        busy={false}
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Delete Annual Report' })).toHaveTextContent(
      /^Delete$/,
    );
  });
});
