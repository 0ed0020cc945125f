import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { Manifest } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteRoutes } from '@/app/site-routes';
import { isInvestorPath } from '@/config/site-paths';
import { publicPaths } from '@/entry-server';
import { routes } from '@/routes';
import type { ChunkReport } from '../../scripts/bundle-report';
import { CLIENT_BUILD_TIMEOUT_MS, sharedClientBuild } from './support/client-build';

/*
 * What the build lets a page load, read from its manifest: the shell that every page loads first
 * does not grow with the site, no page of the company's carries what only the investors' pages
 * show, a page of document tables carries its own tables' words and no others, and no visitor's
 * page can ever load supabase-js's sign-in code, the administrator's forms or pdf.js. How many
 * bytes each page downloads is measured in the browser, where it is true
 * (tests/e2e/page-weight.spec.ts, against its target); this test says what may never be there.
 */

let manifest: Manifest = {};
/** Each output file's source modules (scripts/bundle-report.ts). */
let modulesIn = new Map<string, string[]>();

beforeAll(async () => {
  const outDir = await sharedClientBuild();
  const read = (file: string): unknown => JSON.parse(readFileSync(join(outDir, file), 'utf8'));
  manifest = read(join('.vite', 'manifest.json')) as Manifest;
  const report = read('bundle-report.json') as ChunkReport[];
  modulesIn = new Map(report.map((chunk) => [chunk.file, chunk.modules]));
}, CLIENT_BUILD_TIMEOUT_MS);

const entryKey = () => {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest has no entry');
  return entry;
};

/** A manifest key and every chunk it imports statically (what the browser fetches with it). */
function withStaticImports(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
  return into;
}

/** Every source module in the chunks of `keys`. */
function modulesOf(keys: Set<string>): string[] {
  return [...keys].flatMap((key) => {
    const file = manifest[key]?.file ?? '';
    const modules = modulesIn.get(file);
    if (!modules) throw new Error(`The bundle report has no ${file}`);
    return modules;
  });
}

/** The source modules a route's lazy() imports, read from the route table itself. */
function lazyModules(routes: RouteObject[], path: string): string[] {
  const matched = matchRoutes(routes, path) ?? [];
  return matched.flatMap(({ route }) => {
    const source = typeof route.lazy === 'function' ? route.lazy.toString() : '';
    // import('@/pages/x') as written, or import('/src/pages/x.tsx') as Vite rewrites it.
    return [...source.matchAll(/import\w*\(\s*["']([^"']+)["']/g)].map((m) =>
      (m[1] ?? '').replace(/^@\//, 'src/').replace(/^\//, ''),
    );
  });
}

function manifestKeyFor(module: string): string {
  const found = Object.keys(manifest).find(
    (key) => key === module || key.replace(/\.tsx?$/, '') === module.replace(/\.tsx?$/, ''),
  );
  if (!found) throw new Error(`No chunk in the manifest for ${module}`);
  return found;
}

/**
 * What a page loads with its HTML: the shell (the entry's imports), the investors' routes on
 * their pages, and the modules of the routes it matches, with their imports.
 */
function pageLoad(path: string): Set<string> {
  const keys = withStaticImports(entryKey());
  const table = isInvestorPath(path) ? routes : siteRoutes([]);
  if (isInvestorPath(path)) withStaticImports(manifestKeyFor('src/app/investor-routes.tsx'), keys);
  for (const module of lazyModules(table, path)) withStaticImports(manifestKeyFor(module), keys);
  return keys;
}

/**
 * What only the investors' pages or the desk need, and grows as the site does: the whole list of
 * addresses, every page's and table's words, the investors' routes, the Investor menu's entries,
 * the facts pages' components (the Board, committees, officers, ratings).
 */
const GROWS_WITH_THE_SITE =
  /^src\/(config\/paths\.ts|content\/(investor-document-pages|investor-links|document-pages\/)|lib\/(document-registry|document-tables)\.ts|app\/(investor-routes|desk)|features\/(company-facts\/components\/(board|committees|director|officer|credit|contact-details|nodal|facts-state)|desk|facts-desk)|pages\/desk)/;

describe('the shell and the company pages', () => {
  it('finds the pages in the build (the reading is real)', () => {
    const home = modulesOf(pageLoad('/'));
    expect(home).toContain('src/pages/home-page.tsx');
    expect(home).toContain('src/main.tsx');
    expect(home).toContain('src/app/site-layout.tsx');
    // What the rule below keeps out is in the build, and an investor page loads it.
    const policies = modulesOf(pageLoad('/investor/policies'));
    for (const module of ['src/config/paths.ts', 'src/app/investor-routes.tsx']) {
      expect(policies, module).toContain(module);
    }
  });

  const companyPaths = publicPaths().filter((path) => !isInvestorPath(path));
  it.each(companyPaths)('%s loads nothing that grows with the site', (path) => {
    const loaded = modulesOf(pageLoad(path));
    expect(loaded.filter((module) => GROWS_WITH_THE_SITE.test(module))).toEqual([]);
  });
});

describe('a page of document tables', () => {
  it('loads its own module of words and no other page’s, nor the list of all of them', () => {
    const pageModules = Object.keys(manifest).filter((key) =>
      key.startsWith('src/content/document-pages/'),
    );
    expect(pageModules.length).toBeGreaterThan(15);
    const page = withStaticImports(manifestKeyFor('src/pages/investor-documents-page.tsx'));
    const own = withStaticImports(manifestKeyFor('src/content/document-pages/policies.ts'), page);
    const loaded = modulesOf(own);
    expect(loaded).toContain('src/content/document-pages/policies.ts');
    expect(
      loaded.filter(
        (module) =>
          /^src\/(content\/investor-document-pages|lib\/document-registry)/.test(module) ||
          (module.startsWith('src/content/document-pages/') &&
            !/\/(policies|document-page)\.ts$/.test(module)),
      ),
    ).toEqual([]);
  });
});

/** pdf.js and its worker: the administrator's desk reads PDFs; no visitor page may. */
const isPdfJs = (key: string) => key.includes('node_modules/pdfjs-dist/');
/** The administrator's own code (the desk, behind sign-in): never part of a visitor's graph. */
const isAdminOnly = (key: string) =>
  key.startsWith('src/features/desk/') || key === 'src/app/desk-app.tsx';

/**
 * Everything a visitor's page can load: the shell, every route's page and every chunk those
 * import lazily (the investors' routes, search, the login dialog), but not the desk, which loads
 * only for a signed-in administrator, nor the desk's sections (src/app/desk-app.tsx and every
 * section it loads), the administrator's own.
 */
function visitorGraph(): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const lazy of chunk.dynamicImports ?? []) if (!isAdminOnly(lazy)) visit(lazy);
  };
  visit(entryKey());
  return seen;
}

describe('what a visitor can load', () => {
  it('reaches every public page', () => {
    const graph = visitorGraph();
    for (const module of [
      'src/pages/home-page.tsx',
      'src/app/investor-routes.tsx',
      'src/pages/investor-documents-page.tsx',
      'src/pages/unclaimed-dividends-page.tsx',
    ]) {
      expect(graph, module).toContain(module);
    }
  });

  it('holds neither supabase-js nor the administrator’s forms before a login is asked for', () => {
    // Each page, with what it imports: no sign-in code, no form library.
    for (const path of publicPaths()) {
      const keys = [...pageLoad(path)].map((key) => manifest[key]?.file ?? '').join(' ');
      for (const chunk of Object.values(manifest)) {
        const admin = (chunk.src ?? '').match(
          /lib\/supabase\.ts|add-document-dialog|delete-document-button|edit-document-dialog|archived-documents|recent-activity|login-dialog/,
        );
        if (admin) expect(keys, `${path} loads ${chunk.src}`).not.toContain(chunk.file);
      }
      expect(keys).not.toMatch(/\bforms-/);
    }
  });

  it('never includes pdf.js, which is in the build with its worker and imported only lazily', () => {
    const keys = Object.keys(manifest);
    expect(keys.some((key) => isPdfJs(key) && key.includes('pdf.worker'))).toBe(true);
    const importers = Object.entries(manifest).filter(([, chunk]) =>
      (chunk.dynamicImports ?? []).some(isPdfJs),
    );
    // The reading is real: something does import it (the desk's load-pdfjs.ts).
    expect(importers.length).toBeGreaterThan(0);
    for (const [key, chunk] of Object.entries(manifest)) {
      const direct = (chunk.imports ?? []).filter(isPdfJs);
      expect(direct, `${key} imports pdf.js statically`).toEqual(isPdfJs(key) ? direct : []);
    }
    const graph = [...visitorGraph()];
    for (const [key] of importers) expect(graph, `a visitor loads ${key}`).not.toContain(key);
    expect(graph.filter(isPdfJs)).toEqual([]);
    const files = graph.flatMap((key) => [
      manifest[key]?.file ?? '',
      ...(manifest[key]?.assets ?? []),
    ]);
    expect(files.filter((file) => /pdf\.worker|pdfjs/.test(file))).toEqual([]);
  });
});
