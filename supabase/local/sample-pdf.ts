/**
 * The local seed's sample PDFs, drawn with pdf-lib (a maintained PDF library) rather than the
 * hand-written one-page writer in pdf.ts, which the test suites keep for their throwaway files.
 * Each PDF has several A4 pages of wrapped text, and the text each page holds is returned with
 * the bytes, line by line as drawn, so the seed can store it for search without reading the PDF
 * again (tests/unit/desk/sample-pdf.test.ts proves pdf.js reads back the same words).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PDFFont } from 'pdf-lib';
import type { SamplePage } from './sample-text';

const PAGE = { width: 595, height: 842, margin: 64 };
const TITLE_SIZE = 16;
const BODY_SIZE = 11;
const LEADING = 15;

export type SamplePdf = { bytes: Uint8Array; pages: string[] };

/** Breaks a paragraph into lines that fit the page's text width. */
function wrap(paragraph: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Whether a standard font can draw the text: its encoding (WinAnsi) has no Devanagari, so a Hindi
 * title is left out of the page (the sample's text says in English what the notice is).
 */
function canDraw(font: PDFFont, text: string): boolean {
  try {
    font.encodeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A PDF titled `title` on its first page, one page per entry of `pages`, and a footer naming
 * the page. Page text, as returned, is the page's drawn lines joined by newlines.
 */
export async function drawSamplePdf(title: string, pages: SamplePage[]): Promise<SamplePdf> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title); // The document's metadata is Unicode, Hindi included.
  doc.setCreator('Local seed (supabase/local/sample-pdf.ts)');
  // A fixed date, so that the same seed writes the same bytes.
  doc.setCreationDate(new Date('2024-04-01T00:00:00Z'));
  doc.setModificationDate(new Date('2024-04-01T00:00:00Z'));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  const texts: string[] = [];
  pages.forEach((paragraphs, index) => {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const drawn: string[] = [];
    let y = PAGE.height - PAGE.margin;
    const draw = (line: string, font: PDFFont, size: number) => {
      page.drawText(line, { x: PAGE.margin, y, size, font });
      drawn.push(line);
      y -= size === TITLE_SIZE ? LEADING * 2 : LEADING;
    };
    if (index === 0 && canDraw(bold, title)) {
      for (const line of wrap(title, bold, TITLE_SIZE, width)) draw(line, bold, TITLE_SIZE);
    }
    for (const paragraph of paragraphs) {
      for (const line of wrap(paragraph, regular, BODY_SIZE, width)) {
        draw(line, regular, BODY_SIZE);
      }
      y -= LEADING / 2;
    }
    const footer = `Page ${index + 1} of ${pages.length}`;
    page.drawText(footer, { x: PAGE.margin, y: PAGE.margin / 2, size: 9, font: regular });
    drawn.push(footer);
    texts.push(drawn.join('\n'));
  });
  return { bytes: await doc.save(), pages: texts };
}

const ROOT = join(import.meta.dirname, '..', '..');
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'hfa-sample-pdfs');

function cacheKey(title: string, pages: SamplePage[]): string {
  let version = 'unknown';
  try {
    const pkg = readFileSync(join(ROOT, 'node_modules', 'pdf-lib', 'package.json'), 'utf8');
    version = (JSON.parse(pkg) as { version: string }).version;
  } catch {
    // No package file: the key still changes with this file and the text.
  }
  return createHash('sha256')
    .update(version)
    .update('\0')
    .update(readFileSync(import.meta.filename))
    .update('\0')
    .update(JSON.stringify([title, pages]))
    .digest('hex')
    .slice(0, 24);
}

/**
 * The sample PDF for this title and text: from the cache folder (where build tools keep their
 * caches, as the database snapshot is), else drawn and saved there. Loading pdf-lib and drawing
 * the seed's files costs about a second, which every seeded backend of the test suite would pay.
 */
export async function writeSamplePdf(title: string, pages: SamplePage[]): Promise<SamplePdf> {
  const file = join(CACHE_DIR, `${cacheKey(title, pages)}.json`);
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as { bytes: string; pages: string[] };
    return { bytes: new Uint8Array(Buffer.from(cached.bytes, 'base64')), pages: cached.pages };
  } catch {
    // Not cached yet (or unreadable): draw it.
  }
  const pdf = await drawSamplePdf(title, pages);
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    const scratch = `${file}.${process.pid}.partial`;
    writeFileSync(
      scratch,
      JSON.stringify({ bytes: Buffer.from(pdf.bytes).toString('base64'), pages: pdf.pages }),
    );
    renameSync(scratch, file);
  } catch {
    // A read-only checkout still works: it only draws the files each time.
  }
  return pdf;
}
