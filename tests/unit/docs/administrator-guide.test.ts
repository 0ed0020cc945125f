/**
 * The administrator's guide follows the desk: a section for each of the desk's sections
 * (src/content/desk-sections.ts), in the desk's table with its address, and a contents list that
 * names every heading, in order, and nothing else. A section added to the desk without its part of
 * the guide, or a heading left out of the contents, fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deskSections } from '@/content/desk-sections';
import { anchorsOf } from '../support/markdown-links';

const guide = readFileSync(
  join(import.meta.dirname, '..', '..', '..', 'docs', 'administrator-guide.md'),
  'utf8',
);

/** The `##` and `###` headings, with their level, in order. */
const headings = [...guide.matchAll(/^(#{2,3}) (.+)$/gm)].map((m) => ({
  level: (m[1] ?? '').length,
  text: m[2] ?? '',
}));

/** The contents list: the links before the first `##` heading. */
const contents = [
  ...(guide.slice(0, guide.indexOf('\n## ')).matchAll(/^( *)- \[([^\]]+)\]\(#([^)]+)\)$/gm) ?? []),
].map((m) => ({ level: (m[1] ?? '').length === 0 ? 2 : 3, text: m[2] ?? '', anchor: m[3] ?? '' }));

describe('the administrator’s guide', () => {
  it('has a section for each of the desk’s sections, and names it in the desk’s table', () => {
    for (const section of deskSections) {
      expect(headings, section.label).toContainEqual({ level: 2, text: section.label });
      expect(guide, section.label).toMatch(
        new RegExp(`^\\| \\*\\*${section.label}\\*\\* +\\| \`${section.path}\` +\\|`, 'm'),
      );
    }
  });

  it('lists every heading in its contents, in order, each leading to it', () => {
    expect(contents.map(({ level, text }) => ({ level, text }))).toEqual(headings);
    const anchors = anchorsOf(guide);
    for (const entry of contents) expect(anchors, entry.text).toContain(entry.anchor);
  });

  it('says nothing of facts kept in the site’s code, and no paragraph twice', () => {
    expect(guide).not.toMatch(/in the site's code, for now|live in the code/);
    const paragraphs = guide
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter((p) => p.length > 80);
    const sentences = paragraphs.flatMap((p) => p.split(/(?<=\.) /).filter((x) => x.length > 60));
    expect(sentences.filter((x, i) => sentences.indexOf(x) !== i)).toEqual([]);
  });
});
