// Renders an invoice as a PDF with pdfkit (D13): seller, customer and billing address,
// dates, lines, subtotal, tax, total and notes, with a DRAFT or VOID mark where it applies.
// The document date is the invoice's creation time, so the same data gives the same bytes.
// Every text goes through the fonts' printable() (fonts.ts): Unicode fonts, never wrong letters.
import PDFDocument from 'pdfkit';
import { pdfFonts } from './fonts.js';
import { invoiceName } from '../domain/invoice-numbers.js';
import { formatMoney } from '../domain/money.js';
import type { CustomerRecord, InvoiceRecord } from '../store/store.js';

export interface InvoiceDocument {
  seller: string;
  invoice: InvoiceRecord;
  customer: CustomerRecord;
}

const left = 50;
const right = 545;
const columns = { description: left, quantity: 300, unitPrice: 345, taxRate: 425, amount: 470 };
const pageBottom = 760;

function markFor(status: InvoiceRecord['status']): string | undefined {
  return status === 'draft' ? 'DRAFT' : status === 'void' ? 'VOID' : undefined;
}

function drawMark(doc: PDFKit.PDFDocument, mark: string | undefined): void {
  if (!mark) return;
  doc.save().rotate(-35, { origin: [297, 421] }).fillColor('#d0d0d0').font('bold').fontSize(120)
    .text(mark, 0, 360, { width: 595, align: 'center', lineBreak: false }).restore().fillColor('black');
}

function tableHeader(doc: PDFKit.PDFDocument, y: number): number {
  doc.font('bold').fontSize(9);
  doc.text('Description', columns.description, y).text('Qty', columns.quantity, y, { width: 40, align: 'right' })
    .text('Unit price', columns.unitPrice, y, { width: 75, align: 'right' })
    .text('Tax', columns.taxRate, y, { width: 40, align: 'right' })
    .text('Amount', columns.amount, y, { width: 75, align: 'right' });
  doc.moveTo(left, y + 14).lineTo(right, y + 14).stroke();
  return y + 20;
}

export function renderInvoicePdf({ seller, invoice, customer }: InvoiceDocument): Promise<Buffer> {
  const created = new Date(invoice.createdAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: left,
    info: { Title: `Invoice ${invoiceName(invoice)}`, Author: seller, Creator: 'folio', Producer: 'folio', CreationDate: created, ModDate: created },
  });
  const fonts = pdfFonts();
  // pdfkit takes a parsed fontkit font as it takes a file (its types name only the file forms).
  doc.registerFont('regular', fonts.regular as unknown as Buffer).registerFont('bold', fonts.bold as unknown as Buffer);
  const print = fonts.printable;
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const mark = markFor(invoice.status);
  drawMark(doc, mark);

  doc.font('bold').fontSize(20).text(print(seller), left, 50, { width: 280 });
  doc.font('regular').fontSize(10).text(`Invoice ${invoiceName(invoice)}`, left, doc.y + 2);
  const facts: Array<[string, string]> = [
    ['Number', invoice.number ?? 'none until sent'], ['Id', invoice.id], ['Issued', invoice.createdAt.slice(0, 10)], ['Due', invoice.dueDate], ['Status', invoice.status],
  ];
  facts.forEach(([label, value], i) => {
    doc.font('bold').fontSize(9).text(label, 340, 52 + i * 14, { width: 55 });
    doc.font('regular').text(value, 395, 52 + i * 14, { width: 150, align: 'right' });
  });

  const a = customer.address;
  const billTo = [customer.name, a.line1, a.line2, `${a.postal_code} ${a.city}`, a.country,
    customer.taxId ? `Tax ID: ${customer.taxId}` : null].filter((part): part is string => Boolean(part));
  doc.font('bold').fontSize(9).text('Bill to', left, 130);
  doc.font('regular').fontSize(10).text(print(billTo.join('\n')), left, 144, { width: 260 });

  let y = tableHeader(doc, Math.max(doc.y + 24, 240));
  doc.font('regular').fontSize(9);
  for (const line of invoice.lines) {
    const description = print(line.description);
    const height = doc.heightOfString(description, { width: 240 });
    if (y + height > pageBottom) {
      doc.addPage();
      drawMark(doc, mark);
      y = tableHeader(doc, 50);
      doc.font('regular').fontSize(9);
    }
    const net = line.quantity * line.unit_price.amount;
    doc.text(description, columns.description, y, { width: 240 })
      .text(String(line.quantity), columns.quantity, y, { width: 40, align: 'right' })
      .text(money(line.unit_price.amount), columns.unitPrice, y, { width: 75, align: 'right' })
      .text(line.tax_rate === undefined ? '-' : `${line.tax_rate}%`, columns.taxRate, y, { width: 40, align: 'right' })
      .text(money(net), columns.amount, y, { width: 75, align: 'right' });
    y += Math.max(height, 12) + 6;
  }
  if (y > pageBottom - 80) {
    doc.addPage();
    drawMark(doc, mark);
    y = 50;
  }
  doc.moveTo(340, y).lineTo(right, y).stroke();
  const totals: Array<[string, number, boolean]> = [['Subtotal', invoice.subtotal, false], ['Tax', invoice.tax, false], ['Total', invoice.total, true]];
  totals.forEach(([label, amount, strong], i) => {
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 9);
    doc.text(label, 340, y + 8 + i * 16, { width: 80 }).text(money(amount), 420, y + 8 + i * 16, { width: 125, align: 'right' });
  });
  if (invoice.notes) {
    doc.font('bold').fontSize(9).text('Notes', left, y + 70);
    doc.font('regular').fontSize(9).text(print(invoice.notes), left, y + 84, { width: right - left });
  }
  doc.end();
  return done;
}
