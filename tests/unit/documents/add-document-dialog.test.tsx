import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/features/auth/auth-context';
import { AddDocumentDialog } from '@/features/documents/components/add-document-dialog';
import { DocumentSection } from '@/features/documents/components/document-section';
import { documentKeys } from '@/features/documents/api/query-keys';
import { dismissToast } from '@/hooks/use-toast';
import { authState } from '../auth/auth-test-utils';
import type { FakeBackend, FakeRequest } from './fake-supabase';
import { createTestQueryClient, renderWithProviders } from './test-utils';

const backend = vi.hoisted((): FakeBackend => ({
  respond: () => ({ data: [], error: null }),
  session: () => ({ access_token: 'token' }),
  requests: [],
}));
vi.mock('@/lib/supabase', async () => {
  const { createFakeSupabase } = await import('./fake-supabase');
  return { supabase: createFakeSupabase(backend) };
});

const isInsert = (request: FakeRequest) => request.methods.includes('insert');
const insertedRows = () =>
  backend.requests
    .filter(isInsert)
    .map((request) => request.argsOf('insert')?.[0] as { id: string; document_title: string });

/** The backend writes whatever row it is sent and returns it. */
function acceptInserts() {
  backend.respond = (request) => {
    if (!isInsert(request)) return { data: [], error: null };
    const sent = request.argsOf('insert')?.[0] as Record<string, string>;
    return { data: { ...sent, created_at: '2024-06-01T00:00:00Z' }, error: null };
  };
}

function withAuth(ui: ReactElement, state: AuthContextValue = authState({ isAdmin: true })) {
  renderWithProviders(<AuthContext.Provider value={state}>{ui}</AuthContext.Provider>);
  return state;
}

async function openAndFill(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: 'Add New Policy' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Policy' });
  await user.type(within(dialog).getByLabelText('Document Title'), title);
  await user.type(within(dialog).getByLabelText('Document Link'), 'https://example.com/p.pdf');
  return dialog;
}

beforeEach(() => {
  backend.requests.length = 0;
  backend.session = () => ({ access_token: 'token' });
  acceptInserts();
});
afterEach(() => dismissToast());

describe('AddDocumentDialog', () => {
  it.each([
    ['investor_services_circulars', 'Add New Circular'],
    ['investor_services_forms', 'Add New Form'],
    ['annual_report', 'Add Annual Report'],
  ] as const)('opens a dialog titled for %s', async (table, title) => {
    const user = userEvent.setup();
    withAuth(<AddDocumentDialog table={table} />);
    await user.click(screen.getByRole('button', { name: title }));
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    expect(screen.getByLabelText('Document Title')).toHaveFocus();
  });

  it('sends the row with an id it chose, and closes after the success toast', async () => {
    const user = userEvent.setup();
    withAuth(<AddDocumentDialog table="policies" />);
    const dialog = await openAndFill(user, 'Code of Conduct');
    await user.click(within(dialog).getByRole('button', { name: 'Add Document' }));

    expect(await screen.findByText('Document added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = insertedRows();
    expect(sent?.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('sends the same id again when the same values are sent again, and a new one for new values', async () => {
    const user = userEvent.setup();
    // The first two answers are lost to the network; the third gets through.
    let failures = 2;
    backend.respond = (request) => {
      if (!isInsert(request)) return { data: [], error: null };
      if (failures-- > 0) {
        return {
          data: null,
          error: { message: 'TypeError: Failed to fetch', code: '' },
          status: 0,
        };
      }
      const sent = request.argsOf('insert')?.[0] as Record<string, string>;
      return { data: { ...sent, created_at: '2024-06-01T00:00:00Z' }, error: null };
    };
    withAuth(<AddDocumentDialog table="policies" />);
    const dialog = await openAndFill(user, 'Policy');
    const submit = within(dialog).getByRole('button', { name: 'Add Document' });

    await user.click(submit);
    await screen.findByText('Database error: TypeError: Failed to fetch');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(insertedRows()).toHaveLength(2));
    await waitFor(() => expect(submit).toBeEnabled());

    await user.type(within(dialog).getByLabelText('Document Title'), ' 2024');
    await user.click(submit);
    expect(await screen.findByText('Document added successfully')).toBeInTheDocument();

    const [first, second, third] = insertedRows();
    expect(second?.id).toBe(first?.id);
    expect(third?.id).not.toBe(first?.id);
    expect(third?.document_title).toBe('Policy 2024');
  });

  it('submits once when Add Document is double-clicked', async () => {
    const user = userEvent.setup();
    withAuth(<AddDocumentDialog table="policies" />);
    const dialog = await openAndFill(user, 'Double click');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Add Document' }));

    expect(await screen.findByText('Document added successfully')).toBeInTheDocument();
    expect(insertedRows()).toHaveLength(1);
  });
});

describe('AddDocumentDialog when the session has ended', () => {
  it('keeps the dialog and what was typed, offers the login, and adds after it', async () => {
    const user = userEvent.setup();
    // Refreshing failed: supabase-js has no session to give.
    backend.session = () => null;
    const state = withAuth(
      <AddDocumentDialog table="policies" />,
      authState({
        isAdmin: true,
        reauthenticate: vi.fn(async () => {
          backend.session = () => ({ access_token: 'new token' });
          return true;
        }),
      }),
    );
    const dialog = await openAndFill(user, 'Typed before expiry');
    await user.click(within(dialog).getByRole('button', { name: 'Add Document' }));

    expect(await screen.findByText('You must be logged in to add documents.')).toBeInTheDocument();
    expect(within(dialog).getByText('Your session has expired')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Log in again to add this document. What you typed is kept.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Document Title')).toHaveValue('Typed before expiry');
    expect(within(dialog).getByLabelText('Document Link')).toHaveValue('https://example.com/p.pdf');
    expect(insertedRows()).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Log in again' }));
    expect(state.reauthenticate).toHaveBeenCalledTimes(1);
    expect(
      await within(dialog).findByText('You are logged in again. Select Add Document to save it.'),
    ).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Add Document' });
    await waitFor(() => expect(submit).toHaveFocus());

    await user.click(submit);
    expect(await screen.findByText('Document added successfully')).toBeInTheDocument();
    expect(insertedRows().map((row) => row.document_title)).toEqual(['Typed before expiry']);
  });

  it('keeps offering the login when the admin closes the login without logging in', async () => {
    const user = userEvent.setup();
    backend.session = () => null;
    withAuth(
      <AddDocumentDialog table="policies" />,
      authState({ isAdmin: true, reauthenticate: vi.fn(async () => false) }),
    );
    const dialog = await openAndFill(user, 'Still here');
    await user.click(within(dialog).getByRole('button', { name: 'Add Document' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Log in again' }));

    expect(within(dialog).getByText('Your session has expired')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Document Title')).toHaveValue('Still here');
  });

  it('stays open in its section when the page stops treating the visitor as the admin', async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(documentKeys.table('policies'), []);
    // Whether the session is the admin's, as the page learns it from supabase-js's events.
    let admin = true;
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    function Page() {
      const isAdmin = useSyncExternalStore(subscribe, () => admin);
      return (
        <AuthContext.Provider value={authState({ isAdmin })}>
          <DocumentSection table="policies" canManage={isAdmin} />
        </AuthContext.Provider>
      );
    }
    renderWithProviders(<Page />, queryClient);
    const dialog = await openAndFill(user, 'Half typed');

    // The session ended: supabase-js said SIGNED_OUT and the page re-rendered without the admin.
    act(() => {
      admin = false;
      for (const listener of listeners) listener();
    });
    expect(screen.getByRole('dialog', { name: 'Add New Policy' })).toBe(dialog);
    expect(within(dialog).getByLabelText('Document Title')).toHaveValue('Half typed');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Add New Policy' })).not.toBeInTheDocument(),
    );
  });
});
