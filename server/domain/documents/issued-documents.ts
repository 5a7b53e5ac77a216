// What an issued document is (D49): a sent invoice's and a credit note's documents are rendered
// once from the data frozen when they were issued and stored; nothing after that (payments,
// credit notes, voiding, a new version of folio) changes them. These rules say which formats
// are stored at once, and which of an invoice's facts belong to it as issued.
import type { CustomerDetails, DocumentFormat, InvoiceRecord } from '../records.js';

/**
 * The formats an invoice's send renders and stores at once: its PDF, and the e-invoice the customer
 * receives, which send has checked against the format's rules. A credit note stores its PDF at once
 * and an e-invoice at its first download, when a refusal of the format's rules can be answered.
 */
export function formatsIssuedAtOnce(customer: Pick<CustomerDetails, 'e_invoice_format'> | null): DocumentFormat[] {
  return customer?.e_invoice_format ? ['pdf', customer.e_invoice_format] : ['pdf'];
}

/** Whether the invoice's documents are issued (stored, never changing) or a draft's (current data, never stored). */
export function isIssued(invoice: Pick<InvoiceRecord, 'number'>): boolean {
  return invoice.number !== null;
}

/**
 * The invoice as its documents show it. A draft is shown as it is now. A sent invoice is shown as
 * it was issued: open, with no credit notes, and with only the payments recorded before it was
 * sent (BT-113); what came later is in the API and the events, never on its documents.
 */
export function invoiceAsIssued(invoice: InvoiceRecord): InvoiceRecord {
  if (!isIssued(invoice)) return invoice;
  const sentAt = invoice.sentAt ?? invoice.updatedAt;
  // Strictly before: a payment is recorded on an invoice already sent, at the earliest in the instant of sending.
  const payments = invoice.payments.filter((payment) => payment.createdAt < sentAt);
  const amountPaid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  return { ...invoice, status: 'open', payments, amountPaid, amountCredited: 0, paidAt: null, voidedAt: null };
}
