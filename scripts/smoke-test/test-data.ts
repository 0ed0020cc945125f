/** The recognisable things the smoke test writes, so anyone who finds one knows what it is. */
import { samplePdf } from '../../supabase/local/pdf';

/** The title every test row carries: whoever sees it on a page knows it may go. */
export function smokeTitle(runId: string, edited = false): string {
  return `Smoke test ${runId}${edited ? ' (edited)' : ''} — safe to delete`;
}

/** A real one-page PDF (the local seed's writer), so the bucket's PDF checks see a true PDF. */
export function smokePdf(runId: string): Blob {
  const bytes = samplePdf(`Smoke test ${runId}`, 'Written by npm run smoke-test; safe to delete');
  return new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });
}
