// Invoices: create (idempotent, D9), read, list (D10), update drafts (D6), send (D12)
// and void (D8); paying is in payments.ts (D7, D41). Each write is one service
// (server/services/) run in one transaction; the route parses, calls it, and answers. The
// response of a write (its signed pdf_url included) is prepared before the transaction commits,
// and afterwards only mapped: nothing that can fail runs between the commit and the response.
import { Router } from 'express';
import type { components } from '../../generated/invoicing.js';
import type { AppDeps } from '../app-deps.js';
import { notFound } from '../http/errors/index.js';
import { refusal, type InvoiceActionName } from '../domain/lifecycle.js';
import { invoiceView } from '../views.js';
import { canonicalInstant } from '../domain/instants.js';
import type { PdfLinks } from '../documents/pdf-links.js';
import type { InvoiceRecord, InvoiceStatus } from '../domain/records.js';
import { createInvoice } from '../services/create-invoice.js';
import { updateInvoice } from '../services/update-invoice.js';
import { sendInvoice } from '../services/send-invoice.js';
import { voidInvoice } from '../services/void-invoice.js';
import { isEarlier, type InvoiceChange } from '../services/outcomes.js';
import { answerEarlier, idempotencyClaim } from './idempotency.js';
import { cursorScope, pageBody, readPageRequest } from './pagination.js';

type InvoiceCreate = components['schemas']['InvoiceCreate'];
type InvoiceUpdate = components['schemas']['InvoiceUpdate'];
type SendOptions = components['schemas']['SendOptions'];

type Action = Exclude<InvoiceActionName, 'create'>;

/** The invoice after a change, or the 404 or 409 that the outcome calls for. */
function settle(outcome: InvoiceChange, id: string, action: Action): InvoiceRecord {
  if (outcome.kind === 'not_found') throw notFound('invoice', id);
  if (outcome.kind === 'conflict') throw refusal(outcome.invoice, action);
  return outcome.invoice;
}

export function invoiceRoutes({ store, clock, config }: AppDeps, links: PdfLinks): Router {
  const router = Router();
  const view = (record: InvoiceRecord) => invoiceView(record, links.urlFor('invoice', record.id));

  router.post('/invoices', async (req, res) => {
    const body = req.body as InvoiceCreate;
    const now = clock();
    const claim = idempotencyClaim(req, body, now);
    // A request racing with the same key is settled inside the transaction, with the insert. The
    // body kept for replays is the one sent: its pdf_url, signed with an expiry, is made once.
    let kept: unknown;
    const outcome = await store.transact((tx) => createInvoice(tx, {
      accountId: res.locals.accountId, body, now, requestId: res.locals.requestId,
      idempotency: claim && { ...claim, respond: (created) => ({ status: 201, body: (kept = view(created.invoice)) }) },
    }));
    if (isEarlier(outcome)) return answerEarlier(res, outcome, 'invoice');
    res.status(201).json(kept ?? view(outcome.invoice));
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
    const id = req.params.invoice_id;
    const pdfUrl = links.urlFor('invoice', id);
    const request = { accountId: res.locals.accountId, invoiceId: id, body: req.body as InvoiceUpdate, at: clock().toISOString(), requestId: res.locals.requestId };
    const updated = settle(await store.transact((tx) => updateInvoice(tx, request)), id, 'update');
    res.json(invoiceView(updated, pdfUrl));
  });

  router.post('/invoices/:invoice_id/send', async (req, res) => {
    const id = req.params.invoice_id;
    const pdfUrl = links.urlFor('invoice', id);
    const request = {
      accountId: res.locals.accountId, invoiceId: id, options: (req.body ?? {}) as SendOptions,
      requireSellerProfile: config.environment === 'production', now: clock(), requestId: res.locals.requestId,
    };
    const sent = settle(await store.transact((tx) => sendInvoice(tx, request)), id, 'send');
    res.status(202).json(invoiceView(sent, pdfUrl));
  });

  router.delete('/invoices/:invoice_id', async (req, res) => {
    const id = req.params.invoice_id;
    const request = { accountId: res.locals.accountId, invoiceId: id, at: clock().toISOString(), requestId: res.locals.requestId };
    settle(await store.transact((tx) => voidInvoice(tx, request)), id, 'void');
    res.status(204).end();
  });

  return router;
}
