// The events of D30, made from the resource (invoice, customer, credit note) as the API returns
// it after the change (the view functions of server/views.ts). The types each maker
// takes come from the contract's webhooks (event-types.ts). A pdf_url is stored as null: a
// signed link lasts an hour, so every read and every webhook call puts a fresh one in
// (event-view.ts).
import { creditNoteView, customerView, invoiceView } from '../views.js';
import type { InvoiceActionName } from '../domain/lifecycle.js';
import { newId } from '../ids.js';
import type { EventRecord } from '../store/event-store.js';
import type { EventFor } from '../store/store.js';
import type { CreditNoteRecord, CustomerRecord, InvoiceRecord } from '../domain/records.js';
import type { EventTypeOf } from './event-types.js';

/** The event type of each invoice action that changes an invoice. */
export const invoiceEventTypes: Record<InvoiceActionName, EventTypeOf<'invoice'>> = {
  create: 'invoice.created', update: 'invoice.updated', send: 'invoice.sent', pay: 'invoice.paid', void: 'invoice.voided',
};

/** An event about an invoice as it is after the change. `requestId` is null when a worker made the change. */
export function invoiceEvent(type: EventTypeOf<'invoice'>, invoice: InvoiceRecord, at: string, requestId: string | null): EventRecord {
  return {
    id: newId('evt'), accountId: invoice.accountId, type, objectId: invoice.id, requestId,
    object: invoiceView(invoice, null), createdAt: at,
  };
}

/** The event of an invoice change whose result the store knows only inside its transaction. */
export function invoiceEventFor(type: EventTypeOf<'invoice'>, at: string, requestId: string | null): EventFor {
  return (invoice) => invoiceEvent(type, invoice, at, requestId);
}

export function customerCreatedEvent(customer: CustomerRecord, requestId: string): EventRecord {
  return customerEventFor('customer.created', customer.createdAt, requestId)(customer);
}

/** The event of a customer as the store commits it (created, changed or deleted, D40). */
export function customerEventFor(type: EventTypeOf<'customer'>, at: string, requestId: string): (customer: CustomerRecord) => EventRecord {
  return (customer) => ({
    id: newId('evt'), accountId: customer.accountId, type, objectId: customer.id, requestId,
    object: customerView(customer), createdAt: at,
  });
}

/** The event of a credit note as the store commits it (issued with its number, or voided). */
export function creditNoteEventFor(type: EventTypeOf<'credit_note'>, at: string, requestId: string): (creditNote: CreditNoteRecord) => EventRecord {
  return (creditNote) => ({
    id: newId('evt'), accountId: creditNote.accountId, type, objectId: creditNote.id, requestId,
    object: creditNoteView(creditNote, null), createdAt: at,
  });
}
