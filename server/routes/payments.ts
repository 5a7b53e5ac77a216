// Payments (D41): record a payment against an open invoice (idempotent, D9), and `pay` (D7),
// one payment of the whole amount due. The rules (how much, which currency, which day, which
// state) are decided by the store inside the transaction that holds the invoice
// (domain/payments.ts).
import { Router, type Response } from 'express';
import type { components } from '../../generated/invoicing.js';
import type { AppDeps } from '../app-deps.js';
import { notFound } from '../http/errors/index.js';
import { refusal } from '../domain/lifecycle.js';
import { invoiceEventFor } from '../events/event-factory.js';
import { newId } from '../ids.js';
import type { PdfLinks } from '../documents/pdf-links.js';
import type { EarlierOutcome, PaymentIssue, PaymentOutcome } from '../store/store.js';
import { invoiceView, paymentView } from '../views.js';
import { answerEarlier, idempotencyClaim } from './idempotency.js';

type PaymentCreate = components['schemas']['PaymentCreate'];

/** The created outcome, or the 404, 409 or 422 that the others call for. */
function settle(outcome: PaymentOutcome, id: string): Extract<PaymentOutcome, { kind: 'created' }> {
  if (outcome.kind === 'not_found') throw notFound('invoice', id);
  if (outcome.kind === 'conflict') throw refusal(outcome.invoice, 'pay');
  if (outcome.kind === 'refused') throw outcome.error;
  return outcome;
}

const isEarlier = (outcome: PaymentOutcome | EarlierOutcome): outcome is EarlierOutcome =>
  outcome.kind === 'replayed' || outcome.kind === 'key_reused';

export function paymentRoutes({ store, clock }: AppDeps, links: PdfLinks): Router {
  const router = Router();

  /** A payment issue for the invoice `id`, made now; its events carry the request's id. */
  function issue(res: Response, id: string, now: Date, fields: Pick<PaymentIssue, 'amount' | 'currency' | 'paidAt'> & Partial<Pick<PaymentIssue['payment'], 'method' | 'reference'>>): PaymentIssue {
    const at = now.toISOString();
    return {
      accountId: res.locals.accountId,
      invoiceId: id,
      amount: fields.amount,
      currency: fields.currency,
      paidAt: fields.paidAt,
      payment: {
        id: newId('pay'), invoiceId: id, method: fields.method ?? 'other',
        reference: fields.reference ?? null, createdAt: at,
      },
      recorded: invoiceEventFor('invoice.payment_recorded', at, res.locals.requestId),
      settled: invoiceEventFor('invoice.paid', at, res.locals.requestId),
    };
  }

  router.post('/invoices/:invoice_id/payments', async (req, res) => {
    const body = req.body as PaymentCreate;
    const id = req.params.invoice_id;
    const now = clock();
    const claim = idempotencyClaim(req, { create: 'payment', invoice_id: id, ...body }, now);
    const earlier = claim && (await store.findIdempotentResponse(res.locals.accountId, claim));
    if (earlier) return answerEarlier(res, earlier, 'payment');
    const payment = issue(res, id, now, {
      amount: body.amount.amount, currency: body.amount.currency, paidAt: body.paid_at, method: body.method, reference: body.reference,
    });
    const outcome = await store.recordPayment({
      ...payment,
      idempotency: claim && { ...claim, respond: (done) => (done.kind === 'created' ? { status: 201, body: paymentView(done.payment) } : undefined) },
    });
    if (isEarlier(outcome)) return answerEarlier(res, outcome, 'payment');
    res.status(201).json(paymentView(settle(outcome, id).payment));
  });

  router.post('/invoices/:invoice_id/pay', async (req, res) => {
    const id = req.params.invoice_id;
    const pdfUrl = links.urlFor('invoice', id);
    // Without a key the store answers no earlier response.
    const outcome = (await store.recordPayment(issue(res, id, clock(), {}))) as PaymentOutcome;
    res.json(invoiceView(settle(outcome, id).invoice, pdfUrl));
  });

  return router;
}
