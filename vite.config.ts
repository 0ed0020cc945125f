import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { buildEnvRecord } from './scripts/build-env.ts';
import { bundleReport } from './scripts/bundle-report.ts';
import { feedsDevServer } from './scripts/feeds-dev.ts';
import { firstLoadGroup } from './scripts/first-load-group.ts';

export default defineConfig({
  // SITE_OUT_DIR lets the end-to-end suite build beside a developer's own dist/.
  build: {
    outDir: process.env.SITE_OUT_DIR ?? 'dist',
    // Which chunks import which: tests/integration/bundle-budget.test.ts reads it.
    manifest: true,
    // Browsers preload modules themselves (Chrome 66+, Firefox 115+, Safari 17+); an older
    // Safari still loads every module, only without the head start. The polyfill would be
    // 0.3 KB of script on every first load that does nothing in the others.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The form libraries in a chunk of their own, loaded with the admin's forms only;
          // otherwise they share a chunk with code that every investor page needs.
          groups: [
            {
              name: 'forms',
              test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/,
              // Not React itself, which every page needs from the main chunk.
              includeDependenciesRecursively: false,
            },
            firstLoadGroup(fileURLToPath(new URL('./src/main.tsx', import.meta.url))),
            {
              // What every page that reads data loads (react-query, PostgREST, their client
              // and cache set-up) in one chunk rather than seven: -3 KB gz on document pages.
              name: 'data',
              // The read timeout too: every such page reads with it, and as a chunk of its own
              // (once the calendar shared it) it cost each of them a request and 0.2 KB.
              test: /node_modules[\\/](@tanstack[\\/]|@supabase[\\/]postgrest-js)|src[\\/](lib[\\/](public-client|request-timeout)|app[\\/]query-)/,
              includeDependenciesRecursively: false,
            },
            {
              // What every page of company facts shows them with (the state of a read, the
              // "Updated on" line, the administrator's slot, today as the facts count it): one
              // chunk for the five pages that show facts, not five small ones on each.
              name: 'facts',
              test: /src[\\/](features[\\/]company-facts[\\/]components[\\/](facts-state|updated-on|desk-slot|use-desk)|lib[\\/](facts-today|fact-terms|company-fact-words))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              // Dates, financial years and document links (a stored file's address, which the
              // e-mail alerts' function shares): the document pages' and the results page's, in
              // one chunk, not five of their own once two routes share them. Not the upload's
              // file names (lib/storage-path), which only the desk uses.
              name: 'documents-shared',
              test: /(src[\\/]lib[\\/](resolve-document-link|financial-year)|supabase[\\/]functions[\\/]_shared[\\/]storage-address)\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  // BUNDLE_REPORT=1 prints what each chunk is made of (scripts/bundle-report.ts). The dev
  // server serves the feeds as a build writes them (scripts/feeds-dev.ts).
  plugins: [
    react(),
    tailwindcss(),
    feedsDevServer(),
    // A production build names its project and its address, and records what it baked for
    // the prerender (scripts/build-env.ts).
    buildEnvRecord(),
    ...(process.env.BUNDLE_REPORT ? [bundleReport()] : []),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    // Each run also records its per-file times for `npm run test:timings`.
    reporters: ['default', './scripts/test-timings-reporter.ts'],
    // Vitest's default is one worker less than the cores: one on a 2-core runner. The tests
    // wait on jsdom, WebAssembly Postgres and child processes in turn, so two share two cores
    // well (unit 112 s -> 72 s, integration 205 s -> 140 s here).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // One jsdom window and one module graph per worker, not per file: setting up jsdom
          // for each of 74 files was half the project's time (unit 436 s -> 105 s wall, CPU
          // 144 s -> 27 s, measured under load). tests/unit/setup.ts resets the window after
          // each file; the only module mock (cn, in that file) is the same for every file.
          isolate: false,
          // Vitest's 5 s is too tight beside a second suite: pdf.js reading real PDF bytes
          // took 1.2 s quiet and over 5 s in a fresh clone while another `npm test` ran. A
          // test's time is not what it checks (speed lives in the benchmarks).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          // A folder shared for the run, and the database template built once before the files.
          globalSetup: ['tests/integration/support/global-setup.ts'],
          // One process per worker, not per file: each new process compiled PGlite's WebAssembly
          // and imported the backend again, a third of the project's CPU (integration 166 s ->
          // 116 s wall, CPU 316 s -> 213 s, quiet). support/after-each-file.ts restores the
          // environment after each file.
          isolate: false,
          setupFiles: ['tests/integration/support/after-each-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
