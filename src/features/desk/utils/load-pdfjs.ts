/**
 * pdf.js, loaded only when the administrator's dialog reads a PDF: the module and its worker
 * are separate chunks that no visitor's page imports (tests/integration/bundle-budget.test.ts).
 * The worker does the parsing, so the dialog stays responsive while a long PDF is read.
 */
import type { PdfJsModule } from './extract-pdf-text';

let loading: Promise<PdfJsModule> | undefined;

export function loadPdfJs(): Promise<PdfJsModule> {
  loading ??= (async () => {
    const [pdfjs, worker] = await Promise.all([
      import('pdfjs-dist'),
      import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
    ]);
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
