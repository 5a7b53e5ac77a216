// What every folio PDF layout starts from: an A4 pdfkit document with the Unicode fonts
// (fonts.ts) registered as `regular` and `bold` (and `emoji` once a text needs it), metadata dated
// by the record so that the same data gives the same bytes, and its bytes collected; write(),
// which sets a text in the fonts that draw it (R132); and oneLine(), which keeps a figure on its
// one line.
import PDFDocument from 'pdfkit';
import { pdfFonts, type TextRun } from './fonts.js';
import { drawRuns, heightOfRuns, type TextBox } from './mixed-text.js';

export type { TextBox } from './mixed-text.js';

export interface PdfCanvas {
  doc: PDFKit.PDFDocument;
  /**
   * Writes `text` in the box as doc.text() would, wrapped at its width, each character in the first
   * font that draws it (fonts.ts); afterwards doc.y is below the text and the box's face is current.
   */
  write(text: string, box: TextBox): void;
  /** The height write() takes for `text` in the box. */
  heightOf(text: string, box: Omit<TextBox, 'x' | 'y'>): number;
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
  let fallback = false;
  /** The runs of a text; the fallback font is registered when a run first needs it. */
  const runsOf = (text: string, box: Omit<TextBox, 'x' | 'y'>): TextRun[] => {
    const runs = fonts.runs(text, box.face);
    if (!fallback && runs.some((run) => run.font === 'emoji')) {
      doc.registerFont('emoji', fonts.font('emoji') as unknown as Buffer);
      fallback = true;
    }
    return runs;
  };
  /** The text when the box's face draws all of it, to be set by pdfkit as before R132; else null. */
  const plain = (runs: TextRun[], box: Omit<TextBox, 'x' | 'y'>) => (runs.every((run) => run.font === box.face) ? runs.map((run) => run.text).join('') : null);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    write(text, box) {
      const runs = runsOf(text, box);
      const single = plain(runs, box);
      if (single === null) drawRuns(doc, runs, box);
      else doc.font(box.face).fontSize(box.size).text(single, box.x, box.y, { width: box.width, ...(box.align ? { align: box.align } : {}) });
    },
    heightOf(text, box) {
      const runs = runsOf(text, box);
      const single = plain(runs, box);
      return single === null ? heightOfRuns(doc, runs, box) : doc.font(box.face).fontSize(box.size).heightOfString(single, { width: box.width });
    },
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
