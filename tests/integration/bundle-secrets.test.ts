import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCAL_ADMIN_PASSWORD,
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
} from '../../supabase/local/keys';
import { CLIENT_BUILD_TIMEOUT_MS, sharedClientBuild } from './support/client-build';

let bundle = '';

function readAll(dir: string): string {
  return readdirSync(dir)
    .map((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? readAll(path) : readFileSync(path, 'latin1');
    })
    .join('\n');
}

// The production build as it ships (NODE_ENV=production), the one the budgets measure.
beforeAll(async () => {
  bundle = readAll(await sharedClientBuild());
}, CLIENT_BUILD_TIMEOUT_MS);

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
