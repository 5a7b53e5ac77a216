// Payments (D41): record a payment against an open invoice (idempotent, D9), and `pay` (D7),
// one payment of the whole amount due. The rules (how much, which currency, which day, which
// state) are decided by the service inside the transaction that holds the invoice
// (services/record-payment.ts, domain/payments.ts).
import { Router } from 'express';
import type { components } from '../../generated/invoicing.js';
import type { AppDeps } from '../app-deps.js';
import { notFound } from '../http/errors/index.js';
import { refusal } from '../domain/lifecycle.js';
import type { PdfLinks } from '../documents/pdf-links.js';
import { invoiceView, paymentView } from '../views.js';
import { isEarlier } from '../services/outcomes.js';
import { payInvoice } from '../services/pay-invoice.js';
import { recordPayment, type PaymentOutcome } from '../services/record-payment.js';
import { answerEarlier, idempotencyClaim } from './idempotency.js';

type PaymentCreate = components['schemas']['PaymentCreate'];

/** The created outcome, or the 404, 409 or 422 that the others call for. */
function settle(outcome: PaymentOutcome, id: string): Extract<PaymentOutcome, { kind: 'created' }> {
  if (outcome.kind === 'not_found') throw notFound('invoice', id);
  if (outcome.kind === 'conflict') throw refusal(outcome.invoice, 'pay');
  if (outcome.kind === 'refused') throw outcome.error;
  return outcome;
}

export function paymentRoutes({ store, clock }: AppDeps, links: PdfLinks): Router {
  const router = Router();

  router.post('/invoices/:invoice_id/payments', async (req, res) => {
    const body = req.body as PaymentCreate;
    const id = req.params.invoice_id;
    const now = clock();
    const claim = idempotencyClaim(req, { create: 'payment', invoice_id: id, ...body }, now);
    const outcome = await store.transact((tx) => recordPayment(tx, {
      accountId: res.locals.accountId, invoiceId: id, now, requestId: res.locals.requestId,
      amount: body.amount.amount, currency: body.amount.currency, paidAt: body.paid_at, method: body.method, reference: body.reference,
      idempotency: claim && { ...claim, respond: (done) => (done.kind === 'created' ? { status: 201, body: paymentView(done.payment) } : undefined) },
    }));
    if (isEarlier(outcome)) return answerEarlier(res, outcome, 'payment');
    res.status(201).json(paymentView(settle(outcome, id).payment));
  });

  router.post('/invoices/:invoice_id/pay', async (req, res) => {
    const id = req.params.invoice_id;
    const pdfUrl = links.urlFor('invoice', id);
    const request = { accountId: res.locals.accountId, invoiceId: id, now: clock(), requestId: res.locals.requestId };
    res.json(invoiceView(settle(await store.transact((tx) => payInvoice(tx, request)), id).invoice, pdfUrl));
  });

  return router;
}
