// The one PDF layout of folio's documents (D13, D34), with pdfkit: seller, title, facts, the
// customer and billing address, lines, subtotal, tax, total and notes, with a DRAFT or VOID mark
// where it applies. Invoices (render-invoice.ts) and credit notes (render-credit-note.ts) fill it.
// The document date is fixed by the record, so the same data gives the same bytes. Every text
// goes through the fonts' printable() (fonts.ts): Unicode fonts, never wrong letters.
import { oneLine, openPdf } from './pdf-canvas.js';
import { formatMoney } from '../domain/money.js';
import { lineNet } from '../domain/totals.js';
import type { Currency, CustomerRecord, LineItem } from '../domain/records.js';

export interface DocumentContent {
  /** The document's title in the PDF's metadata and its heading under the seller: `Invoice INV-0001`. */
  title: string;
  seller: string;
  customer: CustomerRecord;
  /** Label and value pairs printed at the top right. */
  facts: Array<[string, string]>;
  lines: LineItem[];
  currency: Currency;
  subtotal: number;
  tax: number;
  total: number;
  notes: string | null;
  /** A large diagonal word over every page (DRAFT, VOID), if any. */
  mark?: string;
  /** The document's creation time, also its PDF date. */
  createdAt: string;
}

const left = 50;
const right = 545;
/** Where each column of the lines begins and how wide it is; a value wider than its column is set smaller (oneLine). */
const columns = {
  description: { x: left, width: 200 }, quantity: { x: 258, width: 42 }, unitPrice: { x: 304, width: 85 },
  taxRate: { x: 393, width: 44 }, amount: { x: 441, width: right - 441 },
};
const pageBottom = 760;
/** Where the labels and the values of the facts at the top right begin. */
const facts = { label: 340, value: 388 };

function drawMark(doc: PDFKit.PDFDocument, mark: string | undefined): void {
  if (!mark) return;
  doc.save().rotate(-35, { origin: [297, 421] }).fillColor('#d0d0d0').font('bold').fontSize(120)
    .text(mark, 0, 360, { width: 595, align: 'center', lineBreak: false }).restore().fillColor('black');
}

function tableHeader(doc: PDFKit.PDFDocument, y: number): number {
  doc.font('bold').fontSize(9);
  doc.text('Description', columns.description.x, y);
  for (const [label, column] of [['Qty', columns.quantity], ['Unit price', columns.unitPrice], ['Tax', columns.taxRate], ['Amount', columns.amount]] as const) {
    doc.text(label, column.x, y, { width: column.width, align: 'right' });
  }
  doc.moveTo(left, y + 14).lineTo(right, y + 14).stroke();
  return y + 20;
}

export function renderDocumentPdf(content: DocumentContent): Promise<Buffer> {
  const { seller, customer, mark } = content;
  const { doc, print, finish } = openPdf({ title: content.title, author: seller, createdAt: content.createdAt });
  const money = (amount: number | bigint) => formatMoney(amount, content.currency);
  drawMark(doc, mark);

  doc.font('bold').fontSize(20).text(print(seller), left, 50, { width: 280 });
  doc.font('regular').fontSize(10).text(content.title, left, doc.y + 2);
  content.facts.forEach(([label, value], i) => {
    doc.font('bold').fontSize(9).text(label, facts.label, 52 + i * 14, { width: facts.value - facts.label });
    // A value stays on its one line: an id of wide letters such as W and m reaches 214 pt at 9 pt.
    oneLine(doc.font('regular'), value, { x: facts.value, y: 52 + i * 14, width: right - facts.value, size: 9 });
  });

  const a = customer.address;
  const billTo = [customer.name, a.line1, a.line2, `${a.postal_code} ${a.city}`, a.country,
    customer.taxId ? `Tax ID: ${customer.taxId}` : null].filter((part): part is string => Boolean(part));
  doc.font('bold').fontSize(9).text('Bill to', left, 130);
  doc.font('regular').fontSize(10).text(print(billTo.join('\n')), left, 144, { width: 260 });

  let y = tableHeader(doc, Math.max(doc.y + 24, 240));
  doc.font('regular').fontSize(9);
  for (const line of content.lines) {
    const description = print(line.description);
    const height = doc.heightOfString(description, { width: columns.description.width });
    if (y + height > pageBottom) {
      doc.addPage();
      drawMark(doc, mark);
      y = tableHeader(doc, 50);
      doc.font('regular').fontSize(9);
    }
    // Exact whatever the record holds: a line stored before D48 may pass 2^53.
    const net = lineNet(line);
    doc.text(description, columns.description.x, y, { width: columns.description.width });
    oneLine(doc, String(line.quantity), { ...columns.quantity, y, size: 9 });
    oneLine(doc, money(line.unit_price.amount), { ...columns.unitPrice, y, size: 9 });
    oneLine(doc, line.tax_rate === undefined ? '-' : `${line.tax_rate}%`, { ...columns.taxRate, y, size: 9 });
    oneLine(doc, money(net), { ...columns.amount, y, size: 9 });
    y += Math.max(height, 12) + 6;
  }
  if (y > pageBottom - 80) {
    doc.addPage();
    drawMark(doc, mark);
    y = 50;
  }
  doc.moveTo(340, y).lineTo(right, y).stroke();
  const totals: Array<[string, number, boolean]> = [['Subtotal', content.subtotal, false], ['Tax', content.tax, false], ['Total', content.total, true]];
  totals.forEach(([label, amount, strong], i) => {
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 9);
    doc.text(label, 340, y + 8 + i * 16, { width: 80 });
    oneLine(doc, money(amount), { x: 420, y: y + 8 + i * 16, width: right - 420, size: strong ? 11 : 9 });
  });
  if (content.notes) {
    doc.font('bold').fontSize(9).text('Notes', left, y + 70);
    doc.font('regular').fontSize(9).text(print(content.notes), left, y + 84, { width: right - left });
  }
  return finish();
}
