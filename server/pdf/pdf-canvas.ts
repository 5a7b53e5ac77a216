// What every folio PDF layout starts from: an A4 pdfkit document with the Unicode fonts
// (fonts.ts) registered as `regular` and `bold`, metadata dated by the record so that the same
// data gives the same bytes, and its bytes collected; and oneLine(), which keeps a figure on its
// one line.
import PDFDocument from 'pdfkit';
import { pdfFonts } from './fonts.js';

export interface PdfCanvas {
  doc: PDFKit.PDFDocument;
  /** The text as the fonts can draw it (fonts.ts). */
  print(text: string): string;
  /** Ends the document and gives its bytes. */
  finish(): Promise<Buffer>;
}

export interface PdfInfo {
  title: string;
  author: string;
  /** The record's creation time: the PDF's creation and modification date. */
  createdAt: string;
  /** Keep pages open until finish(), to write on every page at the end (page numbers). */
  bufferPages?: boolean;
}

export function openPdf(info: PdfInfo): PdfCanvas {
  const created = new Date(info.createdAt);
  const fonts = pdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: info.bufferPages ?? false,
    info: { Title: fonts.printable(info.title), Author: fonts.printable(info.author), Creator: 'folio', Producer: 'folio', CreationDate: created, ModDate: created },
  });
  // pdfkit takes a parsed fontkit font as it takes a file (its types name only the file forms).
  doc.registerFont('regular', fonts.regular as unknown as Buffer).registerFont('bold', fonts.bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    print: fonts.printable,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

/**
 * Writes `text` right-aligned on one line of `width` at (x, y) in the current font:
 * set smaller than `size` when it would not fit (an id of wide letters, an amount of 17 digits),
 * on the baseline it would have had, never wrapped.
 */
export function oneLine(doc: PDFKit.PDFDocument, text: string, at: { x: number; y: number; width: number; size: number }): void {
  const { x, y, width, size } = at;
  const fitted = Math.min(size, (size * width) / doc.fontSize(size).widthOfString(text));
  const lowered = ((size - fitted) * pdfFonts().regular.ascent) / pdfFonts().regular.unitsPerEm;
  doc.fontSize(fitted).text(text, x, y + lowered, { width, align: 'right', lineBreak: false }).fontSize(size);
}
