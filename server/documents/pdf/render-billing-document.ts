// The PDF of a legal invoice or credit note (D13, D34, D37, D39, D41), drawn from one resolved
// BillingDocument in the customer's language: the seller's legal identity, the buyer, the number
// and the dates of Article 226 (issue, supply or service period, due), the lines with their rate
// and category, one tax line per breakdown entry with its exemption reason, the totals, what was
// credited and paid and what is still due, the payment terms and the bank details, and for a
// credit note the invoice it corrects. A DRAFT or VOID mark is a band above the header of every
// page, where it covers no figure (R94). The same document gives the same bytes.
import { creditReasonOf, documentFormat, documentMark, labelsFor, postalLines, type BillingDocument, type DocumentFormat, type DocumentLabels } from '../../domain/documents/index.js';
import { amountColumn, grey, page, type Drawing } from './billing-layout.js';
import { drawSummary } from './billing-summary.js';
import { drawLegalFooter, legalFooterHeight, legalFooterTop } from './legal-footer.js';
import { drawMarkBand, type Mark } from './mark-band.js';
import { oneLine, openPdf } from './pdf-canvas.js';

/** Where each column of the lines begins and how wide it is; a figure wider than its column is set smaller (oneLine). */
const columns = {
  description: { x: page.left, width: 214 }, quantity: { x: 268, width: 40 }, unitPrice: { x: 312, width: 76 },
  vat: { x: 392, width: 48 }, amount: amountColumn,
};
/** Where the labels and the values of the facts at the top right begin. */
const facts = { label: 306, value: 412 };

function markOf(document: BillingDocument, labels: DocumentLabels): Mark | null {
  const mark = documentMark(document);
  return mark ? { word: labels[mark], sentence: labels[`${mark}Sentence`] } : null;
}

/** Lines of text without the empty ones. */
const present = (...parts: Array<string | null | undefined | false>) => parts.filter((part): part is string => Boolean(part));

function addressLines(address: BillingDocument['buyer']['address'] | null, format: DocumentFormat): string[] {
  if (!address) return [];
  return postalLines(address, format.country(address.country));
}

/** The seller's legal identity at the top left; returns the y below it. */
function drawSeller({ doc, write, labels, format }: Drawing, seller: BillingDocument['seller']): number {
  doc.fillColor('black');
  write(seller.legalName, { face: 'bold', size: 15, x: page.left, y: page.top, width: 250 });
  const contact = present(seller.contact.name, seller.contact.email && labels.field(labels.email, seller.contact.email),
    seller.contact.phone && labels.field(labels.phone, seller.contact.phone));
  const details = present(...addressLines(seller.address, format), seller.vatId && labels.field(labels.vatId, seller.vatId),
    seller.taxNumber && labels.field(labels.taxNumber, seller.taxNumber), ...contact);
  doc.fillColor(grey);
  write(details.join('\n'), { face: 'regular', size: 8.5, x: page.left, y: doc.y + 4, width: 250 });
  doc.fillColor('black');
  return doc.y;
}

/** The facts of Article 226 at the right: number, dates, the corrected invoice, the buyer's references. */
function factsOf(document: BillingDocument, labels: DocumentLabels, format: DocumentFormat): Array<[string, string]> {
  const { supplyDate, servicePeriod, precedingInvoice } = document;
  const reason = creditReasonOf(document);
  return [
    [labels.number, document.number ?? labels.notIssued],
    [labels.issueDate, document.issueDate ? format.date(document.issueDate) : labels.notIssued],
    ...(supplyDate ? [[labels.supplyDate, format.date(supplyDate)] as [string, string]] : []),
    ...(servicePeriod ? [[labels.servicePeriod, format.dateRange(servicePeriod.start, servicePeriod.end)] as [string, string]] : []),
    ...(document.dueDate ? [[labels.dueDate, format.date(document.dueDate)] as [string, string]] : []),
    ...(precedingInvoice ? [[labels.corrects, labels.invoiceOf(precedingInvoice.number, format.date(precedingInvoice.issueDate))] as [string, string]] : []),
    ...(reason ? [[reason.label, reason.value] as [string, string]] : []),
    ...(document.buyerReference ? [[labels.buyerReference, document.buyerReference] as [string, string]] : []),
    ...(document.purchaseOrder ? [[labels.purchaseOrder, document.purchaseOrder] as [string, string]] : []),
  ];
}

/** The title, the facts and the buyer; returns the y where the lines begin. */
function drawHeader(drawing: Drawing, document: BillingDocument): number {
  const { doc, write, labels, format } = drawing;
  const below = drawSeller(drawing, document.seller);
  // One line, set smaller when the word is long ("Rechnungskorrektur").
  oneLine(doc.font('bold'), document.kind === 'invoice' ? labels.invoice : labels.creditNote, { x: 330, y: page.top - 3, width: page.right - 330, size: 20 });

  let factsY = page.top + 34;
  for (const [label, value] of factsOf(document, labels, format)) {
    doc.font('bold').fontSize(8.5).text(label, facts.label, factsY + 0.5, { width: facts.value - facts.label - 4 });
    write(value, { face: 'regular', size: 9, x: facts.value, y: factsY, width: page.right - facts.value });
    factsY = Math.max(doc.y, factsY + 12) + 2;
  }
  if (document.kind === 'invoice' && !document.supplyDate && !document.servicePeriod) {
    doc.font('regular').fontSize(8.5).fillColor(grey).text(labels.supplyIsIssueDate, facts.label, factsY + 2, { width: page.right - facts.label }).fillColor('black');
    factsY = doc.y;
  }

  const buyerY = Math.max(below + 22, 150);
  const { buyer } = document;
  doc.font('bold').fontSize(8.5).text(labels.buyer, page.left, buyerY);
  write(buyer.name, { face: 'bold', size: 10, x: page.left, y: doc.y + 2, width: 250 });
  const buyerLines = present(...addressLines(buyer.address, format), buyer.taxId && labels.field(labels.vatId, buyer.taxId));
  write(buyerLines.join('\n'), { face: 'regular', size: 9.5, x: page.left, y: doc.y + 1, width: 250 });
  return Math.max(doc.y, factsY) + 24;
}

function tableHeader({ doc, labels }: Drawing, y: number): number {
  doc.font('bold').fontSize(8.5);
  doc.text(labels.description, columns.description.x, y);
  for (const [label, column] of [[labels.quantity, columns.quantity], [labels.unitPrice, columns.unitPrice], [labels.vat, columns.vat], [labels.amount, columns.amount]] as const) {
    oneLine(doc, label, { ...column, y, size: 8.5 });
  }
  doc.moveTo(page.left, y + 13).lineTo(page.right, y + 13).lineWidth(0.6).stroke();
  return y + 19;
}

/** The rate and category of a line as its VAT column shows them: "19 %", "0 % AE", "O". */
function vatCell(line: BillingDocument['lines'][number], format: DocumentFormat): string {
  if (line.taxCategory === 'O') return 'O';
  return line.taxCategory === 'S' ? format.percent(line.taxRate) : `${format.percent(line.taxRate)} ${line.taxCategory}`;
}

/** A line's discount (BG-27) under it, in grey: "Discount 10 %: Volume discount" and the amount taken off. */
function drawLineDiscount(drawing: Drawing, discount: NonNullable<BillingDocument['lines'][number]['discount']>, top: number): number {
  const { doc, write, heightOf, format, labels } = drawing;
  const name = `${labels.discount}${discount.percentage === null ? '' : ` ${format.percent(discount.percentage)}`}`;
  const text = discount.reason ? labels.field(name, discount.reason) : name;
  const box = { face: 'regular', size: 8, width: columns.description.width } as const;
  const height = Math.max(heightOf(text, box), 10);
  const y = drawing.room(top - 3, height);
  doc.fillColor(grey);
  write(text, { ...box, x: columns.description.x + 8, y });
  oneLine(doc.font('regular'), format.money(-discount.amount), { ...columns.amount, y, size: 8 });
  doc.fillColor('black');
  return y + height + 5;
}

function drawLines(drawing: Drawing, document: BillingDocument, top: number): number {
  const { doc, write, heightOf, format } = drawing;
  let y = tableHeader(drawing, top);
  const box = { face: 'regular', size: 9, width: columns.description.width } as const;
  for (const line of document.lines) {
    const height = Math.max(heightOf(line.description, box), 11);
    const next = drawing.room(y, height);
    if (next !== y) y = tableHeader(drawing, next);
    write(line.description, { ...box, x: columns.description.x, y });
    doc.font('regular').fontSize(9);
    oneLine(doc, format.quantity(line.quantity), { ...columns.quantity, y, size: 9 });
    oneLine(doc, format.money(line.unitPrice), { ...columns.unitPrice, y, size: 9 });
    oneLine(doc, vatCell(line, format), { ...columns.vat, y, size: 9 });
    oneLine(doc, format.money(line.grossAmount), { ...columns.amount, y, size: 9 });
    y += height + 5;
    if (line.discount) y = drawLineDiscount(drawing, line.discount, y);
  }
  return y;
}

/**
 * On every page, once all are written (pdfkit also adds pages itself for a text longer than one):
 * the mark in its band, and at the foot the seller's legal mentions (D52), the title, the id and the page's number.
 */
function drawEveryPage(drawing: Drawing, document: BillingDocument, title: string): void {
  const { doc, labels } = drawing;
  const mark = markOf(document, labels);
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    drawMarkBand(doc, mark);
    // Below the bottom margin pdfkit would start a new page for any text; the footer stays on this one.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    drawLegalFooter(drawing, document);
    doc.font('regular').fontSize(7.5).fillColor(grey);
    doc.text(document.number ? `${title} · ${document.id}` : title, page.left, 805, { width: 300, lineBreak: false });
    doc.text(labels.page(index - start + 1, count), page.right - 150, 805, { width: 150, align: 'right', lineBreak: false });
    doc.fillColor('black');
    doc.page.margins.bottom = margin;
  }
}

/** The document as a PDF in its locale (R93-R96); the service renders through its pool (server/documents/document-renderer.ts). */
export function renderBillingDocumentPdf(document: BillingDocument): Promise<Buffer> {
  const labels = labelsFor(document.locale);
  const format = documentFormat(document.locale, document.currency);
  const title = `${document.kind === 'invoice' ? labels.invoice : labels.creditNote} ${document.number ?? document.id}`;
  const { doc, write, heightOf, finish } = openPdf({ title, author: document.seller.legalName, createdAt: document.createdAt, bufferPages: true });
  // The seller's legal mentions stand above the foot of every page; the content ends above them.
  const bottom = Math.min(page.bottom, legalFooterTop - legalFooterHeight({ heightOf }, document) - 6);
  const drawing: Drawing = {
    doc, write, heightOf, labels, format,
    room(y, height) {
      if (y + height <= bottom) return y;
      doc.addPage();
      return page.top;
    },
  };
  const linesTop = drawHeader(drawing, document);
  drawSummary(drawing, document, drawLines(drawing, document, linesTop) + 6);
  drawEveryPage(drawing, document, title);
  return finish();
}
