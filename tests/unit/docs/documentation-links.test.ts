/**
 * The README and every document in docs/ stay linked and current: each relative link and image
 * leads to a file that exists (and, with `#anchor`, to one of its headings), each repository path
 * named in backticks exists, the README's map lists every document, and every picture in
 * docs/images/ is shown somewhere.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLink, linksOf, repositoryPathsOf } from '../support/markdown-links';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const documents = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const text = new Map(documents.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));
const allLinks = documents.flatMap((file) => linksOf(file, text.get(file) ?? ''));

describe('the documentation', () => {
  it('has the documents the README promises, one per reader', () => {
    for (const name of [
      'deploying',
      'administrator-guide',
      'architecture',
      'compliance',
      'security',
      'performance',
    ]) {
      expect(documents).toContain(`docs/${name}.md`);
    }
  });

  it('links only to files and headings that exist', () => {
    expect(allLinks.length).toBeGreaterThan(50);
    const broken = allLinks.map((link) => brokenLink(ROOT, link)).filter(Boolean);
    expect(broken).toEqual([]);
  });

  it('names only repository paths that exist', () => {
    const named = documents.flatMap((file) => repositoryPathsOf(file, text.get(file) ?? ''));
    expect(named.length).toBeGreaterThan(50);
    const missing = named
      .filter(({ target }) => !existsSync(join(ROOT, target)))
      .map(({ file, line, target }) => `${file}:${line} names ${target}, which does not exist`);
    expect(missing).toEqual([]);
  });

  it('lists every document in the README’s map', () => {
    const fromReadme = new Set(
      allLinks.filter((l) => l.file === 'README.md').map((l) => l.target.split('#')[0]),
    );
    for (const file of documents.filter((f) => f !== 'README.md')) {
      expect([...fromReadme], file).toContain(file);
    }
  });

  it('shows every picture in docs/images/', () => {
    const shown = new Set(
      allLinks
        .filter((l) => l.file.startsWith('docs/') && l.target.startsWith('images/'))
        .map((l) => `docs/${l.target}`),
    );
    const pictures = readdirSync(join(ROOT, 'docs', 'images')).map((n) => `docs/images/${n}`);
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect([...shown], picture).toContain(picture);
  });
});

describe('the link check itself', () => {
  const page = '# Set-up\n\n## Moving the ports (PORT, LOCAL_SUPABASE_PORT)\n\n## Set-up\n';

  it('gives headings GitHub’s anchors', () => {
    expect([...anchorsOf(page)]).toEqual([
      'set-up',
      'moving-the-ports-port-local_supabase_port',
      'set-up-1',
    ]);
  });

  it('reports a missing file, a missing heading and a way out of the repository', () => {
    const link = (target: string) => ({ file: 'README.md', line: 1, target });
    expect(brokenLink(ROOT, link('docs/no-such-document.md'))).toMatch(/does not exist/);
    expect(brokenLink(ROOT, link('docs/architecture.md#no-such-heading'))).toMatch(
      /no heading has the anchor #no-such-heading/,
    );
    expect(brokenLink(ROOT, link('../outside.md'))).toMatch(/outside the repository/);
    expect(brokenLink(ROOT, link('https://example.com/x'))).toBeUndefined();
  });

  it('reads links in prose, not in code', () => {
    const links = linksOf(
      'x.md',
      'See [a](a.md) and `[b](b.md)`.\n```\n[c](c.md)\n```\n![d](d.png)',
    );
    expect(links.map((l) => l.target)).toEqual(['a.md', 'd.png']);
    expect(repositoryPathsOf('x.md', 'In `src/lib/ics.ts`, not `src/features/*/api/`.')).toEqual([
      { file: 'x.md', line: 1, target: 'src/lib/ics.ts' },
    ]);
  });
});
