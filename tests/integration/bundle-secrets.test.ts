import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCAL_ADMIN_PASSWORD,
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
} from '../../supabase/local/keys';

const outDir = mkdtempSync(join(tmpdir(), 'hfa-bundle-'));
let bundle = '';

function readAll(dir: string): string {
  return readdirSync(dir)
    .map((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? readAll(path) : readFileSync(path, 'latin1');
    })
    .join('\n');
}

beforeAll(async () => {
  process.env.VITE_SUPABASE_URL = 'https://project.example.supabase.co';
  process.env.VITE_SUPABASE_ANON_KEY = LOCAL_ANON_KEY;
  await build({ mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  bundle = readAll(outDir);
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the production bundle', () => {
  it('is read by this scan: it holds the public anon key the site needs', () => {
    expect(bundle).toContain(LOCAL_ANON_KEY);
  });

  it.each([
    ['the service-role key', LOCAL_SERVICE_ROLE_KEY],
    ['the service-role key’s signature', LOCAL_SERVICE_ROLE_KEY.split('.')[2] ?? ''],
    ['the JWT secret', LOCAL_JWT_SECRET],
    ['the local admin password', DEFAULT_LOCAL_ADMIN_PASSWORD],
  ])('does not contain %s', (_name, secret) => {
    expect(secret.length).toBeGreaterThan(10);
    expect(bundle.includes(secret)).toBe(false);
  });
});
