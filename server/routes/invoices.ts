// Invoices: create (idempotent, D9), read, list (D10), update drafts (D6), send (D12)
// and void (D8); paying is in payments.ts (D7, D41). Totals are always computed here, never taken from the client.
// A write route prepares all its response needs (the signed pdf_url included) before the
// store commits, and afterwards only maps the committed record: nothing that can fail runs
// between the commit and the response.
import { Router, type Response } from 'express';
import type { components } from '../../generated/invoicing.js';
import type { AppDeps } from '../app-deps.js';
import { notFound, unprocessable } from '../http/errors/index.js';
import { computeTotals } from '../domain/totals.js';
import { assertBillable } from '../domain/customers.js';
import { assertDueDate, defaultDueDate } from '../domain/due-date.js';
import { allows, invoiceActions, refusal, transitionOf, type InvoiceActionName } from '../domain/lifecycle.js';
import { invoiceView } from '../views.js';
import { draftDefaults } from '../domain/records.js';
import { resolveTaxCategories } from '../domain/tax-categories.js';
import { assertSupply } from '../domain/supply-date.js';
import { canonicalInstant } from '../domain/instants.js';
import { decideSend } from '../domain/send-decision.js';
import { invoiceEvent, invoiceEventFor, invoiceEventTypes } from '../events/event-factory.js';
import { newId } from '../ids.js';
import { cancelledByVoid } from '../mail/cancellation.js';
import type { PdfLinks } from '../documents/pdf-links.js';
import type { ChangeOutcome, DraftChanges, Transition } from '../store/store.js';
import type { InvoiceRecord, InvoiceStatus } from '../domain/records.js';
import { formatsIssuedAtOnce } from '../domain/documents/index.js';
import { answerEarlier, idempotencyClaim } from './idempotency.js';
import { cursorScope, pageBody, readPageRequest } from './pagination.js';

type InvoiceCreate = components['schemas']['InvoiceCreate'];
type InvoiceUpdate = components['schemas']['InvoiceUpdate'];
type SendOptions = components['schemas']['SendOptions'];

type Action = Exclude<InvoiceActionName, 'create'>;

/** The invoice after a change, or the 404 or 409 that the outcome calls for. */
function settle(outcome: ChangeOutcome, id: string, action: Action): InvoiceRecord {
  if (outcome.kind === 'not_found') throw notFound('invoice', id);
  if (outcome.kind === 'conflict') throw refusal(outcome.invoice, action);
  return outcome.invoice;
}

/** The event that a state change writes with it (D30). */
function eventOf(action: Action, at: string, res: Response) {
  return invoiceEventFor(invoiceEventTypes[action], at, res.locals.requestId);
}

export function invoiceRoutes({ store, clock, config }: AppDeps, links: PdfLinks): Router {
  const router = Router();
  const view = (record: InvoiceRecord) => invoiceView(record, links.urlFor('invoice', record.id));

  async function requireCustomer(accountId: string, customerId: string) {
    const customer = await store.getCustomer(accountId, customerId);
    if (!customer) throw unprocessable(`No customer with id '${customerId}' exists.`, 'customer_id');
    assertBillable(customer);
    return customer;
  }

  router.post('/invoices', async (req, res) => {
    const input = req.body as InvoiceCreate;
    const accountId = res.locals.accountId;
    const now = clock();
    const claim = idempotencyClaim(req, input, now);
    const earlier = claim && (await store.findIdempotentResponse(accountId, claim));
    if (earlier) return answerEarlier(res, earlier, 'invoice');
    const customer = await requireCustomer(accountId, input.customer_id);
    const totals = computeTotals(input.lines);
    const lines = resolveTaxCategories(input.lines);
    const dueDate = input.due_date ?? defaultDueDate(now);
    assertDueDate(dueDate, now);
    assertSupply(input);
    const record: InvoiceRecord = {
      ...draftDefaults,
      id: newId('inv'),
      accountId,
      customerId: input.customer_id,
      number: null,
      status: invoiceActions.create.to,
      lines,
      ...totals,
      amountCredited: 0, amountPaid: 0, payments: [], paidAt: null,
      dueDate,
      supplyDate: input.supply_date ?? null,
      servicePeriod: input.service_period ?? null,
      buyerReference: input.buyer_reference ?? customer.buyerReference,
      purchaseOrder: input.purchase_order ?? null,
      notes: input.notes ?? null,
      metadata: input.metadata ?? {},
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    const body = view(record);
    // A request racing with the same key is settled inside the store, atomically with the insert.
    const event = invoiceEvent(invoiceEventTypes.create, record, record.createdAt, res.locals.requestId);
    const outcome = await store.insertInvoice(record, claim && { ...claim, response: { status: 201, body } }, event);
    if (outcome.kind !== 'created') return answerEarlier(res, outcome, 'invoice');
    res.status(201).json(body);
  });

  router.get('/invoices', async (req, res) => {
    type Range = { gte?: string; lt?: string } | undefined;
    const { status, customer_id, number, created, due_date } = req.query as { status?: string; customer_id?: string; number?: string; created?: Range; due_date?: Range };
    // Created bounds are compared as instants, in the form every stored time is written in (R139).
    const instant = (bound: string | undefined) => bound === undefined ? undefined : canonicalInstant(bound);
    const ranges = { createdGte: instant(created?.gte), createdLt: instant(created?.lt), dueDateGte: due_date?.gte, dueDateLt: due_date?.lt };
    const accountId = res.locals.accountId;
    // Every filter is bound into the cursor (D10), so a page cannot mix filters.
    const scope = cursorScope('invoices', accountId, [status, customer_id, number, ...Object.values(ranges)]);
    const request = readPageRequest(req, config.secret, scope);
    const states = status === undefined ? undefined : [...new Set(status.split(','))] as InvoiceStatus[];
    const page = await store.listInvoices(accountId, { ...request, status: states, customerId: customer_id, number, ...ranges });
    res.json(pageBody(page, view, config.secret, scope));
  });

  router.get('/invoices/:invoice_id', async (req, res) => {
    const invoice = await store.getInvoice(res.locals.accountId, req.params.invoice_id);
    if (!invoice) throw notFound('invoice', req.params.invoice_id);
    res.json(view(invoice));
  });

  router.patch('/invoices/:invoice_id', async (req, res) => {
    const body = req.body as InvoiceUpdate;
    const id = req.params.invoice_id;
    const current = await store.getInvoice(res.locals.accountId, id);
    if (!current) throw notFound('invoice', id);
    if (!allows('update', current.status)) throw refusal(current, 'update');
    const changes: DraftChanges = {};
    if (body.lines !== undefined) Object.assign(changes, computeTotals(body.lines), { lines: resolveTaxCategories(body.lines) });
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
    const at = clock().toISOString();
    const pdfUrl = links.urlFor('invoice', id);
    const updated = settle(await store.updateDraft(res.locals.accountId, id, changes, at, eventOf('update', at, res)), id, 'update');
    res.json(invoiceView(updated, pdfUrl));
  });

  router.post('/invoices/:invoice_id/send', async (req, res) => {
    const options = (req.body ?? {}) as SendOptions;
    const { accountId } = res.locals;
    const id = req.params.invoice_id;
    const now = clock();
    const at = now.toISOString();
    const pdfUrl = links.urlFor('invoice', id);
    // Every rule of the send is decided inside the transaction that writes it, on the invoice, the
    // customer and the account as they are there (R145): an update committed a moment before is
    // seen, one a moment after waits or finds the invoice sent.
    const decide: Transition['decide'] = (invoice, { customer, account }) => {
      const changes = decideSend({ invoice, customer, account, requireSellerProfile: config.environment === 'production', now });
      // delivery: none finalizes without an e-mail (D42): the caller delivers the document itself.
      const outbox = options.delivery === 'none' ? undefined : {
        id: newId('msg'),
        accountId,
        invoiceId: id,
        to: options.to ?? [customer.email],
        cc: options.cc ?? [],
        message: options.message ?? null,
        status: 'pending' as const,
        attempts: 0,
        createdAt: at,
        nextAttemptAt: null,
        lastError: null,
        sentAt: null,
      };
      // Sending issues the documents (D49): queued in the same transaction, stored by the document worker.
      return { changes, outbox, documents: formatsIssuedAtOnce(changes.customerDetails ?? null) };
    };
    const sent = settle(await store.transition(accountId, id, { ...transitionOf('send'), numbered: true, decide, at, event: eventOf('send', at, res) }), id, 'send');
    res.status(202).json(invoiceView(sent, pdfUrl));
  });

  router.delete('/invoices/:invoice_id', async (req, res) => {
    const id = req.params.invoice_id;
    const at = clock().toISOString();
    // Unsent e-mail is cancelled with the void, and the cancellation is an email_failed event.
    const cancelMail = { reason: cancelledByVoid(id), event: invoiceEventFor('invoice.email_failed', at, res.locals.requestId) };
    settle(await store.transition(res.locals.accountId, id, { ...transitionOf('void'), changes: { voidedAt: at }, at, event: eventOf('void', at, res), cancelMail }), id, 'void');
    res.status(204).end();
  });

  return router;
}
