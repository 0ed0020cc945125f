import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
  waitForElementToBeRemoved,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { indiaToday } from '@/lib/format-date';
import {
  AddDocumentForm,
  type AddDocumentFormProps,
} from '@/features/desk/components/add-document-form';

type Submit = AddDocumentFormProps['onSubmit'];

function renderForm(onSubmit = vi.fn<Submit>().mockResolvedValue(true)) {
  // The dialog's footer is plain markup, so the form renders on its own.
  render(<AddDocumentForm onSubmit={onSubmit} onCancel={() => {}} />);
  return { onSubmit, user: userEvent.setup({ applyAccept: false }) };
}

const pdf = (name = 'report.pdf', body: BlobPart = '%PDF-1.7\n') =>
  new File([body], name, { type: 'application/pdf' });

const submitButton = () => screen.getByRole('button', { name: 'Add Document' });

async function chooseFileMode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Upload PDF' }));
}

describe('AddDocumentForm validation', () => {
  it('requires a title and a link', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(submitButton());
    expect(await screen.findByText('Document title is required')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Document link or file is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('dates the document today in India unless the admin changes it', async () => {
    const { user, onSubmit } = renderForm();
    const date = screen.getByLabelText('Document Date');
    expect(date).toHaveValue(indiaToday());
    expect(date).toHaveAttribute('max', indiaToday());
    await user.type(screen.getByLabelText('Document Title'), 'Annual Report 2023-24');
    await user.type(screen.getByLabelText('Document Link'), 'https://example.com/a.pdf');
    fireEvent.change(date, { target: { value: '2024-09-02' } });
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ document_date: '2024-09-02' });
  });

  it('refuses a date in the future', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Document Title'), 'Notice');
    await user.type(screen.getByLabelText('Document Link'), 'https://example.com/a.pdf');
    fireEvent.change(screen.getByLabelText('Document Date'), { target: { value: '2999-01-01' } });
    await user.click(submitButton());
    expect(await screen.findByText('The document date cannot be in the future')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('treats a title of spaces as missing', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Document Title'), '   ');
    await user.click(submitButton());
    expect(await screen.findByText('Document title is required')).toBeInTheDocument();
  });

  it('refuses a title over 300 characters', async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText('Document Title'));
    await user.paste('x'.repeat(301));
    await user.click(submitButton());
    expect(
      await screen.findByText('Document title must be at most 300 characters'),
    ).toBeInTheDocument();
  });

  it.each(['ftp://example.com/a.pdf', 'javascript:alert(1)', 'data:text/html,x', '//evil.test/a'])(
    'refuses the link %s',
    async (link) => {
      const { user, onSubmit } = renderForm();
      await user.type(screen.getByLabelText('Document Title'), 'Annual Report');
      await user.click(screen.getByLabelText('Document Link'));
      await user.paste(link);
      await user.click(submitButton());
      expect(
        await screen.findByText('Please enter a valid URL starting with http:// or https://'),
      ).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('submits a trimmed title and an https link', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Document Title'), '  Annual Report 2024  ');
    await user.type(screen.getByLabelText('Document Link'), 'https://example.com/ar.pdf');
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(onSubmit).mock.calls[0]?.[0]).toMatchObject({
      document_title: 'Annual Report 2024',
      source: 'link',
      view_download: 'https://example.com/ar.pdf',
    });
  });

  it('says only PDF files are allowed for another type', async () => {
    const { user } = renderForm();
    await chooseFileMode(user);
    await user.upload(
      screen.getByLabelText('PDF File'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Only PDF files are allowed')).toHaveAttribute('role', 'alert');
    expect(submitButton()).toBeDisabled();
  });

  it('says only PDF files are allowed for a renamed file without the PDF signature', async () => {
    const { user } = renderForm();
    await chooseFileMode(user);
    await user.upload(screen.getByLabelText('PDF File'), pdf('fake.pdf', 'GIF89a'));
    expect(await screen.findByText('Only PDF files are allowed')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('says an empty file is empty, not that it is not a PDF', async () => {
    const { user } = renderForm();
    await chooseFileMode(user);
    await user.upload(screen.getByLabelText('PDF File'), pdf('blank.pdf', ''));
    expect(await screen.findByText('This file is empty (0 bytes).')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByText('Only PDF files are allowed')).toBeNull();
    expect(submitButton()).toBeDisabled();
  });

  it('refuses a file over 10 MB', async () => {
    const { user } = renderForm();
    await chooseFileMode(user);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.7'));
    await user.upload(screen.getByLabelText('PDF File'), pdf('big.pdf', big));
    expect(await screen.findByText('File size should be less than 10MB')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });
});

describe('AddDocumentForm submit button', () => {
  it('is disabled in file mode until a file is chosen', async () => {
    const { user } = renderForm();
    expect(submitButton()).toBeEnabled();
    await chooseFileMode(user);
    expect(submitButton()).toBeDisabled();
    await user.upload(screen.getByLabelText('PDF File'), pdf());
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('is disabled while submitting', async () => {
    let finish: (saved: boolean) => void = () => {};
    const onSubmit = vi.fn<Submit>(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByLabelText('Document Title'), 'Policy');
    await user.type(screen.getByLabelText('Document Link'), 'https://example.com/p.pdf');
    await user.click(submitButton());
    const busy = await screen.findByRole('button', { name: 'Adding…' });
    expect(busy).toBeDisabled();
    await act(async () => finish(true));
    expect(await screen.findByRole('button', { name: 'Add Document' })).toBeEnabled();
    // A successful save resets the form for the next document.
    expect(screen.getByLabelText('Document Title')).toHaveValue('');
  });

  it('sends a form submitted twice before it re-renders once', async () => {
    let finish: (saved: boolean) => void = () => {};
    const onSubmit = vi.fn<Submit>(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByLabelText('Document Title'), 'Policy');
    await user.type(screen.getByLabelText('Document Link'), 'https://example.com/p.pdf');
    // Two submit events back to back, as Enter pressed twice or a fast double click can send
    // before the button has been disabled.
    const form = submitButton().closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await act(async () => finish(true));
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed when the save fails', async () => {
    const { user } = renderForm(vi.fn<Submit>().mockResolvedValue(false));
    await user.type(screen.getByLabelText('Document Title'), 'Policy');
    await user.type(screen.getByLabelText('Document Link'), 'https://example.com/p.pdf');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.getByLabelText('Document Title')).toHaveValue('Policy');
  });
});

describe('AddDocumentForm upload progress', () => {
  it('follows the reported progress and hides 500 ms after reaching 100', async () => {
    let report: (percent: number) => void = () => {};
    let finish: (saved: boolean) => void = () => {};
    const onSubmit = vi.fn<Submit>((_values, reportProgress) => {
      report = reportProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByLabelText('Document Title'), 'Annual Report');
    await chooseFileMode(user);
    await user.upload(screen.getByLabelText('PDF File'), pdf());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    const bar = await screen.findByRole('progressbar', { name: 'Uploading…' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => report(42));
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();

    act(() => report(100));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    const reachedFull = Date.now();
    await waitForElementToBeRemoved(() => screen.queryByRole('progressbar'), { timeout: 2000 });
    expect(Date.now() - reachedFull).toBeGreaterThanOrEqual(450);
    await act(async () => finish(true));
  });

  it('hides the bar at once when the upload fails', async () => {
    let finish: (saved: boolean) => void = () => {};
    const onSubmit = vi.fn<Submit>(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByLabelText('Document Title'), 'Annual Report');
    await chooseFileMode(user);
    await user.upload(screen.getByLabelText('PDF File'), pdf());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await act(async () => finish(false));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('AddDocumentForm source switch', () => {
  it('forgets a chosen file when switching to a link and back', async () => {
    const { user } = renderForm();
    await chooseFileMode(user);
    await user.upload(screen.getByLabelText('PDF File'), pdf());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: 'Link' }));
    await chooseFileMode(user);
    expect(screen.getByLabelText('PDF File')).toHaveValue('');
    expect(submitButton()).toBeDisabled();
  });

  it('says a linked document is found by its title only, and a PDF by its text up to the caps', async () => {
    const { user } = renderForm();
    expect(screen.getByLabelText('Document Link')).toHaveAccessibleDescription(
      'Search finds a linked document by its title only.',
    );
    await chooseFileMode(user);
    expect(screen.getByLabelText('PDF File')).toHaveAccessibleDescription(
      /text is read for search: up to 10,000 characters a page and 300,000 in all/,
    );
  });
});
