// Records as the contract's response bodies.
import type { components } from '../../generated/invoicing.js';
import type { CustomerRecord, InvoiceRecord } from '../store/store.js';

export type Invoice = components['schemas']['Invoice'];
export type Customer = components['schemas']['Customer'];

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
  };
}
