// Records as the contract's response bodies.
import type { components } from '../../generated/invoicing.js';
import type { CreditNoteRecord, CustomerRecord, InvoiceRecord } from '../domain/records.js';
import { amountDue, type PaymentRecord } from '../domain/payments.js';
import { isDeleted } from '../domain/customers.js';

export type Invoice = components['schemas']['Invoice'];
export type Customer = components['schemas']['Customer'];
export type CreditNote = components['schemas']['CreditNote'];
export type Payment = components['schemas']['Payment'];

/** The Invoice body, with a freshly signed pdf_url (null in a stored event, which gets a fresh one when read). */
export function invoiceView(record: InvoiceRecord, pdfUrl: string | null): Invoice {
  const money = (amount: number) => ({ amount, currency: record.currency });
  return {
    id: record.id,
    number: record.number,
    customer_id: record.customerId,
    status: record.status,
    lines: record.lines,
    subtotal: money(record.subtotal),
    tax: money(record.tax),
    total: money(record.total),
    amount_credited: money(record.amountCredited),
    amount_due: money(amountDue(record)),
    amount_paid: money(record.amountPaid),
    payments: record.payments.map(paymentView),
    paid_at: record.paidAt,
    due_date: record.dueDate,
    created_at: record.createdAt,
    pdf_url: pdfUrl,
    notes: record.notes,
    metadata: record.metadata,
  };
}

export function paymentView(record: PaymentRecord): Payment {
  return {
    id: record.id,
    invoice_id: record.invoiceId,
    amount: { amount: record.amount, currency: record.currency },
    paid_at: record.paidAt,
    method: record.method,
    reference: record.reference,
    created_at: record.createdAt,
  };
}

export function customerView(record: CustomerRecord): Customer {
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    address: record.address,
    tax_id: record.taxId,
    created_at: record.createdAt,
    deleted: isDeleted(record),
  };
}

/** The CreditNote body, with a freshly signed pdf_url (null in a stored event, which gets a fresh one when read). */
export function creditNoteView(record: CreditNoteRecord, pdfUrl: string | null): CreditNote {
  const money = (amount: number) => ({ amount, currency: record.currency });
  return {
    id: record.id,
    number: record.number,
    invoice_id: record.invoiceId,
    status: record.status,
    reason: record.reason,
    memo: record.memo,
    lines: record.lines,
    subtotal: money(record.subtotal),
    tax: money(record.tax),
    total: money(record.total),
    created_at: record.createdAt,
    pdf_url: pdfUrl,
  };
}
