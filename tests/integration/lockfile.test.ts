/**
 * `npm ci` installs exactly the lock on any platform only if the lock names every platform's
 * optional build (Tailwind's oxide, Rolldown, Lightning CSS, esbuild, sharp, embedded Postgres)
 * and every dependency pins something that resolves.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type LockEntry = {
  version?: string;
  optionalDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
};
const root = join(import.meta.dirname, '..', '..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  overrides?: Record<string, string>;
};
const installed = new Set(
  Object.keys(lock.packages).map((path) => path.replace(/^.*node_modules\//, '')),
);

describe('package-lock.json', () => {
  it('names every optional platform package that a dependency lists', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !installed.has(name))
        .map((name) => `${path} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('pins every "latest" dependency through an override, so a new release cannot break npm ci', () => {
    const floating = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.entries(entry.dependencies ?? {})
        .filter(([name, spec]) => spec === 'latest' && !pkg.overrides?.[name])
        .map(([name]) => `${path} -> ${name}`),
    );
    expect(floating).toEqual([]);
  });

  it('has the Tailwind oxide builds for macOS, Windows and Linux', () => {
    for (const platform of ['darwin-arm64', 'darwin-x64', 'win32-x64-msvc', 'linux-x64-gnu']) {
      expect(installed.has(`@tailwindcss/oxide-${platform}`)).toBe(true);
    }
  });
});
