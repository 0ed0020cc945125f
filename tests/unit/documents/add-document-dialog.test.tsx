import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AuthContext } from '@/lib/auth-context';
import { AddDocumentDialog } from '@/features/desk/components/add-document-dialog';
import { authState } from '../auth/auth-test-utils';
import { renderWithProviders } from './test-utils';

// What the dialog sends, and what happens when the session has ended, is proven against the real
// backend: tests/integration/documents-races.test.ts, auth-session-expiry.test.ts and
// tests/e2e/session-expiry.spec.ts.
function withAdmin(ui: ReactElement) {
  renderWithProviders(
    <AuthContext.Provider value={authState({ isAdmin: true })}>{ui}</AuthContext.Provider>,
  );
}

describe('AddDocumentDialog', () => {
  it.each([
    ['investor_services_circulars', 'Add New Circular'],
    ['investor_services_forms', 'Add New Form'],
    ['annual_report', 'Add Annual Report'],
  ] as const)('opens a dialog titled for %s', async (table, title) => {
    const user = userEvent.setup();
    withAdmin(<AddDocumentDialog table={table} />);
    await user.click(screen.getByRole('button', { name: title }));
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    expect(screen.getByLabelText('Document Title')).toHaveFocus();
  });
});
