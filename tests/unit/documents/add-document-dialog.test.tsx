import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddDocumentDialog } from '@/features/documents/components/add-document-dialog';
import { renderWithProviders } from './test-utils';

describe('AddDocumentDialog', () => {
  it.each([
    ['investor_services_circulars', 'Add New Circular'],
    ['investor_services_forms', 'Add New Form'],
    ['annual_report', 'Add Annual Report'],
  ] as const)('opens a dialog titled for %s', async (table, title) => {
    const user = userEvent.setup();
    renderWithProviders(<AddDocumentDialog table={table} />);
    await user.click(screen.getByRole('button', { name: title }));
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    expect(screen.getByLabelText('Document Title')).toHaveFocus();
  });
});
