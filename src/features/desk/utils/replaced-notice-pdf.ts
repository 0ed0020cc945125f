/**
 * A one-page PDF that takes the place of a replaced file at its old address. Supabase Storage
 * cannot redirect one object to another, so a link to the old file that is already out there (a
 * bookmark, an e-mail, a search engine) opens this notice instead: it says the document was
 * replaced and links to the corrected file and to the page that always lists the current one.
 * The superseded version is never served again, and no link breaks.
 */

export type ReplacedNotice = {
  /** The document's title; left out when the standard PDF fonts cannot show it. */
  title: string;
  /** Where the corrected document is now. */
  currentUrl: string;
  /** The site's page that lists the document. */
  pageUrl: string;
  /** When it was replaced, in words, e.g. '23 Nov 2026'. */
  replacedOn: string;
};

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

/** Text the standard Helvetica font (WinAnsi) can show: printable ASCII. */
const isPrintable = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** A PDF string literal: backslash and parentheses escaped. */
const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** Splits text into lines of at most `width` characters, at spaces where it can. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let rest = text;
  while (rest.length > width) {
    const space = rest.lastIndexOf(' ', width);
    const cut = space > width / 2 ? space : width;
    lines.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) lines.push(rest);
  return lines;
}

type Line = { text: string; size: number; bold?: boolean; link?: string };

/** An address as PDF text: an international one percent-encoded, as a browser would send it. */
const asciiUrl = (url: string) => (isPrintable(url) ? url : encodeURI(url));

function noticeLines({ title, replacedOn, ...links }: ReplacedNotice): Line[] {
  const currentUrl = asciiUrl(links.currentUrl);
  const pageUrl = asciiUrl(links.pageUrl);
  const lines: Line[] = [{ text: 'This document has been replaced', size: 20, bold: true }];
  if (isPrintable(title)) {
    for (const text of wrap(title, 60)) lines.push({ text, size: 13, bold: true });
  }
  lines.push({ text: `It was replaced by a corrected version on ${replacedOn}.`, size: 11 });
  lines.push({ text: 'Open the current version:', size: 11 });
  for (const text of wrap(currentUrl, 95)) lines.push({ text, size: 9, link: currentUrl });
  lines.push({ text: 'Or see every document of this section on our website:', size: 11 });
  for (const text of wrap(pageUrl, 95)) lines.push({ text, size: 9, link: pageUrl });
  return lines;
}

/** Builds the notice. Offsets in the cross-reference table are bytes; all text here is ASCII. */
export function buildReplacedNoticePdf(notice: ReplacedNotice): Blob {
  let y = PAGE_HEIGHT - MARGIN;
  const content: string[] = [];
  const annotations: string[] = [];
  for (const line of noticeLines(notice)) {
    y -= Math.round(line.size * 1.6);
    const font = line.bold ? '/F2' : '/F1';
    const colour = line.link ? '0 0.27 0.67 rg' : '0 0 0 rg';
    content.push(
      `BT ${colour} ${font} ${line.size} Tf ${MARGIN} ${y} Td ${pdfString(line.text)} Tj ET`,
    );
    if (line.link) {
      const right = MARGIN + Math.ceil(line.text.length * line.size * 0.56);
      annotations.push(
        `<< /Type /Annot /Subtype /Link /Rect [${MARGIN} ${y - 3} ${right} ${y + line.size}] ` +
          `/Border [0 0 0] /A << /S /URI /URI ${pdfString(line.link)} >> >>`,
      );
    }
  }
  const stream = content.join('\n');
  const firstAnnotation = 7;
  const annotationRefs = annotations.map((_, i) => `${firstAnnotation + i} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /Lang (en-IN) >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R /Annots [${annotationRefs}] >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    ...annotations,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([pdf], { type: 'application/pdf' });
}
