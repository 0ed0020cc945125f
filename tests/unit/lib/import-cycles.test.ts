import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Imports run one way (DESIGN.md, Shape): no module reaches itself again through what it imports,
 * types included, so each can be read, tested and split into a chunk of its own without the
 * others. A lazy `import()` is a boundary, not an edge: it is how the pages load what they show
 * later. The company facts' store and its context imported each other once; this keeps any
 * such circle from coming back.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const SRC = join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file an import specifier names, or nothing for a package's. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path),
  );
}

/** Each file's static imports and re-exports, type-only ones included. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const specifiers = [
      ...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/gm),
    ].map((m) => m[1] ?? '');
    graph.set(
      file,
      specifiers.flatMap((s) => resolveSpecifier(file, s) ?? []),
    );
  }
  return graph;
}

/** The circles of the graph: its strongly connected parts of more than one file (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, order.get(next) ?? 0));
      }
    }
    if (low.get(node) === order.get(node)) {
      const part: string[] = [];
      for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
        onStack.delete(member);
        part.push(relative(ROOT, member));
        if (member === node) break;
      }
      if (part.length > 1) found.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

describe('imports', () => {
  it('form no circle in src/, types included', () => {
    const graph = importGraph();
    // The reading is real: the site's entry imports the app.
    expect(graph.get(join(SRC, 'main.tsx'))).toContain(join(SRC, 'app', 'app.tsx'));
    expect(circles(graph)).toEqual([]);
  });
});
