import { randomUUID } from 'node:crypto';
import { samplePdf } from '../../../supabase/local/pdf';

/** What `locator.setInputFiles` takes for a file made in memory. */
export type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** A document title no other test (or earlier run) uses, so a test can find its own row. */
export function uniqueTitle(label: string): string {
  return `${label} ${randomUUID().slice(0, 8)}`;
}

/** A small, valid one-page PDF, written by the same code that seeds the local backend. */
export function pdfFile(title: string): FilePayload {
  return {
    name: `${title.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.pdf`,
    mimeType: 'application/pdf',
    buffer: samplePdf(title, 'Uploaded by the end-to-end suite'),
  };
}

/** A real PDF padded past the 10 MB limit (spec section 9) to 12 MB. */
export function oversizedPdf(): FilePayload {
  const size = 12 * 1024 * 1024;
  const buffer = Buffer.alloc(size, 0x20);
  samplePdf('Too large').copy(buffer);
  return { name: 'twelve-megabytes.pdf', mimeType: 'application/pdf', buffer };
}

/**
 * A text file renamed to .pdf: the name (and so the type the browser derives from it) says PDF,
 * but the bytes do not start with %PDF-.
 */
export function textRenamedAsPdf(): FilePayload {
  return {
    name: 'meeting-notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Minutes of the meeting.\nThis is plain text, not a PDF.\n', 'utf8'),
  };
}
