// Updating a draft (D6, D37): a field sent replaces the one stored; lines bring their totals.
// The draft is read and held in the transaction that writes it, so a send or a void racing with
// the update either comes first and refuses it, or waits and sees it.
import type { components } from '../../generated/invoicing.js';
import { allows } from '../domain/lifecycle.js';
import { computeTotals } from '../domain/totals.js';
import { resolveDocumentAllowances } from '../domain/tax-categories.js';
import { assertSupply } from '../domain/supply-date.js';
import { assertDueDate } from '../domain/due-date.js';
import { invoiceEvent, invoiceEventTypes } from '../events/event-factory.js';
import type { InvoiceWrite, Op, Tx } from '../store/tx.js';
import type { InvoiceRecord } from '../domain/records.js';
import type { InvoiceChange } from './outcomes.js';

export interface UpdateRequest {
  accountId: string;
  invoiceId: string;
  body: components['schemas']['InvoiceUpdate'];
  at: string;
  requestId: string | null;
}

/** The fields the body replaces on `current`, or a DomainError for the first that breaks a rule. */
function draftChanges(body: UpdateRequest['body'], current: InvoiceRecord): InvoiceWrite {
  const changes: InvoiceWrite = {};
  if (body.lines !== undefined || body.discounts !== undefined || body.charges !== undefined) {
    // Lines, discounts and charges decide each other (a percentage's base, a discount's category): what is not sent is kept and resolved again.
    const resolved = resolveDocumentAllowances(body.lines ?? current.lines, body.discounts ?? current.discounts, body.charges ?? current.charges);
    Object.assign(changes, resolved, computeTotals(resolved.lines, 'invoice', resolved));
  }
  assertSupply(body);
  // A supply date and a service period exclude each other: setting one clears the other (D37).
  if (body.supply_date !== undefined) Object.assign(changes, { supplyDate: body.supply_date }, body.supply_date !== null && { servicePeriod: null });
  if (body.service_period !== undefined) Object.assign(changes, { servicePeriod: body.service_period }, body.service_period !== null && { supplyDate: null });
  if (body.buyer_reference !== undefined) changes.buyerReference = body.buyer_reference;
  if (body.purchase_order !== undefined) changes.purchaseOrder = body.purchase_order;
  if (body.due_date !== undefined) {
    assertDueDate(body.due_date, new Date(current.createdAt));
    changes.dueDate = body.due_date;
  }
  if (body.notes !== undefined) changes.notes = body.notes;
  if (body.metadata !== undefined) changes.metadata = body.metadata;
  return changes;
}

export function* updateInvoice(tx: Tx, { accountId, invoiceId: id, body, at, requestId }: UpdateRequest): Op<InvoiceChange> {
  const current = yield* tx.readInvoice(accountId, id, 'update');
  if (!current) return { kind: 'not_found' };
  if (!allows('update', current.status)) return { kind: 'conflict', invoice: current };
  const invoice = yield* tx.updateInvoice(id, { ...draftChanges(body, current), updatedAt: at });
  yield* tx.appendEvent(invoiceEvent(invoiceEventTypes.update, invoice, at, requestId));
  return { kind: 'changed', invoice };
}
