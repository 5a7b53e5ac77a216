// The sentences an e-invoice carries for its reader, in the customer's language (D39), in the
// words and formats of the PDF (document-labels.ts, document-format.ts), so the two say the same:
// the payment terms (BT-20), or for a credit note the invoice it corrects, and the caller's own
// notes (BT-22).
import { creditReasonOf, documentFormat, labelsFor, type BillingDocument } from '../../domain/documents/index.js';

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

/**
 * BT-22: a credit note's reason in the customer's language (EN 16931 has no term of its own for
 * it, D52), then the caller's notes as written; null when there are none. One note, as Peppol
 * allows one. A credit note is a document of its own, never noted on its invoice (D49).
 */
export function documentNote(doc: BillingDocument): string | null {
  const reason = creditReasonOf(doc);
  return [reason && labelsFor(doc.locale).field(reason.label, reason.value), doc.notes].filter(Boolean).join('\n') || null;
}
