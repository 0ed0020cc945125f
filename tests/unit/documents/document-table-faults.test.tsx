import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentKeys } from '@/features/documents/api/query-keys';
import { REQUEST_TIMEOUT_MS } from '@/features/documents/api/request-timeout';
import { DocumentTable } from '@/features/documents/components/document-table';
import { dismissToast } from '@/hooks/use-toast';
import type { DocumentRow } from '@/lib/database.types';
import type { FakeBackend, FakeRequest, FakeResult } from './fake-supabase';
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

const row = (id: string, title: string): DocumentRow => ({
  id,
  document_title: title,
  view_download: `https://example.com/${id}.pdf`,
  created_at: '2024-06-01T00:00:00Z',
});

const isListRead = (request: FakeRequest) => request.methods.includes('order');
const networkDown: FakeResult = {
  data: null,
  error: { message: 'TypeError: Failed to fetch', code: '' },
  status: 0,
};

beforeEach(() => {
  backend.requests.length = 0;
  backend.respond = () => ({ data: [], error: null });
});
afterEach(() => {
  dismissToast();
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('DocumentTable when the backend is at fault', () => {
  it.each([
    ['unreachable', networkDown, 'The server could not be reached. Check your connection.'],
    [
      'answering 500',
      { data: null, error: { message: 'boom', code: '' }, status: 500 },
      'The server had a problem.',
    ],
  ] as const)(
    'shows the load failure with Try Again when the backend is %s, and Try Again loads the rows',
    async (_case, failure, reason) => {
      const user = userEvent.setup();
      backend.respond = () => failure;
      renderWithProviders(<DocumentTable table="policies" />);

      const retry = await screen.findByRole('button', { name: 'Try Again' });
      const table = screen.getByRole('table', { name: 'Policies' });
      expect(within(table).getByText('Failed to load policies')).toBeInTheDocument();
      expect(within(table).getByText(reason)).toBeInTheDocument();
      expect(screen.queryByText('Loading documents…')).not.toBeInTheDocument();

      backend.respond = (request) =>
        isListRead(request) ? { data: [row('1', 'Code of Conduct')], error: null } : failure;
      await user.click(retry);
      expect(await within(table).findByText('Code of Conduct')).toBeInTheDocument();
      expect(within(table).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    },
  );

  it('stops waiting for a backend that never answers after the timeout, instead of spinning', async () => {
    vi.useFakeTimers();
    backend.respond = () => new Promise<FakeResult>(() => {});
    renderWithProviders(<DocumentTable table="policies" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading documents…');

    await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 500));
    expect(screen.getByRole('status')).toHaveTextContent('Loading documents…');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('The server took too long to answer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByText('Loading documents…')).not.toBeInTheDocument();
  });

  it('says it is offline, rather than spinning, while the browser has no network', async () => {
    onlineManager.setOnline(false);
    backend.respond = () => ({ data: [row('1', 'Code of Conduct')], error: null });
    renderWithProviders(<DocumentTable table="policies" />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are offline. The documents will load when the connection is back.',
    );
    expect(backend.requests).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Code of Conduct')).toBeInTheDocument();
  });
});

describe('DocumentTable with hostile titles', () => {
  const hostile = [
    '<script>window.hacked = true</script>Annual Report',
    '<img src=x onerror="window.hacked = true">',
    '<b>Bold</b> &amp; <a href="javascript:alert(1)">link</a>',
    '\u202eFDP.exe Annual Report',
    'التقرير السنوي 2024',
    'דוח שנתי 2024',
    'A'.repeat(300),
  ];

  function renderHostile() {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      documentKeys.table('policies'),
      hostile.map((title, index) => row(String(index), title)),
    );
    return renderWithProviders(<DocumentTable table="policies" canManage />, queryClient);
  }

  it('renders every title as its literal text and creates no element from it', () => {
    const { container } = renderHostile();
    const table = screen.getByRole('table', { name: 'Policies' });
    for (const title of hostile) {
      expect(within(table).getByText(title, { normalizer: (text) => text })).toBeInTheDocument();
    }
    expect(container.querySelector('script, img, b, a[href^="javascript"]')).toBeNull();
    expect(document.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('isolates right-to-left text and lets a very long word wrap anywhere', () => {
    renderHostile();
    for (const title of ['\u202eFDP.exe Annual Report', 'التقرير السنوي 2024', 'A'.repeat(300)]) {
      const cell = screen.getByText(title, { normalizer: (text) => text });
      expect(cell).toHaveAttribute('dir', 'auto');
      expect(cell).toHaveClass('wrap-anywhere');
    }
  });

  it('names the row actions with the literal title', async () => {
    renderHostile();
    expect(
      await screen.findByRole('button', { name: `Delete ${hostile[0] ?? ''}` }),
    ).toBeInTheDocument();
  });
});

describe('DocumentTable deleting a row another tab already deleted', () => {
  it('says so in an information toast, not an error, and refreshes the list', async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(documentKeys.table('policies'), [
      row('2', 'Whistle Blower Policy'),
      row('1', 'Code of Conduct'),
    ]);
    // The other tab's delete: the row is gone from the database, and from the next read.
    backend.respond = (request) => {
      if (isListRead(request)) return { data: [row('2', 'Whistle Blower Policy')], error: null };
      if (request.methods.includes('maybeSingle')) return { data: null, error: null };
      return { data: [], error: null };
    };
    renderWithProviders(<DocumentTable table="policies" canManage />, queryClient);

    await user.click(await screen.findByRole('button', { name: 'Delete Code of Conduct' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    const notice = await screen.findByText('This document was already deleted.');
    const toastItem = notice.closest('li');
    expect(toastItem).toHaveTextContent('Already deleted');
    expect(toastItem).not.toHaveClass('bg-red-700');
    expect(screen.queryByText('Failed to delete document')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Code of Conduct')).not.toBeInTheDocument());
    expect(screen.getByText('Whistle Blower Policy')).toBeInTheDocument();
    // Nothing was sent to delete: the row was not there to delete.
    expect(backend.requests.some((request) => request.methods.includes('delete'))).toBe(false);
  });

  it('says so too when the row went between reading it and deleting it', async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(documentKeys.table('policies'), [row('1', 'Code of Conduct')]);
    let rereads = 0;
    backend.respond = (request) => {
      if (isListRead(request)) return { data: [], error: null };
      if (request.methods.includes('delete')) return { data: [], error: null };
      if (request.methods.includes('maybeSingle')) {
        rereads += 1;
        // First read: still there. Read again after the empty delete: gone.
        return rereads === 1
          ? { data: { view_download: 'https://example.com/1.pdf' }, error: null }
          : { data: null, error: null };
      }
      return { data: null, error: null };
    };
    renderWithProviders(<DocumentTable table="policies" canManage />, queryClient);

    await user.click(await screen.findByRole('button', { name: 'Delete Code of Conduct' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('This document was already deleted.')).toBeInTheDocument();
    expect(
      screen.queryByText('You must be logged in to delete documents.'),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Code of Conduct')).not.toBeInTheDocument());
  });
});
