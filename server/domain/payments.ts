// Payments (D41): what recording a payment does to an open invoice. Both stores decide by
// `paymentEffect` inside the transaction that holds the invoice, so that racing payments and
// credit notes never take `amount_due` below zero.
import { invalid } from './domain-error.js';
import type { Currency, InvoiceRecord, InvoiceStatus } from './records.js';

export type { PaymentMethod, PaymentRecord } from './records.js';

/** The states in which an invoice takes a payment, and the state a settled one moves to. */
export const paymentRules = { from: 'open', settledTo: 'paid' } as const satisfies { from: InvoiceStatus; settledTo: InvoiceStatus };

/** What is still owed on an invoice (D41): total less credited less paid, and nothing once paid or void. */
export function amountDue(invoice: Pick<InvoiceRecord, 'status' | 'total' | 'amountCredited' | 'amountPaid'>): number {
  return invoice.status === 'paid' || invoice.status === 'void' ? 0 : invoice.total - invoice.amountCredited - invoice.amountPaid;
}

export type PaymentEffect =
  | { kind: 'conflict' }
  | { kind: 'refused'; error: ReturnType<typeof invalid> }
  | { kind: 'paid'; amount: number; amountPaid: number; status: InvoiceStatus; settled: boolean };

/**
 * Recording a payment of `amount` (undefined: the whole amount due, as `pay` does) in `currency`
 * on `invoice`: refused unless the invoice is open, the currency is the invoice's and the amount
 * at most what is due; otherwise the invoice's new paid amount and state.
 */
export function paymentEffect(invoice: InvoiceRecord, amount: number | undefined, currency: Currency = invoice.currency): PaymentEffect {
  if (invoice.status !== paymentRules.from) return { kind: 'conflict' };
  const due = amountDue(invoice);
  if (currency !== invoice.currency) {
    return { kind: 'refused', error: invalid(`amount is in ${currency}, but invoice ${invoice.id} is in ${invoice.currency}.`, 'amount') };
  }
  const paying = amount ?? due;
  if (paying <= 0) return { kind: 'refused', error: invalid(`amount is ${paying}; a payment must be more than zero.`, 'amount') };
  if (paying > due) return { kind: 'refused', error: invalid(`amount is ${paying}, more than the ${due} due on invoice ${invoice.id}.`, 'amount') };
  const amountPaid = invoice.amountPaid + paying;
  const settled = paying === due;
  return { kind: 'paid', amount: paying, amountPaid, status: settled ? paymentRules.settledTo : invoice.status, settled };
}
