/**
 * What a build publishes against, taken from exactly what Vite bakes into the bundle: its
 * resolved `config.env` (Vite's `loadEnv` for the build's mode: `.env`, `.env.local`,
 * `.env.<mode>`, `.env.<mode>.local`, with the process's own VITE_ variables over them, plus
 * MODE and PROD), which Vite defines as `import.meta.env` in the client and the server bundles
 * alike. The prerender (scripts/prerender.ts) reads nothing else for the backend's address, the
 * site's address and whether the build is a production one, so the sample-rows guard, the
 * pages' canonical links, the sitemap, robots.txt and the Content-Security-Policy's connect-src
 * all name the project the bundle talks to, however the build was configured.
 *
 * Before, the prerender read `process.env` alone: a build configured by `.env.production.local`
 * (as `.env.example` tells operators) skipped the guard, published a CSP naming 127.0.0.1:54321
 * and a sitemap on localhost:5173, and took ALLOW_SAMPLE_ROWS for a hosted backend.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export type BuildEnv = {
  /** Vite's mode (`--mode`; 'production' by default for a build). */
  mode: string;
  /** import.meta.env.PROD: every `vite build` unless NODE_ENV=development. */
  production: boolean;
  supabaseUrl: string;
  siteUrl: string;
  /** Whether the bundle carries a Turnstile (CAPTCHA) site key, whose origin the CSP then allows. */
  turnstile: boolean;
};

/** Where each half of the build (client, server) records what it baked, inside its outDir. */
export const BUILD_ENV_FILE = '.vite/build-env.json';

/** The values the prerender needs, from a resolved Vite config: what import.meta.env holds. */
export function buildEnvOf(
  config: Pick<ResolvedConfig, 'env' | 'mode' | 'isProduction'>,
): BuildEnv {
  const text = (name: string) =>
    typeof config.env[name] === 'string' ? (config.env[name] as string) : '';
  return {
    mode: config.mode,
    production: config.isProduction,
    supabaseUrl: text('VITE_SUPABASE_URL'),
    siteUrl: text('VITE_SITE_URL'),
    turnstile: text('VITE_TURNSTILE_SITE_KEY').trim() !== '',
  };
}

/** What a production build lacks, in the order the operator sets them (.env.example). */
export function missingProductionSettings(env: Record<string, unknown>): string[] {
  return ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY', 'VITE_SITE_URL'].filter(
    (name) => typeof env[name] !== 'string' || env[name] === '',
  );
}

/**
 * Stops a production build that does not name its project and its public address (listed in
 * words), and records what each half of the build baked, for the prerender.
 */
export function buildEnvRecord(): Plugin {
  let recorded: BuildEnv | undefined;
  return {
    name: 'build-env-record',
    apply: 'build',
    configResolved(config) {
      recorded = buildEnvOf(config);
      const missing = recorded.production ? missingProductionSettings(config.env) : [];
      if (missing.length > 0) {
        throw new Error(
          `A production build needs ${missing.join(', ')}. Set them in the environment or in ` +
            `.env.${config.mode} (see .env.example and docs/deploying.md).`,
        );
      }
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: BUILD_ENV_FILE,
        source: `${JSON.stringify(recorded)}\n`,
      });
    },
  };
}

/**
 * What the client bundle (in `dist`) and the server bundle (in `ssrDir`) were built with; a build
 * whose two halves were configured differently (a mode or a variable given to one `vite build`
 * only) stops, since its pages would say one thing and its scripts do another.
 */
export function readBuildEnv(dist: string, ssrDir: string): BuildEnv {
  const read = (dir: string, half: string) => {
    const file = join(dir, BUILD_ENV_FILE);
    if (!existsSync(file)) {
      throw new Error(
        `${file} is missing: run the ${half} build (npm run build) before prerendering.`,
      );
    }
    return JSON.parse(readFileSync(file, 'utf8')) as BuildEnv;
  };
  const client = read(dist, 'client');
  const server = read(ssrDir, 'server');
  const differs = (Object.keys(client) as (keyof BuildEnv)[]).filter(
    (key) => client[key] !== server[key],
  );
  if (differs.length > 0) {
    throw new Error(
      `The client and the server bundles were built with different ${differs.join(', ')}: ` +
        'build both with the same mode and environment (npm run build).',
    );
  }
  return client;
}

const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** Whether a backend is on this machine (the embedded backend, `supabase start`). */
export function isLocalBackend(url: string): boolean {
  try {
    return LOCAL_HOSTS.includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

export type PrerenderSettings = {
  supabaseUrl: string;
  /** Without a trailing slash. */
  siteUrl: string;
  turnstile: boolean;
  /** Every production build refuses the seed's sample rows (scripts/sample-rows-guard.ts). */
  refuseSampleRows: boolean;
  /** ALLOW_SAMPLE_ROWS=1, which the guard honours for a backend on this machine only. */
  allowSampleRows: boolean;
  /**
   * The build fails when it cannot read the rows: asked for (PRERENDER_ROWS=required), or a
   * production build of a backend that is not on this machine, whose sample rows could not
   * otherwise be checked.
   */
  rowsRequired: boolean;
};

/** How the prerender publishes, from what the bundle baked and the build's own flags. */
export function prerenderSettings(
  env: BuildEnv,
  flags: { ALLOW_SAMPLE_ROWS?: string; PRERENDER_ROWS?: string },
): PrerenderSettings {
  return {
    supabaseUrl: env.supabaseUrl || 'http://127.0.0.1:54321',
    siteUrl: (env.siteUrl || 'http://localhost:5173').replace(/\/+$/, ''),
    turnstile: env.turnstile,
    refuseSampleRows: env.production,
    allowSampleRows: flags.ALLOW_SAMPLE_ROWS === '1',
    rowsRequired:
      flags.PRERENDER_ROWS === 'required' || (env.production && !isLocalBackend(env.supabaseUrl)),
  };
}
