// What a billing document's PDF shows below its lines (D36, D37, D41, D50): one tax line per breakdown
// entry with its exemption reason, the document's discounts and charges with their reasons and
// rates, subtotal, tax and total, the payments made before sending with what is
// still due, then the payment terms, the seller's bank details and the notes. Each block moves to
// a new page when it would not fit on this one.
import { asksForPayment, documentFormat, exemptionReasonIn, latePaymentMention, reverseChargeMention, type BillingDocument } from '../../domain/documents/index.js';
import { amountColumn, grey, page, type Drawing } from './billing-layout.js';
import { oneLine } from './pdf-canvas.js';

const taxableColumn = { x: 346, width: 94 } as const;
/** Summary labels end just before the amounts, right-aligned. */
const summaryLabel = { x: 200, width: amountColumn.x - 8 - 200 } as const;
const dayMs = 86_400_000;

function drawBreakdown(drawing: Drawing, document: BillingDocument, top: number): number {
  const { doc, write, heightOf, labels, format } = drawing;
  let y = drawing.room(top, 40);
  doc.font('bold').fontSize(8.5).text(labels.vatBreakdown, page.left, y);
  oneLine(doc, labels.taxableAmount, { ...taxableColumn, y, size: 8.5 });
  oneLine(doc, labels.vat, { ...amountColumn, y, size: 8.5 });
  doc.moveTo(page.left, y + 13).lineTo(page.right, y + 13).lineWidth(0.6).stroke();
  y += 19;
  for (const entry of document.taxBreakdown) {
    const name = labels.categories[entry.category];
    const label = entry.category === 'S' ? `${name} ${format.percent(entry.rate)}` : `${name} (${entry.category})`;
    const reason = exemptionReasonIn(document.locale, entry.category, entry.exemptionReason);
    const detail = reason && reason !== name ? reason : null;
    const detailBox = { face: 'regular', size: 8, width: 280 } as const;
    const height = 12 + (detail ? heightOf(detail, detailBox) : 0);
    y = drawing.room(y, height);
    doc.font('regular').fontSize(9).text(label, page.left, y, { width: 280 });
    if (detail) {
      doc.fillColor(grey);
      write(detail, { ...detailBox, x: page.left, y: y + 12 });
      doc.fillColor('black');
    }
    oneLine(doc.font('regular'), format.money(entry.taxableAmount), { ...taxableColumn, y, size: 9 });
    oneLine(doc, format.money(entry.taxAmount), { ...amountColumn, y, size: 9 });
    y += height + 4;
  }
  return y;
}

/** "Discount 3 %: Early payment (VAT 19 %)": what a document discount or charge is, its reason and its VAT. */
function allowanceLabel({ labels, format }: Drawing, item: BillingDocument['allowanceCharges'][number]): string {
  const name = `${item.kind === 'discount' ? labels.discount : labels.charge}${item.percentage === null ? '' : ` ${format.percent(item.percentage)}`}`;
  const vat = item.taxCategory === 'O' ? labels.categories.O
    : item.taxCategory === 'S' ? `${labels.vat} ${format.percent(item.taxRate)}` : `${labels.vat} ${format.percent(item.taxRate)} ${item.taxCategory}`;
  return labels.field(name, `${item.reason ?? item.reasonCode ?? ''} (${vat})`);
}

/** One summary row: a label ending where the amount begins, and the amount. */
function row(drawing: Drawing, y: number, label: string, amount: number, strong = false): number {
  const { doc, write, heightOf } = drawing;
  const size = strong ? 10.5 : 9;
  const box = { face: strong ? 'bold' : 'regular', size, width: summaryLabel.width, align: 'right' } as const;
  const height = Math.max(heightOf(label, box), size + 3);
  const at = drawing.room(y, height);
  write(label, { ...box, x: summaryLabel.x, y: at });
  oneLine(doc, drawing.format.money(amount), { ...amountColumn, y: at, size });
  return at + height + 4;
}

function drawTotals(drawing: Drawing, document: BillingDocument, top: number): number {
  const { doc, labels, format } = drawing;
  let y = drawing.room(top, 60);
  doc.moveTo(summaryLabel.x + 100, y).lineTo(page.right, y).lineWidth(0.6).stroke();
  y += 6;
  if (document.allowanceCharges.length > 0) {
    // D50: the lines' sum, each discount and charge with its reason and VAT rate, then the net total they leave.
    y = row(drawing, y, labels.linesTotal, document.subtotal);
    for (const item of document.allowanceCharges) y = row(drawing, y, allowanceLabel(drawing, item), item.kind === 'discount' ? -item.amount : item.amount);
    y = row(drawing, y, labels.subtotal, document.totalExcludingTax);
  } else {
    y = row(drawing, y, labels.subtotal, document.subtotal);
  }
  y = row(drawing, y, labels.vat, document.tax);
  y = row(drawing, y, labels.total, document.total, true);
  y = taxCurrencyRow(drawing, document, y);
  if (document.payments.length === 0) return y;
  for (const payment of document.payments) {
    const label = [labels.paymentOf(format.date(payment.paidAt)), payment.method && labels.methods[payment.method],
      payment.reference && `${labels.reference} ${payment.reference}`].filter(Boolean).join(', ');
    y = row(drawing, y, label, -payment.amount);
  }
  doc.moveTo(summaryLabel.x + 100, y).lineTo(page.right, y).lineWidth(0.6).stroke();
  return row(drawing, y + 6, labels.amountDue, document.amountDue, true);
}

/** The VAT total in the seller's accounting currency at the rate given at send (D52, Art. 230), below the total; nothing when there is none. */
function taxCurrencyRow(drawing: Drawing, document: BillingDocument, y: number): number {
  const converted = document.taxCurrency;
  if (!converted) return y;
  const { doc, write, heightOf, labels, format } = drawing;
  const label = labels.vatInTaxCurrency(converted.currency, format.exchangeRate(converted.exchangeRate), document.currency);
  // The rate makes the label long: it may start at the left margin, still ending where the amount begins.
  const box = { face: 'regular', size: 9, width: summaryLabel.x + summaryLabel.width - page.left, align: 'right' } as const;
  const height = Math.max(heightOf(label, box), 12);
  const at = drawing.room(y, height);
  write(label, { ...box, x: page.left, y: at });
  oneLine(doc, documentFormat(document.locale, converted.currency).money(converted.tax), { ...amountColumn, y: at, size: 9 });
  return at + height + 4;
}

/** A bold heading and its text, kept together on one page. */
function block(drawing: Drawing, y: number, heading: string, text: string): number {
  const { doc, write, heightOf } = drawing;
  const box = { face: 'regular', size: 9, width: page.right - page.left } as const;
  const at = drawing.room(y, 14 + heightOf(text, box));
  doc.font('bold').fontSize(8.5).text(heading, page.left, at);
  write(text, { ...box, x: page.left, y: doc.y + 2 });
  return doc.y + 12;
}

function paymentTerms(drawing: Drawing, document: BillingDocument): string | null {
  if (!asksForPayment(document) || !document.dueDate) return null;
  if (document.amountDue === 0 && document.amountPaid > 0) return drawing.labels.paidInFull;
  const days = document.issueDate ? Math.round((Date.parse(document.dueDate) - Date.parse(document.issueDate)) / dayMs) : null;
  // A French seller's invoice states its late-payment penalties and recovery fee (L441-10, D52).
  return [drawing.labels.payableWithin(days, drawing.format.date(document.dueDate)), latePaymentMention(document)].filter(Boolean).join('\n');
}

/** A paragraph without a heading, kept on one page. */
function paragraph(drawing: Drawing, y: number, text: string): number {
  const box = { face: 'bold', size: 9, width: page.right - page.left } as const;
  const at = drawing.room(y, drawing.heightOf(text, box));
  drawing.write(text, { ...box, x: page.left, y: at });
  return drawing.doc.y + 12;
}

function bankDetails({ labels }: Drawing, document: BillingDocument): string | null {
  const payment = document.seller.payment;
  if (!asksForPayment(document) || !payment) return null;
  const iban = payment.iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
  return [
    `IBAN ${iban}${payment.bic ? `   BIC ${payment.bic}` : ''}`,
    payment.accountHolder && labels.field(labels.accountHolder, payment.accountHolder),
    document.number && labels.field(labels.paymentReference, document.number),
  ].filter(Boolean).join('\n');
}

/** Draws everything below the lines, from `top`. */
export function drawSummary(drawing: Drawing, document: BillingDocument, top: number): void {
  let y = drawTotals(drawing, document, drawBreakdown(drawing, document, top) + 8) + 14;
  // Art. 226(11a): a reverse-charged line asks for the mention, not only the category code (D52).
  const reverseCharge = reverseChargeMention(document);
  if (reverseCharge) y = paragraph(drawing, y, reverseCharge);
  const terms = paymentTerms(drawing, document);
  if (terms) y = block(drawing, y, drawing.labels.paymentTerms, terms);
  const bank = bankDetails(drawing, document);
  if (bank) y = block(drawing, y, drawing.labels.bankDetails, bank);
  if (document.notes) block(drawing, y, drawing.labels.notes, document.notes);
}
