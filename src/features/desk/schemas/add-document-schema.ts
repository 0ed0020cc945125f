import { indiaToday, parseIsoDate } from '@/lib/format-date';
import { typedTextIssue, typedTextProblem, VALUE_LABELS } from '@/lib/typed-text';
import { z } from '@/lib/zod';
import { checkPdfFileSync } from '../utils/pdf-file';

/** Mirrors the database's check constraint: 1..300 characters after trimming. */
export const MAX_TITLE_LENGTH = 300;

export const TITLE_REQUIRED = 'Document title is required';
export const TITLE_TOO_LONG = `Document title must be at most ${MAX_TITLE_LENGTH} characters`;
export const SOURCE_REQUIRED = 'Document link or file is required';
export const INVALID_URL = 'Please enter a valid URL starting with http:// or https://';
export const DATE_REQUIRED = 'Document date is required';
export const DATE_IN_FUTURE = 'The document date cannot be in the future';
export const DATE_TOO_EARLY = 'The document date cannot be before 1900';

/** The earliest date the database accepts; the field's min. */
export const EARLIEST_DOCUMENT_DATE = '1900-01-01';

/** True for an absolute http(s) URL with a host; refuses javascript:, data: and //host links. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^/\s]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const fileSchema = z.custom<File | null>(
  (value) => value === null || (typeof File !== 'undefined' && value instanceof File),
);

/**
 * The Add form's rules; the Edit form's are the same except that, with `keepFile`, no file chosen
 * in file mode means "keep the current file".
 */
const documentFormSchema = ({ keepFile }: { keepFile: boolean }) =>
  z
    .object({
      document_title: z
        .string()
        .trim()
        .min(1, TITLE_REQUIRED)
        .max(MAX_TITLE_LENGTH, TITLE_TOO_LONG)
        .superRefine(typedTextIssue(VALUE_LABELS.document.document_title)),
      source: z.enum(['link', 'file']),
      view_download: z.string().trim(),
      file: fileSchema,
      // Mirrors the database: a real day, not before 1900 and not after today in India.
      document_date: z
        .string()
        .trim()
        .min(1, DATE_REQUIRED)
        .refine((value) => parseIsoDate(value) !== null, DATE_REQUIRED)
        .refine((value) => value >= EARLIEST_DOCUMENT_DATE, DATE_TOO_EARLY)
        .refine((value) => value <= indiaToday(), DATE_IN_FUTURE),
    })
    .superRefine((values, ctx) => {
      if (values.source === 'link') {
        if (!values.view_download) {
          ctx.addIssue({ code: 'custom', path: ['view_download'], message: SOURCE_REQUIRED });
        } else if (!isHttpUrl(values.view_download)) {
          ctx.addIssue({ code: 'custom', path: ['view_download'], message: INVALID_URL });
        } else {
          const problem = typedTextProblem(
            values.view_download,
            VALUE_LABELS.document.view_download,
          );
          if (problem) ctx.addIssue({ code: 'custom', path: ['view_download'], message: problem });
        }
        return;
      }
      if (!values.file) {
        if (!keepFile) ctx.addIssue({ code: 'custom', path: ['file'], message: SOURCE_REQUIRED });
        return;
      }
      // The first-bytes check is asynchronous and runs when the file is chosen.
      const fileError = checkPdfFileSync(values.file);
      if (fileError) ctx.addIssue({ code: 'custom', path: ['file'], message: fileError });
    });

export const addDocumentSchema = documentFormSchema({ keepFile: false });
export const editDocumentSchema = documentFormSchema({ keepFile: true });

export type AddDocumentFormInput = z.input<typeof addDocumentSchema>;
export type AddDocumentFormValues = z.output<typeof addDocumentSchema>;

/** A blank form, dated today: read when the form opens or resets, so a day change is seen. */
export function addDocumentDefaults(): AddDocumentFormInput {
  return {
    document_title: '',
    source: 'link',
    view_download: '',
    file: null,
    document_date: indiaToday(),
  };
}
