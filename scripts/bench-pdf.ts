/**
 * The extraction benchmark's PDF: ~10 MB and 300 pages, made with pdf-lib. Each page has about
 * 140 words of filing prose (scripts/filing-text.ts; English only, as the standard fonts have no
 * Devanagari) and a photo-like image of ~33 KB (seeded noise, which does not compress), as a
 * scanned signature, chart or photo takes in a real annual report. 140 words a page keep all 300
 * pages within the 300,000 characters that are indexed (a denser PDF is read up to that cap).
 */
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { filingPage, seededRandom } from './filing-text';

export const BENCH_PDF_PAGES = 300;
const WORDS_A_PAGE = 140;
const IMAGE_SIDE = 106; // 106 x 106 RGB: 33 KB a page

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of seeded RGB noise (no image library needed: PNG is deflate and CRC-32). */
function noisePng(seed: number, side: number): Uint8Array {
  const random = seededRandom(seed);
  const raw = Buffer.alloc(side * (side * 3 + 1));
  for (let y = 0; y < side; y++) {
    const row = y * (side * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 1; x <= side * 3; x++) raw[row + x] = Math.floor(random() * 256);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

export async function benchPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= BENCH_PDF_PAGES; n++) {
    const page = pdf.addPage([595, 842]); // A4
    page.drawText(`Annual Report 2024-25, page ${n}`, { x: 50, y: 800, size: 12, font });
    page.drawText(filingPage(7, n, WORDS_A_PAGE, 0), {
      x: 50,
      y: 770,
      size: 10,
      font,
      lineHeight: 14,
      maxWidth: 495,
    });
    const image = await pdf.embedPng(noisePng(n, IMAGE_SIDE));
    page.drawImage(image, { x: 50, y: 60, width: 300, height: 300 });
  }
  return pdf.save();
}
