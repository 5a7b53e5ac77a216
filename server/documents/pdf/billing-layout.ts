// The geometry and the drawing context shared by the parts of a billing document's PDF
// (render-billing-document.ts draws the header and the lines, billing-summary.ts what follows).
import type { DocumentFormat, DocumentLabels } from '../../domain/documents/index.js';
import type { PdfCanvas } from './pdf-canvas.js';

/** The A4 page's writing area, in points from the top left. */
export const page = { left: 50, right: 545, bottom: 770, top: 50 } as const;

/** Where amounts stand, right-aligned: in the lines' last column and in the summary below them. */
export const amountColumn = { x: 444, width: page.right - 444 } as const;

export const grey = '#555555';

/** What a part of the document writes with: pdfkit, write() for the record's text, and the words and formats of its language. */
export interface Drawing extends Pick<PdfCanvas, 'write' | 'heightOf'> {
  doc: PDFKit.PDFDocument;
  labels: DocumentLabels;
  format: DocumentFormat;
  /** y after making room for `height` points: the same y, or the top of a new page. */
  room(y: number, height: number): number;
}
