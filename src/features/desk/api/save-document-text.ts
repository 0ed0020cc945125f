import type { DocumentTableName } from '@/lib/document-tables';
import { supabase } from '@/lib/supabase';
import { extractPdfText, type PdfText } from '../utils/extract-pdf-text';
import { loadPdfJs } from '../utils/load-pdfjs';
import { saveDocumentText } from './save-text';
import type { DocumentsClient } from './types';

/** "Reading page N of M". */
export type OnReadingPage = (page: number, pageCount: number) => void;

/** Reads a PDF file's text with pdf.js, loaded on first use. */
export async function readPdfFileText(file: Blob, onPage?: OnReadingPage): Promise<PdfText> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return extractPdfText(bytes, { pdfjs: await loadPdfJs(), ...(onPage ? { onPage } : {}) });
}

/** The toast when the text could not be stored after the document was. */
export const TEXT_NOT_SAVED = {
  title: 'Added, but not yet searchable',
  description:
    'The document is saved, but its text could not be stored. Use "Index documents not yet searchable" later.',
};

type StoreTextOptions = {
  table: DocumentTableName;
  id: string;
  file: Blob;
  /** What the dialog already read when the file was chosen; read now when absent. */
  text?: PdfText | null;
  onPage?: OnReadingPage;
  client?: DocumentsClient;
};

/**
 * After the row and its file are saved: store the file's text. Never throws, because the
 * document is already added; when the text cannot be stored the document simply stays "not
 * yet searchable" (no status row), and the answer says so.
 */
export async function storeDocumentText({
  table,
  id,
  file,
  text,
  onPage,
  client,
}: StoreTextOptions): Promise<{ text: PdfText | null; stored: boolean }> {
  let read: PdfText | null = text ?? null;
  try {
    read ??= await readPdfFileText(file, onPage);
    await saveDocumentText(table, id, read, client ?? supabase);
    return { text: read, stored: true };
  } catch {
    return { text: read, stored: false };
  }
}
