/**
 * What a build publishes against, for each way an operator can configure it: Vite's own config
 * resolution (the one `vite build` runs, with this project's plugin) over env files in a folder of
 * their own, then the prerender's settings, the sample-rows guard, the Content-Security-Policy and
 * the sitemap from those values (scripts/build-env.ts). And the real client build records exactly
 * the backend its bundle talks to.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUILD_ENV_FILE,
  buildEnvOf,
  buildEnvRecord,
  prerenderSettings,
  readBuildEnv,
} from '../../scripts/build-env';
import { sampleRowsVerdict } from '../../scripts/sample-rows-guard';
import { securityHeaders } from '../../scripts/site-hosting';
import { robotsTxt, sitemapXml } from '../../scripts/site-index-files';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';
import { CLIENT_BUILD_TIMEOUT_MS, sharedClientBuild } from './support/client-build';

const HOSTED = 'https://abcd.supabase.co';
const SITE = 'https://www.healthforall.example';
const LOCAL = 'http://127.0.0.1:54321';
const env = (url: string, site: string) =>
  `VITE_SUPABASE_URL=${url}\nVITE_SUPABASE_ANON_KEY=${LOCAL_ANON_KEY}\nVITE_SITE_URL=${site}\n`;

const folders: string[] = [];
const saved = { ...process.env };
afterEach(() => {
  for (const key of Object.keys(process.env)) {
    if (!(key in saved)) Reflect.deleteProperty(process.env, key);
  }
  Object.assign(process.env, saved);
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A project folder holding `files`, resolved as `vite build [--mode]` resolves it. */
async function resolveBuild(
  files: Record<string, string>,
  { mode, processEnv = {} }: { mode?: string; processEnv?: Record<string, string> } = {},
) {
  const root = mkdtempSync(join(tmpdir(), 'hfa-build-env-'));
  folders.push(root);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  // As a shell runs `vite build`: no NODE_ENV (Vitest sets "test"), no VITE_ variable but those given.
  delete process.env.NODE_ENV;
  for (const key of Object.keys(process.env)) {
    if (key.startsWith('VITE_')) Reflect.deleteProperty(process.env, key);
  }
  Object.assign(process.env, processEnv);
  // The defaults `vite build` passes (its createBuilder: mode and NODE_ENV "production").
  const config = await resolveConfig(
    { root, mode, configFile: false, logLevel: 'silent', plugins: [buildEnvRecord()] },
    'build',
    'production',
    'production',
  );
  return buildEnvOf(config);
}

/** Everything the prerender publishes from the resolved values. */
function published(built: Awaited<ReturnType<typeof resolveBuild>>, flags = {}) {
  const settings = prerenderSettings(built, flags);
  return {
    settings,
    csp: securityHeaders(settings.supabaseUrl)['Content-Security-Policy'] ?? '',
    sitemap: sitemapXml(settings.siteUrl, ['/', '/about'], [], '2026-11-28'),
    robots: robotsTxt(settings.siteUrl, ['/dashboard']),
  };
}

describe('a production build configured', () => {
  it.each([
    [
      'by .env.production.local, as .env.example tells operators',
      { '.env.production.local': env(HOSTED, SITE) },
    ],
    ['by .env.production', { '.env.production': env(HOSTED, SITE) }],
    ['by .env', { '.env': env(HOSTED, SITE) }],
    [
      'by .env.production.local over a developer’s .env',
      { '.env': env(LOCAL, 'http://localhost:5173'), '.env.production.local': env(HOSTED, SITE) },
    ],
  ])('%s: guards, sitemap and CSP name the hosted project', async (_, files) => {
    const built = await resolveBuild(files);
    expect(built).toEqual({
      mode: 'production',
      production: true,
      supabaseUrl: HOSTED,
      siteUrl: SITE,
      turnstile: false,
    });
    const { settings, csp, sitemap, robots } = published(built);
    expect(settings).toMatchObject({ refuseSampleRows: true, rowsRequired: true });
    expect(csp).toContain(`connect-src 'self' ${HOSTED} wss://abcd.supabase.co`);
    expect(csp).not.toContain('127.0.0.1');
    expect(sitemap).toContain(`<loc>${SITE}/about</loc>`);
    expect(sitemap).not.toContain('localhost');
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('by the environment, which wins over every file', async () => {
    const built = await resolveBuild(
      { '.env.production.local': env(LOCAL, 'http://localhost:5173') },
      { processEnv: { VITE_SUPABASE_URL: HOSTED, VITE_SITE_URL: SITE } },
    );
    expect([built.supabaseUrl, built.siteUrl]).toEqual([HOSTED, SITE]);
  });

  it('with --mode staging: .env.staging, still a production build with its guard', async () => {
    const built = await resolveBuild(
      { '.env.production': env(LOCAL, 'http://localhost:5173'), '.env.staging': env(HOSTED, SITE) },
      { mode: 'staging' },
    );
    expect(built).toEqual({
      mode: 'staging',
      production: true,
      supabaseUrl: HOSTED,
      siteUrl: SITE,
      turnstile: false,
    });
    expect(published(built).settings.refuseSampleRows).toBe(true);
  });

  it('allows the CAPTCHA in the CSP when a file gives the bundle its site key', async () => {
    const built = await resolveBuild({
      '.env.production.local': `${env(HOSTED, SITE)}VITE_TURNSTILE_SITE_KEY=0x4AAAAAAA\n`,
    });
    expect(built.turnstile).toBe(true);
    const csp =
      securityHeaders(published(built).settings.supabaseUrl, [], { turnstile: built.turnstile })[
        'Content-Security-Policy'
      ] ?? '';
    expect(csp).toContain('https://challenges.cloudflare.com');
  });

  it('never takes ALLOW_SAMPLE_ROWS for a hosted backend named in a file', async () => {
    const built = await resolveBuild({ '.env.production.local': env(HOSTED, SITE) });
    const { settings } = published(built, { ALLOW_SAMPLE_ROWS: '1' });
    const verdict = sampleRowsVerdict(
      ['Directors: Sample Director One (SAMPLE)'],
      settings.supabaseUrl,
      settings.allowSampleRows,
    );
    expect(verdict.refuse).toContain(
      `The database at ${HOSTED} still holds rows marked as samples`,
    );
  });

  it('takes it for the local backend, as the end-to-end suite builds', async () => {
    const built = await resolveBuild({ '.env': env(LOCAL, 'http://127.0.0.1:4173') });
    const { settings } = published(built, { ALLOW_SAMPLE_ROWS: '1' });
    expect(settings).toMatchObject({ refuseSampleRows: true, rowsRequired: false });
    expect(sampleRowsVerdict(['x'], settings.supabaseUrl, settings.allowSampleRows).warn).toContain(
      'ALLOW_SAMPLE_ROWS=1',
    );
  });

  it('stops, in words, when it does not name its project and address', async () => {
    await expect(
      resolveBuild({ '.env.production.local': `VITE_SUPABASE_URL=${HOSTED}\n` }),
    ).rejects.toThrow(
      'A production build needs VITE_SUPABASE_ANON_KEY, VITE_SITE_URL. Set them in the environment or in .env.production',
    );
  });

  it('with NODE_ENV=development is not a production build, and publishes no guard', async () => {
    const built = await resolveBuild({}, { processEnv: { NODE_ENV: 'development' } });
    expect(built.production).toBe(false);
    expect(published(built).settings.refuseSampleRows).toBe(false);
  });
});

describe('the two halves of a build', () => {
  it('must have been built with the same settings', () => {
    const [client, server] = [0, 1].map(() => {
      const dir = mkdtempSync(join(tmpdir(), 'hfa-build-half-'));
      folders.push(dir);
      return dir;
    });
    const write = (dir: string, value: object) => {
      mkdirSync(join(dir, '.vite'), { recursive: true });
      writeFileSync(join(dir, BUILD_ENV_FILE), JSON.stringify(value));
    };
    const record = {
      mode: 'production',
      production: true,
      supabaseUrl: HOSTED,
      siteUrl: SITE,
      turnstile: false,
    };
    write(client ?? '', record);
    write(server ?? '', record);
    expect(readBuildEnv(client ?? '', server ?? '')).toEqual(record);
    write(server ?? '', { ...record, supabaseUrl: LOCAL });
    expect(() => readBuildEnv(client ?? '', server ?? '')).toThrow(
      'The client and the server bundles were built with different supabaseUrl',
    );
  });

  it(
    'the real client build records the backend its script talks to',
    async () => {
      const dist = await sharedClientBuild();
      const record = JSON.parse(readFileSync(join(dist, BUILD_ENV_FILE), 'utf8')) as {
        supabaseUrl: string;
      };
      expect(record).toEqual({
        mode: 'production',
        production: true,
        supabaseUrl: 'https://project.example.supabase.co',
        siteUrl: 'https://www.example.com',
        turnstile: false,
      });
      const scripts = readdirSync(join(dist, 'assets'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(join(dist, 'assets', name), 'utf8'))
        .join('\n');
      expect(scripts).toContain(record.supabaseUrl);
    },
    CLIENT_BUILD_TIMEOUT_MS,
  );
});
