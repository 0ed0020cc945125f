import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import {
  addDocumentDefaults,
  addDocumentSchema,
  editDocumentSchema,
  type AddDocumentFormInput,
  type AddDocumentFormValues,
} from '../schemas/add-document-schema';
import type { PdfText } from '../utils/extract-pdf-text';
import { validatePdfFile } from '../utils/pdf-file';
import { DocumentDateField } from './document-date-field';
import { DocumentSourceField } from './document-source-field';
import { useDuplicateTitleAsk } from './duplicate-title-confirm';
import { FieldError } from './field-error';
import { PdfTextNotice, usePdfText } from './pdf-text-notice';
import { UploadProgress } from './upload-progress';

/** Spec section 4: the progress bar stays at 100 for this long before it goes. */
export const PROGRESS_HIDE_DELAY_MS = 500;

type FileCheck =
  | { status: 'none' }
  | { status: 'checking' }
  | { status: 'valid' }
  | { status: 'invalid'; message: string };

export type AddDocumentFormProps = {
  /**
   * Saves the document. Resolves true on success (the form then resets), false on a failure the
   * caller has already reported. `reportProgress` takes 0..100 while a file uploads; `text` is
   * the chosen PDF's text when it has been read (the caller stores it after the upload).
   */
  onSubmit: (
    values: AddDocumentFormValues,
    reportProgress: (percent: number) => void,
    text: PdfText | null,
  ) => Promise<boolean>;
  onCancel: () => void;
  /** The Add Document button, for a caller that must put focus back on it. */
  submitRef?: Ref<HTMLButtonElement>;
  /**
   * Editing an existing row: its values to start from, and the stored file it keeps when no new
   * one is chosen (the Edit dialog; the Add dialog leaves this out).
   */
  editing?: { values: AddDocumentFormInput; currentFileName: string | null };
  /**
   * The titles of the other documents on the page, read when the form is sent: a title among
   * them is asked about before it is saved.
   */
  titlesOnPage?: () => readonly string[];
};

export function AddDocumentForm({
  onSubmit,
  onCancel,
  submitRef,
  editing,
  titlesOnPage,
}: AddDocumentFormProps) {
  const ids = useId();
  const titleId = `${ids}-title`;
  const linkId = `${ids}-link`;
  const fileId = `${ids}-file`;

  const {
    register,
    handleSubmit,
    control,
    setValue,
    clearErrors,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<AddDocumentFormInput, unknown, AddDocumentFormValues>({
    resolver: zodResolver(editing ? editDocumentSchema : addDocumentSchema),
    defaultValues: editing?.values ?? addDocumentDefaults(),
  });
  const source = useWatch({ control, name: 'source' });
  const file = useWatch({ control, name: 'file' });
  const title = useWatch({ control, name: 'document_title' });
  const formRef = useRef<HTMLFormElement | null>(null);
  const duplicate = useDuplicateTitleAsk({
    id: `${ids}-duplicate`,
    title,
    originalTitle: editing?.values.document_title,
    titlesOnPage,
    resubmit: () => formRef.current?.requestSubmit(),
    focusTitle: () => setFocus('document_title', { shouldSelect: true }),
  });

  const [fileCheck, setFileCheck] = useState<FileCheck>({ status: 'none' });
  const [progress, setProgress] = useState<number | null>(null);
  const fileInputRef = useRef<HTMLInputElement | null>(null);
  // Only the newest file's check may set the state: an older, slower read must not win.
  const checkRun = useRef(0);
  const pdfText = usePdfText(
    source === 'file' && fileCheck.status === 'valid' ? (file ?? null) : null,
  );
  // Set from the first submit event until that submission settles. The disabled button stops
  // most second presses, but not one that lands before React has re-rendered (a fast double
  // click, Enter held down), and react-hook-form does not refuse a second concurrent submit.
  const submitting = useRef(false);

  useEffect(() => {
    if (progress !== 100) return;
    const timer = setTimeout(() => setProgress(null), PROGRESS_HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [progress]);

  async function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setValue('file', chosen, { shouldDirty: true });
    clearErrors('file');
    const run = ++checkRun.current;
    if (!chosen) {
      setFileCheck({ status: 'none' });
      return;
    }
    setFileCheck({ status: 'checking' });
    const message = await validatePdfFile(chosen);
    if (run !== checkRun.current) return;
    setFileCheck(message ? { status: 'invalid', message } : { status: 'valid' });
  }

  function chooseSource(next: AddDocumentFormValues['source']) {
    setValue('source', next, { shouldDirty: true });
    // The file input unmounts in link mode, so a file chosen earlier must not linger unseen.
    setValue('file', null);
    clearErrors(['file', 'view_download']);
    checkRun.current += 1;
    setFileCheck({ status: 'none' });
  }

  async function save(values: AddDocumentFormValues) {
    if (duplicate.holds(values.document_title)) return;
    if (values.source === 'file') setProgress(0);
    const saved = await onSubmit(values, setProgress, pdfText.text);
    if (!saved) {
      setProgress(null);
      return;
    }
    reset(editing ? values : addDocumentDefaults());
    duplicate.forget();
    setFileCheck({ status: 'none' });
    if (fileInputRef.current) fileInputRef.current.value = '';
  }

  const uploading = progress !== null && progress < 100;
  const fileError = fileCheck.status === 'invalid' ? fileCheck.message : errors.file?.message;
  const keepsFile = Boolean(editing?.currentFileName) && !file;
  const submitDisabled =
    isSubmitting ||
    uploading ||
    (source === 'file' && !keepsFile && (!file || fileCheck.status !== 'valid'));
  const submitLabel = editing ? 'Save Changes' : 'Add Document';

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        if (submitting.current) {
          event.preventDefault();
          return;
        }
        submitting.current = true;
        void handleSubmit(save)(event).finally(() => {
          submitting.current = false;
        });
      }}
      className="grid gap-5"
    >
      <div className="grid gap-2">
        <Label htmlFor={titleId}>Document Title</Label>
        <Input
          id={titleId}
          autoComplete="off"
          placeholder="e.g. Annual Report 2024-25"
          aria-invalid={errors.document_title ? true : undefined}
          aria-describedby={errors.document_title ? `${titleId}-error` : undefined}
          {...register('document_title')}
        />
        <FieldError id={`${titleId}-error`} message={errors.document_title?.message} />
      </div>

      <DocumentDateField
        id={`${ids}-date`}
        error={errors.document_date?.message}
        {...register('document_date')}
      />

      <DocumentSourceField
        id={`${ids}-source`}
        value={source}
        disabled={isSubmitting}
        onChange={chooseSource}
      />

      {source === 'link' ? (
        <div className="grid gap-2">
          <Label htmlFor={linkId}>Document Link</Label>
          <Input
            id={linkId}
            type="url"
            inputMode="url"
            placeholder="https://example.com/document.pdf"
            aria-invalid={errors.view_download ? true : undefined}
            aria-describedby={`${linkId}-hint${errors.view_download ? ` ${linkId}-error` : ''}`}
            {...register('view_download')}
          />
          <FieldError id={`${linkId}-error`} message={errors.view_download?.message} />
          <p id={`${linkId}-hint`} className="text-xs text-slate-500">
            Search finds a linked document by its title only.
          </p>
        </div>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor={fileId}>PDF File</Label>
          <Input
            id={fileId}
            type="file"
            accept="application/pdf,.pdf"
            disabled={isSubmitting}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
            // Not registered with react-hook-form: it would read the input's FileList, while the
            // schema validates the single File chosen here.
            ref={fileInputRef}
            onChange={handleFileChange}
          />
          <p id={`${fileId}-hint`} className="text-xs text-slate-500">
            PDF only, up to 10 MB. Its text is read for search: up to 10,000 characters a page and
            300,000 in all.
            {editing?.currentFileName
              ? ` Leave empty to keep the current file (${editing.currentFileName}); a new one replaces it.`
              : null}
          </p>
          <FieldError id={`${fileId}-error`} message={fileError} />
          <PdfTextNotice {...pdfText} />
        </div>
      )}

      {progress !== null ? <UploadProgress id={`${ids}-progress`} percent={progress} /> : null}

      {duplicate.box}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button ref={submitRef} type="submit" disabled={submitDisabled}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? (editing ? 'Saving…' : 'Adding…') : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
