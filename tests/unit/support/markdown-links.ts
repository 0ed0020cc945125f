/**
 * What the documentation link check reads in a Markdown file: its links and images (outside code),
 * the anchors its headings get on GitHub, and the repository paths it names in backticks.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export type Link = { file: string; line: number; target: string };

/** The file's lines with fenced code blocks blanked, so examples in them are not read as links. */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** Inline code removed (its text is not a link), keeping the rest of the line. */
const withoutCode = (line: string) => line.replace(/`[^`]*`/g, '');

/** Every `[text](target)` and `![alt](target)` of the prose, with its line number. */
export function linksOf(file: string, text: string): Link[] {
  const links: Link[] = [];
  proseLines(text).forEach((line, index) => {
    for (const match of withoutCode(line).matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      links.push({ file, line: index + 1, target: match[1] ?? '' });
    }
  });
  return links;
}

/**
 * GitHub's anchor for a heading: lower case, punctuation dropped (letters, digits, spaces,
 * hyphens and underscores kept), spaces as hyphens; a repeated heading gets -1, -2 ….
 */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const plain = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '');
    const slug = plain
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** What is wrong with one link, or undefined when it leads somewhere that exists. */
export function brokenLink(root: string, link: Link): string | undefined {
  const { target } = link;
  if (/^(https?:|mailto:)/.test(target)) return undefined;
  const [path = '', anchor] = target.split('#');
  const file = path
    ? resolve(dirname(join(root, link.file)), decodeURI(path))
    : join(root, link.file);
  const where = `${link.file}:${link.line} → ${target}`;
  if (!file.startsWith(root)) return `${where}: leads outside the repository`;
  if (!existsSync(file)) return `${where}: ${relative(root, file)} does not exist`;
  if (anchor === undefined) return undefined;
  if (statSync(file).isDirectory() || !file.endsWith('.md')) {
    return `${where}: an anchor needs a Markdown file`;
  }
  const anchors = anchorsOf(readFileSync(file, 'utf8'));
  return anchors.has(anchor) ? undefined : `${where}: no heading has the anchor #${anchor}`;
}

/**
 * Paths of the repository named in backticks (`src/lib/ics.ts`, `supabase/migrations/`): words
 * that start with one of the project's top folders. Patterns and placeholders (`*`, `<ref>`, `…`)
 * are not paths, and are left out.
 */
export function repositoryPathsOf(file: string, text: string): Link[] {
  const paths: Link[] = [];
  const top = /^(src|scripts|supabase|tests|docs|public|\.ci)\/[\w./-]*$/;
  proseLines(text).forEach((line, index) => {
    for (const match of line.matchAll(/`([^`\s]+)`/g)) {
      const word = (match[1] ?? '').replace(/[:,]$/, '');
      if (top.test(word)) paths.push({ file, line: index + 1, target: word });
    }
  });
  return paths;
}
