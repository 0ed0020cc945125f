import { defineConfig, devices } from '@playwright/test';
import { LOCAL_ANON_KEY } from './supabase/local/keys';
import { CHROMIUM_ARGS, resolveChromium } from './tests/e2e/support/chromium';
import {
  E2E_BACKEND_URL,
  E2E_SITE_URL,
  E2E_BACKEND_PORT,
  E2E_SITE_PORT,
  E2E_MAIL_SMTP_PORT,
  E2E_MAIL_WEB_PORT,
} from './tests/e2e/support/urls';

const executablePath = await resolveChromium();

/**
 * The end-to-end suite: a production build served by `vite preview` and the embedded backend in
 * memory, both started and stopped here, on ports apart from `npm start`'s.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous, because a test's time is not what it checks (speed lives in the benchmarks): on a
  // 2-core machine that also runs other work (a second suite, a build), an admin flow with an
  // axe scan has been seen to need 30-45 s, and a 30 s limit failed it for nothing.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds `npm run test:timings` (scripts/test-timings.ts).
  reporter: [['list'], ['json', { outputFile: '.timings/e2e.json' }]],
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: E2E_SITE_URL,
    // Recording a trace for every test, to keep only the failures', cost a fifth of the suite's
    // CPU (end to end 350 s -> 287 s wall, quiet). A failure keeps its screenshot; for the whole
    // trace, rerun the failing test with `--trace on` (docs/architecture.md, "Testing").
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    // The walk that holds every page still while it hydrates runs before anything writes: a row
    // another test adds after the build is a real change the live read shows (the page rightly
    // moves for it), and would be counted as the page moving by itself.
    {
      name: 'before-writes',
      testMatch: /layout-shift\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'chromium',
      testIgnore: /layout-shift\.spec\.ts$/,
      dependencies: ['before-writes'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx supabase/local/main.ts',
      // The suite signs in far more often than the documented 30 per 5 minutes a person gets.
      env: {
        LOCAL_SUPABASE_PORT: String(E2E_BACKEND_PORT),
        LOCAL_SUPABASE_MEMORY: '1',
        LOCAL_AUTH_SIGN_IN_RATE_LIMIT: '1000',
        LOCAL_AUTH_MFA_RATE_LIMIT: '1000',
        LOCAL_MAIL_SMTP_PORT: String(E2E_MAIL_SMTP_PORT),
        LOCAL_MAIL_WEB_PORT: String(E2E_MAIL_WEB_PORT),
        LOCAL_SITE_URL: E2E_SITE_URL,
      },
      url: `${E2E_BACKEND_URL}/auth/v1/health`,
      reuseExistingServer: false,
      // Generous: on a loaded 2-core machine a cold PGlite start has been seen to take long.
      timeout: 180_000,
      // Its two start-up lines show in the log, so a slow or failed start can be told apart.
      stdout: 'pipe',
    },
    {
      // Titles made of template syntax go into the database first, so the build prerenders them
      // (tests/e2e/support/seed-before-build.ts; the backend above is up before this starts).
      command:
        'node --import tsx tests/e2e/support/seed-before-build.ts && npm run build && node --import tsx scripts/serve.ts',
      env: {
        VITE_SUPABASE_URL: E2E_BACKEND_URL,
        VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
        VITE_SITE_URL: E2E_SITE_URL,
        SITE_OUT_DIR: 'dist-e2e',
        // Pages carry the backend's rows, always: the build waits for the backend to answer.
        PRERENDER_ROWS: 'required',
        PRERENDER_WAIT_SECONDS: '150',
        // The local seed's sample Board and officers are what the suite reads: a production build
        // refuses to publish rows marked sample unless told to, from a backend on this machine.
        ALLOW_SAMPLE_ROWS: '1',
        PORT: String(E2E_SITE_PORT),
      },
      url: E2E_SITE_URL,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
    },
  ],
});
