// Creating a draft (D5, D9, D33, D37, D40): its customer is read in the transaction that writes
// the draft, so a customer deleted a moment before is refused; totals are computed here, never
// taken from the client; a draft has no number yet.
import type { components } from '../../generated/invoicing.js';
import { assertBillable } from '../domain/customers.js';
import { invalid } from '../domain/domain-error.js';
import { assertDueDate, defaultDueDate } from '../domain/due-date.js';
import { invoiceActions } from '../domain/lifecycle.js';
import { draftDefaults, type InvoiceRecord } from '../domain/records.js';
import { assertSupply } from '../domain/supply-date.js';
import { resolveDocumentAllowances } from '../domain/tax-categories.js';
import { computeTotals } from '../domain/totals.js';
import { invoiceEvent, invoiceEventTypes } from '../events/event-factory.js';
import { newId } from '../ids.js';
import type { Op, Tx } from '../store/tx.js';
import { keyed } from './keyed.js';
import type { EarlierOutcome, KeyedRequest } from './outcomes.js';

export interface CreateInvoiceRequest {
  accountId: string;
  body: components['schemas']['InvoiceCreate'];
  now: Date;
  requestId: string | null;
  idempotency?: KeyedRequest<InvoiceCreated>;
}

export type InvoiceCreated = { kind: 'created'; invoice: InvoiceRecord };

export function* createInvoice(tx: Tx, { accountId, body, now, requestId, idempotency }: CreateInvoiceRequest): Op<InvoiceCreated | EarlierOutcome> {
  const at = now.toISOString();
  return yield* keyed(tx, accountId, at, idempotency, function* (): Op<InvoiceCreated> {
    const customer = yield* tx.readCustomer(accountId, body.customer_id, 'share');
    if (!customer) throw invalid(`No customer with id '${body.customer_id}' exists.`, 'customer_id');
    assertBillable(customer);
    const { lines, discounts, charges } = resolveDocumentAllowances(body.lines, body.discounts ?? [], body.charges ?? []);
    const totals = computeTotals(lines, 'invoice', { discounts, charges });
    const dueDate = body.due_date ?? defaultDueDate(now);
    assertDueDate(dueDate, now);
    assertSupply(body);
    const invoice: InvoiceRecord = {
      ...draftDefaults,
      id: newId('inv'), accountId, customerId: body.customer_id, number: null, status: invoiceActions.create.to, lines, discounts, charges, ...totals,
      amountCredited: 0, amountPaid: 0, payments: [], paidAt: null, dueDate,
      supplyDate: body.supply_date ?? null, servicePeriod: body.service_period ?? null,
      buyerReference: body.buyer_reference ?? customer.buyerReference, purchaseOrder: body.purchase_order ?? null,
      notes: body.notes ?? null, metadata: body.metadata ?? {}, createdAt: at, updatedAt: at,
    };
    yield* tx.insertInvoice(invoice);
    yield* tx.appendEvent(invoiceEvent(invoiceEventTypes.create, invoice, at, requestId));
    return { kind: 'created', invoice };
  });
}
