/**
 * Reads a PDF's text page by page, for search inside the documents. The pdf.js
 * module is passed in: the browser loads it lazily with its web worker (load-pdfjs.ts), and Node
 * (tests, scripts) passes the legacy build, so this file never imports pdf.js itself.
 */

/** Stated in the dialog and enforced by the database (save_document_text). */
export const MAX_PAGE_CHARS = 10_000;
export const MAX_DOCUMENT_CHARS = 300_000;

export type PdfTextStatus = 'searchable' | 'no_text' | 'unreadable';

export type PdfText = {
  status: PdfTextStatus;
  /** One entry a page read, in order ('' for a page without text). */
  pages: string[];
  pageCount: number;
  /** Text was cut at a cap: only the first part of the document is searchable. */
  truncated: boolean;
  /** Why the file could not be read at all. */
  reason?: 'encrypted' | 'corrupt';
};

/** The part of pdf.js this uses (its getDocument, structurally). */
export type PdfJsModule = {
  getDocument(source: {
    data: Uint8Array;
    isEvalSupported?: boolean;
    enableXfa?: boolean;
    verbosity?: number;
  }): {
    promise: Promise<PdfDocumentProxy>;
    destroy(): Promise<void>;
  };
};
type PdfDocumentProxy = {
  numPages: number;
  getPage(n: number): Promise<{
    getTextContent(): Promise<{ items: ReadonlyArray<object> }>;
    cleanup(): unknown;
  }>;
};

export type ExtractOptions = {
  pdfjs: PdfJsModule;
  /** "Reading page N of M". */
  onPage?: (page: number, pageCount: number) => void;
  signal?: AbortSignal;
};

/** The Latin ligatures (U+FB00-FB06: ff, fi, fl, ffi, ffl, ft, st) a PDF's font may draw. */
const LIGATURE = /[\uFB00-\uFB06]/g;

/**
 * What a PDF printed from Chromium (and other engines) gives pdf.js for a word drawn with a
 * ligature: the word in pieces, the ligature's letters an item of their own ("O", "ffi", "cer"
 * for "Officer"). Joined with spaces as other items are, search would never find the word.
 */
const LIGATURE_PIECE = /^(?:ff|fi|fl|ffi|ffl|ft|st)$/i;

/**
 * A page's words as one string: the items' text, a newline where pdf.js saw a line end, control
 * characters (which Postgres text may not hold, or which mean nothing to a reader) as spaces, a
 * ligature as its letters, and a word a ligature split into pieces whole again.
 */
export function pageText(items: ReadonlyArray<object>): string {
  let text = '';
  let last = '';
  let lastEnd = '';
  for (const item of items) {
    if (!('str' in item) || typeof item.str !== 'string') continue;
    const str = item.str.replace(LIGATURE, (ligature) => ligature.normalize('NFKC'));
    // A real space between words comes as an item of its own (" "), so the space this joining
    // adds goes only where a ligature's piece and a letter meet with nothing between them.
    const joins =
      lastEnd === ' ' &&
      ((LIGATURE_PIECE.test(str) && /\p{L}$/u.test(last)) ||
        (LIGATURE_PIECE.test(last) && /^\p{L}/u.test(str)));
    if (joins) text = text.slice(0, -1);
    lastEnd = 'hasEOL' in item && item.hasEOL ? '\n' : ' ';
    text += str + lastEnd;
    last = str;
  }
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ')
      .replace(/[ \u00a0]+/g, ' ')
      .replace(/ ?\n[ \n]*/g, '\n')
      .trim()
  );
}

function failureReason(error: unknown): 'encrypted' | 'corrupt' {
  const name = error instanceof Error ? error.name : '';
  return name === 'PasswordException' ? 'encrypted' : 'corrupt';
}

/** Never throws for a bad PDF: an unreadable one comes back as status 'unreadable'. */
export async function extractPdfText(
  bytes: Uint8Array,
  { pdfjs, onPage, signal }: ExtractOptions,
): Promise<PdfText> {
  // pdf.js takes the buffer over (transfers it to its worker): give it a copy.
  // No eval (the site's CSP forbids it) and no XFA forms: a PDF's own scripts are never run
  // (pdf.js runs them only with its scripting sandbox, which is not loaded). Warnings about fonts
  // are no concern of search.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    enableXfa: false,
    verbosity: 0,
  });
  let pdf: PdfDocumentProxy;
  try {
    pdf = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    return {
      status: 'unreadable',
      pages: [],
      pageCount: 0,
      truncated: false,
      reason: failureReason(error),
    };
  }
  const pages: string[] = [];
  let total = 0;
  let truncated = false;
  try {
    for (let n = 1; n <= pdf.numPages; n += 1) {
      signal?.throwIfAborted();
      onPage?.(n, pdf.numPages);
      const page = await pdf.getPage(n);
      let text = pageText((await page.getTextContent()).items);
      page.cleanup();
      if (text.length > MAX_PAGE_CHARS) {
        text = text.slice(0, MAX_PAGE_CHARS);
        truncated = true;
      }
      if (total + text.length > MAX_DOCUMENT_CHARS) {
        pages.push(text.slice(0, MAX_DOCUMENT_CHARS - total));
        truncated = true;
        break;
      }
      total += text.length;
      pages.push(text);
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    // A page that cannot be parsed: keep what was read, if anything.
    if (total === 0) {
      return {
        status: 'unreadable',
        pages: [],
        pageCount: pdf.numPages,
        truncated: false,
        reason: 'corrupt',
      };
    }
  } finally {
    await task.destroy().catch(() => {});
  }
  const status = pages.some((p) => p.trim() !== '') ? 'searchable' : 'no_text';
  return { status, pages, pageCount: pdf.numPages, truncated };
}

/** What the dialog says about a file's text, or null when there is nothing to warn about. */
export function describePdfText(text: PdfText): string | null {
  if (text.status === 'unreadable') {
    return text.reason === 'encrypted'
      ? 'This PDF is password-protected, so its text cannot be read: search and screen readers will not be able to read it. You can still add it.'
      : 'This PDF could not be read (it may be damaged), so search and screen readers will not be able to read it. You can still add it.';
  }
  if (text.status === 'no_text') {
    return 'This PDF has no text (it looks like scanned images), so search and screen readers cannot read it. You can still add it; a text PDF is better.';
  }
  if (text.truncated) {
    return `This PDF has a lot of text: the first ${MAX_DOCUMENT_CHARS.toLocaleString('en-IN')} characters (${MAX_PAGE_CHARS.toLocaleString('en-IN')} a page) will be searchable.`;
  }
  return null;
}
