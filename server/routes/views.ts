// Records as the contract's response bodies.
import type { components } from '../../generated/invoicing.js';
import type { CreditNoteRecord, CustomerRecord, InvoiceRecord } from '../domain/records.js';
import { amountDue } from '../domain/credit-notes.js';
import { isDeleted } from '../domain/customers.js';

export type Invoice = components['schemas']['Invoice'];
export type Customer = components['schemas']['Customer'];
export type CreditNote = components['schemas']['CreditNote'];

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
    due_date: record.dueDate,
    created_at: record.createdAt,
    pdf_url: pdfUrl,
    notes: record.notes,
    metadata: record.metadata,
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
