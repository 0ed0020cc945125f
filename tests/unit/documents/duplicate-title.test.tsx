/**
 * A title already on the page is asked about before it is saved, in the Add and Edit forms and in
 * the bulk upload; the question can be answered from the keyboard.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BulkResult } from '@/features/desk/api/bulk-upload';
import {
  AddDocumentForm,
  type AddDocumentFormProps,
} from '@/features/desk/components/add-document-form';
import { BulkUploadForm } from '@/features/desk/components/bulk-upload-form';
import { isDuplicateTitle } from '@/features/desk/utils/duplicate-title';

type Submit = AddDocumentFormProps['onSubmit'];
const ON_PAGE = ['Dividend Distribution Policy', 'Whistle Blower Policy'];
const QUESTION = 'A document with this title is already on this page. Save anyway?';

function renderAdd(editing?: AddDocumentFormProps['editing']) {
  const onSubmit = vi.fn<Submit>().mockResolvedValue(true);
  render(
    <AddDocumentForm
      onSubmit={onSubmit}
      onCancel={() => {}}
      titlesOnPage={() => ON_PAGE}
      {...(editing ? { editing } : {})}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('isDuplicateTitle', () => {
  it('compares titles as a reader sees them', () => {
    expect(isDuplicateTitle('  dividend  distribution POLICY ', ON_PAGE)).toBe(true);
    expect(isDuplicateTitle('Dividend Distribution Policy 2026', ON_PAGE)).toBe(false);
    expect(isDuplicateTitle('   ', ['   '])).toBe(false);
  });
});

describe('the Add form with a title already on the page', () => {
  it('asks before saving, and saves once told to', async () => {
    const { user, onSubmit } = renderAdd();
    await user.type(screen.getByLabelText('Document Title'), 'dividend distribution policy');
    await user.type(screen.getByLabelText('Document Link'), 'https://example.com/ddp.pdf');
    await user.click(screen.getByRole('button', { name: 'Add Document' }));
    const question = await screen.findByRole('group', { name: QUESTION });
    expect(question).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save anyway' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      document_title: 'dividend distribution policy',
    });
  });

  it('goes back to the title to change it, and asks no more once it is new', async () => {
    const { user, onSubmit } = renderAdd();
    const title = screen.getByLabelText('Document Title');
    await user.type(title, 'Whistle Blower Policy');
    await user.type(screen.getByLabelText('Document Link'), 'https://example.com/wb.pdf');
    await user.click(screen.getByRole('button', { name: 'Add Document' }));
    await user.click(await screen.findByRole('button', { name: 'Change the title' }));
    expect(title).toHaveFocus();
    expect(screen.queryByRole('group', { name: QUESTION })).toBeNull();
    await user.type(title, ' (amended)');
    await user.click(screen.getByRole('button', { name: 'Add Document' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});

describe('the Edit form', () => {
  const editing = {
    values: {
      document_title: 'Policy on Related Party Transactions',
      document_date: '2025-04-01',
      source: 'link' as const,
      view_download: 'https://example.com/rpt.pdf',
      file: null,
    },
    currentFileName: null,
  };

  it('saves a row that keeps its own title without asking', async () => {
    const { user, onSubmit } = renderAdd(editing);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('group', { name: QUESTION })).toBeNull();
  });

  it('asks before a title is changed to another document’s', async () => {
    const { user, onSubmit } = renderAdd(editing);
    const title = screen.getByLabelText('Document Title');
    await user.clear(title);
    await user.type(title, 'Whistle Blower Policy');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('group', { name: QUESTION })).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

const pdf = (name: string) => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

describe('the bulk upload', () => {
  it('marks a file titled as a document on the page and asks before uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onUpload = vi.fn(async (items: { id: string }[]) =>
      items.map((item): BulkResult => ({ id: item.id, added: true })),
    );
    render(<BulkUploadForm onClose={() => {}} onUpload={onUpload} titlesOnPage={() => ON_PAGE} />);
    await user.upload(screen.getByLabelText('PDF Files'), [
      pdf('Whistle_Blower_Policy.pdf'),
      pdf('CSR Policy.pdf'),
    ]);
    expect(
      screen.getByLabelText('Title for Whistle_Blower_Policy.pdf'),
    ).toHaveAccessibleDescription(
      'A document with this title is already on this page or in this list.',
    );
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }));
    expect(
      screen.getByRole('group', {
        name: '1 file has a title already on this page or in this list. Upload anyway?',
      }),
    ).toBeVisible();
    expect(onUpload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Upload anyway' }));
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
  });
});
