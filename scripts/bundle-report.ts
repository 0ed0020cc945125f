/**
 * A small bundle visualiser, as a Vite plugin: with BUNDLE_REPORT=1, `vite build` prints each
 * chunk's size and what it is made of (grouped by npm package, or by folder for our own code),
 * and writes the same as JSON beside the build (bundle-report.json), with the source modules of
 * each chunk (their paths from the project's root): what the manifest does not say about a
 * chunk that holds many, which tests/integration/bundle-budget.test.ts reads. It answers "why is
 * this chunk heavy" without a dependency; sizes are minified bytes before compression.
 */
import type { Plugin } from 'vite';

export type ChunkReport = {
  file: string;
  bytes: number;
  parts: Record<string, number>;
  /** Each module's path from the project's root (`src/...`, `node_modules/...`). */
  modules: string[];
};

/** A module id as a path from the project's root, without Vite's query. */
function fromRoot(id: string): string {
  const clean = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  const at = clean.search(/\/(src|node_modules)\//);
  return at >= 0 ? clean.slice(at + 1) : clean;
}

/** node_modules/<pkg> (or <@scope/pkg>), or the source folder of our own files. */
function owner(id: string): string {
  const clean = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(
    clean.slice(clean.lastIndexOf('node_modules/')),
  );
  if (pkg?.[1]) return pkg[1];
  const src = /\/src\/(.+)\/[^/]+$/.exec(clean);
  return src?.[1] ? `src/${src[1]}` : clean.replace(/^.*\//, '');
}

export function bundleReport(): Plugin {
  return {
    name: 'hfa-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkReport[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const parts: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          parts[owner(id)] = (parts[owner(id)] ?? 0) + info.renderedLength;
        }
        const modules = Object.keys(output.modules).map(fromRoot);
        chunks.push({ file: output.fileName, bytes: output.code.length, parts, modules });
      }
      chunks.sort((a, b) => b.bytes - a.bytes);
      for (const chunk of chunks) {
        const top = Object.entries(chunk.parts)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(1)}`)
          .join(', ');
        console.log(`${(chunk.bytes / 1024).toFixed(1).padStart(7)} KB  ${chunk.file}: ${top}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'bundle-report.json',
        source: JSON.stringify(chunks, null, 2),
      });
    },
  };
}
