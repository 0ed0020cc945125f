import { useEffect, useState } from 'react';
import { readPdfFileText } from '../api/save-document-text';
import { describePdfText, type PdfText } from '../utils/extract-pdf-text';

type Reading = { page: number; of: number } | null;

/**
 * Reads the chosen PDF's text as soon as it passes the file checks, so the dialog can say
 * before the upload whether search and screen readers will be able to read it.
 */
export function usePdfText(file: File | null) {
  // Keyed by the file it belongs to, so a new choice never shows the previous file's answer.
  const [read, setRead] = useState<{ file: File; reading: Reading; text: PdfText | null }>();
  useEffect(() => {
    if (!file) return;
    let current = true;
    readPdfFileText(file, (page, of) => {
      if (current) setRead({ file, reading: { page, of }, text: null });
    })
      .then((text) => {
        if (current) setRead({ file, reading: null, text });
      })
      // pdf.js could not be loaded (offline): the text is read again after the upload.
      .catch(() => {
        if (current) setRead({ file, reading: null, text: null });
      });
    return () => {
      current = false;
    };
  }, [file]);
  const mine = read && read.file === file ? read : undefined;
  return { reading: mine?.reading ?? null, text: mine?.text ?? null };
}

/** "Reading page 3 of 12", then a plain warning when the PDF cannot be read or searched. */
export function PdfTextNotice({ reading, text }: { reading: Reading; text: PdfText | null }) {
  const warning = text ? describePdfText(text) : null;
  return (
    <>
      <p role="status" className="text-xs text-slate-600">
        {reading ? `Reading page ${reading.page} of ${reading.of}…` : null}
      </p>
      {warning ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {warning}
        </p>
      ) : null}
    </>
  );
}
