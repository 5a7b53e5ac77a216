// The sentences an e-invoice carries for its reader, in the customer's language (D39), in the
// words and formats of the PDF (document-labels.ts, document-format.ts), so the two say the same:
// the payment terms (BT-20), or for a credit note the invoice it corrects, and the note naming
// the credit notes against an invoice (BT-22) beside the caller's own notes.
import type { BillingDocument } from '../domain/billing-document.js';
import { documentFormat } from '../domain/document-format.js';
import { labelsFor } from '../domain/document-labels.js';

const dayMs = 86_400_000;

/** BT-20: when the invoice is to be paid, as the PDF says it; for a credit note, which invoice it corrects. */
export function paymentTerms(doc: BillingDocument): string {
  const labels = labelsFor(doc.locale);
  const format = documentFormat(doc.locale, doc.currency);
  if (doc.kind === 'credit_note' && doc.precedingInvoice) {
    return `${labels.corrects} ${labels.invoiceOf(doc.precedingInvoice.number, format.date(doc.precedingInvoice.issueDate))}.`;
  }
  const due = doc.dueDate ?? doc.issueDate!;
  return labels.payableWithin(Math.round((Date.parse(due) - Date.parse(doc.issueDate!)) / dayMs), format.date(due));
}

/** BT-22: the caller's notes as written, then the credit notes against the invoice; null when there is neither. */
export function documentNote(doc: BillingDocument): string | null {
  const labels = labelsFor(doc.locale);
  const format = documentFormat(doc.locale, doc.currency);
  const credits = doc.credits.map((credit) => `${labels.creditNoteOf(credit.number, format.date(credit.issueDate))}: ${format.money(credit.total)}`);
  const parts = [doc.notes, ...credits].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join('\n') : null;
}
