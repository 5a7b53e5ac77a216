// Recording a payment (D41) and paying an invoice in full (D7): how much, in which currency, on
// which day and in which state the invoice ends are decided by the rules on the invoice as it is
// held in the transaction, so racing payments and credit notes never take amount_due below zero.
import type { DomainError } from '../domain/domain-error.js';
import { paymentEffect, type PaymentMethod, type PaymentRecord } from '../domain/payments.js';
import type { Currency, InvoiceRecord } from '../domain/records.js';
import { invoiceEvent } from '../events/event-factory.js';
import { newId } from '../ids.js';
import type { Op, Tx } from '../store/tx.js';
import { keyed } from './keyed.js';
import type { EarlierOutcome, KeyedRequest } from './outcomes.js';

export interface PaymentRequest {
  accountId: string;
  invoiceId: string;
  /** The amount paid; undefined pays the whole amount due, as `pay` does (D7). */
  amount?: number;
  currency?: Currency;
  /** The day the money arrived as the caller gave it; undefined lets the rules choose today in the seller's time zone. */
  paidAt?: string;
  method?: PaymentMethod;
  reference?: string | null;
  now: Date;
  requestId: string | null;
  idempotency?: KeyedRequest<PaymentOutcome>;
}

export type PaymentOutcome =
  | { kind: 'created'; payment: PaymentRecord; invoice: InvoiceRecord }
  | { kind: 'not_found' }
  | { kind: 'conflict'; invoice: InvoiceRecord }
  | { kind: 'refused'; error: DomainError };

export function* recordPayment(tx: Tx, r: PaymentRequest): Op<PaymentOutcome | EarlierOutcome> {
  const at = r.now.toISOString();
  return yield* keyed(tx, r.accountId, at, r.idempotency, function* (): Op<PaymentOutcome> {
    const invoice = yield* tx.readInvoice(r.accountId, r.invoiceId, 'update');
    if (!invoice) return { kind: 'not_found' };
    const effect = paymentEffect(invoice, { amount: r.amount, currency: r.currency, paidAt: r.paidAt, at: r.now });
    if (effect.kind === 'conflict') return { kind: 'conflict', invoice };
    if (effect.kind === 'refused') return effect;
    const payment: PaymentRecord = {
      id: newId('pay'), invoiceId: invoice.id, method: r.method ?? 'other', reference: r.reference ?? null, createdAt: at,
      amount: effect.amount, currency: invoice.currency, paidAt: effect.paidAt,
    };
    const after = yield* tx.updateInvoice(invoice.id, {
      amountPaid: effect.amountPaid, payments: [...invoice.payments, payment], status: effect.status, paidAt: effect.settled ? at : invoice.paidAt, updatedAt: at,
    });
    yield* tx.appendEvent(invoiceEvent('invoice.payment_recorded', after, at, r.requestId));
    if (effect.settled) yield* tx.appendEvent(invoiceEvent('invoice.paid', after, at, r.requestId));
    return { kind: 'created', payment, invoice: after };
  });
}
