/**
 * What every production build does with the local seed's sample rows (is_sample): it never
 * publishes them, and stops with the list of what is still sample (scripts/prerender.ts). The
 * end-to-end suite, the benchmarks and the documentation's screenshots build against the local
 * sample data on purpose, with ALLOW_SAMPLE_ROWS=1, which is honoured only for a backend on this
 * machine (127.0.0.1, localhost, ::1): a deploy reads a hosted project, so it cannot take this way
 * by accident. The backend is the one the bundle was built for (scripts/build-env.ts).
 */
import { isLocalBackend } from './build-env';

export type SampleRowsVerdict = { refuse?: string; warn?: string };

/** `found`: each table still holding sample rows, in words (src/lib/sample-rows.ts). */
export function sampleRowsVerdict(
  found: readonly string[],
  supabaseUrl: string,
  allowSamples: boolean,
): SampleRowsVerdict {
  if (found.length === 0) return {};
  if (allowSamples && isLocalBackend(supabaseUrl)) {
    return {
      warn: `Publishing sample rows from the local backend (ALLOW_SAMPLE_ROWS=1): ${found.length} tables.`,
    };
  }
  return {
    refuse: [
      `The database at ${supabaseUrl} still holds rows marked as samples, which a production build does not publish:`,
      ...found.map((line) => `  - ${line}`),
      'Replace or delete each where it is shown on the site, logged in as the administrator (the Admin Dashboard lists them under Company facts), then build again.',
      ...(allowSamples
        ? ['ALLOW_SAMPLE_ROWS=1 is honoured only for a backend on this machine.']
        : []),
    ].join('\n'),
  };
}
