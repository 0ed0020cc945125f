/**
 * The bulk upload's per-file lines: the upload's bar, then "Reading page N of M"
 * while the file's text is read for search, then what became of it.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BulkResult } from '@/features/desk/api/bulk-upload';
import { BulkUploadForm } from '@/features/desk/components/bulk-upload-form';

type Step = (id: string) => void;

const pdf = (name: string) => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

describe('BulkUploadForm', () => {
  it('shows each file reading its pages after its upload, then whether it is searchable', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let release: () => void = () => {};
    const paused = new Promise<void>((resolve) => {
      release = resolve;
    });
    render(
      <BulkUploadForm
        onClose={() => {}}
        onUpload={async (items, _date, onProgress, onResult, onReading) => {
          const results: BulkResult[] = [];
          const steps: Step[] = [(id) => onProgress(id, 100), (id) => onReading(id, 2, 3)];
          for (const [index, item] of items.entries()) {
            for (const step of steps) step(item.id);
            if (index === 0) await paused;
            const result: BulkResult = { id: item.id, added: true, searchable: index === 0 };
            onResult(result);
            results.push(result);
          }
          return results;
        }}
      />,
    );
    await user.upload(screen.getByLabelText('PDF Files'), [pdf('q1.pdf'), pdf('scan.pdf')]);
    expect(
      screen.getByText(/text is read for search: up to 10,000 characters a page/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }));

    const files = screen.getByRole('list', { name: 'Files to upload' });
    const [first, second] = within(files).getAllByRole('listitem');
    if (!first || !second) throw new Error('two files listed');
    expect(await within(first).findByText('Reading page 2 of 3…')).toBeVisible();
    expect(within(first).getByRole('progressbar', { name: 'Uploading q1.pdf' })).toBeVisible();
    release();

    await waitFor(() => expect(within(first).getByText('Added')).toBeVisible());
    expect(within(first).queryByText(/Reading page/)).toBeNull();
    expect(
      within(second).getByText('Added, not searchable: its text could not be read or stored'),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 added, 1 not searchable');
  });
});

describe('BulkUploadForm once a batch is done', () => {
  it('rests the Upload button until the list changes', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(
      <BulkUploadForm
        onClose={() => {}}
        onUpload={async (items, _date, _progress, onResult) =>
          items.map((item, index) => {
            const result: BulkResult =
              index === 0
                ? { id: item.id, added: true }
                : { id: item.id, added: false, reason: 'not a PDF' };
            onResult(result);
            return result;
          })
        }
      />,
    );
    await user.upload(screen.getByLabelText('PDF Files'), [
      pdf('a.pdf'),
      pdf('b.pdf'),
      pdf('c.pdf'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Upload 3 files' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 added, 2 refused: not a PDF');
    // Only the two refused files are left to send, and nothing about them has changed.
    expect(screen.getByRole('button', { name: 'Upload 2 files' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove c.pdf' }));
    expect(screen.getByRole('button', { name: 'Upload 1 file' })).toBeEnabled();
  });

  it('titles a file from its name, keeping the date in it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<BulkUploadForm onClose={() => {}} onUpload={async () => []} />);
    await user.upload(screen.getByLabelText('PDF Files'), [pdf('Notice 25-11-2026.pdf')]);
    expect(screen.getByLabelText('Title for Notice 25-11-2026.pdf')).toHaveValue(
      'Notice 25-11-2026',
    );
  });
});
