/**
 * Reads back a PDF that pdfkit wrote, for the tests of the tables sheet (issue 18): its text per
 * page (pdfjs-dist, no canvas needed for text) and the pixels of its images (the image XObjects'
 * streams inflated, PNG predictors undone), decoded as QR codes with jsQR.
 */
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';

/** The text runs of each page, in the order pdfjs reads them. */
export async function pdfTextRuns(pdf: Buffer): Promise<string[][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false })
    .promise;
  const pages: string[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).filter((s) => s.trim() !== ''));
  }
  await doc.destroy();
  return pages;
}

/**
 * The text each show-text operation of page `pageNumber` draws, glyph by glyph in drawing order
 * (left to right: the visual order, before any bidi reordering of a reader), with each glyph's
 * character code in its font (different codes for one letter = different shapes of it).
 */
export async function pdfDrawnRuns(
  pdf: Buffer,
  pageNumber: number,
): Promise<Array<{ text: string; glyphs: Array<{ unicode: string; code: number }> }>> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false })
    .promise;
  const ops = await (await doc.getPage(pageNumber)).getOperatorList();
  const runs: Array<{ text: string; glyphs: Array<{ unicode: string; code: number }> }> = [];
  ops.fnArray.forEach((fn, i) => {
    if (fn !== pdfjs.OPS.showText) return;
    const glyphs = ((ops.argsArray[i]?.[0] ?? []) as unknown[])
      .filter((g): g is { unicode: string; fontChar: string } => typeof g === 'object' && g !== null)
      .map((g) => ({ unicode: g.unicode, code: g.fontChar.charCodeAt(0) }));
    runs.push({ text: glyphs.map((g) => g.unicode).join(''), glyphs });
  });
  await doc.destroy();
  return runs;
}

/** An image XObject of the PDF as RGBA pixels. */
interface PdfImage {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

const numberIn = (dict: string, key: string): number | null => {
  const m = new RegExp(`/${key}\\s+(\\d+)`).exec(dict);
  return m ? Number(m[1]) : null;
};

/** Undoes the PNG row filters (predictor ≥ 10) of `data`: rows of 1 filter byte + `rowBytes`. */
function unfilterPng(data: Buffer, rowBytes: number, bpp: number): Buffer {
  const rows = data.length / (rowBytes + 1);
  const out = Buffer.alloc(rows * rowBytes);
  for (let r = 0; r < rows; r++) {
    const filter = data[r * (rowBytes + 1)];
    for (let i = 0; i < rowBytes; i++) {
      const raw = data[r * (rowBytes + 1) + 1 + i] ?? 0;
      const left = i >= bpp ? (out[r * rowBytes + i - bpp] ?? 0) : 0;
      const up = r > 0 ? (out[(r - 1) * rowBytes + i] ?? 0) : 0;
      const upLeft = r > 0 && i >= bpp ? (out[(r - 1) * rowBytes + i - bpp] ?? 0) : 0;
      let value = raw;
      if (filter === 1) value = raw + left;
      else if (filter === 2) value = raw + up;
      else if (filter === 3) value = raw + Math.floor((left + up) / 2);
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      }
      out[r * rowBytes + i] = value & 0xff;
    }
  }
  return out;
}

/**
 * The 8-bit DeviceRGB and DeviceGray image XObjects of an (uncrypted) PDF, in file order, as RGBA.
 * Streams must be FlateDecode with a direct /Length, as pdfkit writes them.
 */
function pdfImages(pdf: Buffer): PdfImage[] {
  const text = pdf.toString('latin1');
  const images: PdfImage[] = [];
  const objectStart = /\d+ 0 obj\s*<</g;
  for (let m = objectStart.exec(text); m; m = objectStart.exec(text)) {
    const streamAt = text.indexOf('stream', m.index);
    const endObj = text.indexOf('endobj', m.index);
    if (streamAt < 0 || (endObj >= 0 && endObj < streamAt)) continue;
    const dict = text.slice(m.index, streamAt);
    if (!/\/Subtype\s*\/Image/.test(dict)) continue;
    const width = numberIn(dict, 'Width');
    const height = numberIn(dict, 'Height');
    const length = numberIn(dict, 'Length');
    if (!width || !height || length === null || numberIn(dict, 'BitsPerComponent') !== 8) continue;
    const colors = /\/DeviceRGB/.test(dict) ? 3 : /\/DeviceGray/.test(dict) ? 1 : 0;
    if (!colors) continue;
    const start = streamAt + 'stream'.length + (text[streamAt + 6] === '\r' ? 2 : 1);
    let data: Buffer = inflateSync(pdf.subarray(start, start + length));
    if ((numberIn(dict, 'Predictor') ?? 1) >= 10) data = unfilterPng(data, width * colors, colors);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let p = 0; p < width * height; p++) {
      for (let c = 0; c < 3; c++) rgba[p * 4 + c] = data[p * colors + (colors === 3 ? c : 0)] ?? 0;
      rgba[p * 4 + 3] = 255;
    }
    images.push({ width, height, rgba });
  }
  return images;
}

/** The QR codes of the PDF's images, decoded (images that hold none are skipped). */
export function pdfQrCodes(pdf: Buffer): string[] {
  return pdfImages(pdf)
    .map((img) => jsQR(img.rgba, img.width, img.height)?.data)
    .filter((s): s is string => typeof s === 'string');
}
