// Payments (D41): what recording a payment does to an open invoice. Both stores decide by
// `paymentEffect` inside the transaction that holds the invoice, so that racing payments and
// credit notes never take `amount_due` below zero, and no payment is dated before its invoice.
import { invalid } from './domain-error.js';
import type { Currency, InvoiceRecord, InvoiceStatus } from './records.js';
import { issueDateOf } from './seller-profile.js';

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
  | { kind: 'paid'; amount: number; paidAt: string; amountPaid: number; status: InvoiceStatus; settled: boolean };

/** What is paid, in what, on which day, and when it is recorded. */
export interface PaymentTerms {
  /** The amount paid; undefined pays the whole amount due, as `pay` does (D7). */
  amount?: number;
  currency?: Currency;
  /** The day the money arrived (YYYY-MM-DD); undefined is the day of `at` in the seller's time zone. */
  paidAt?: string;
  /** When the payment is recorded. */
  at: Date;
}

/**
 * Recording a payment on `invoice`: refused unless the invoice is open, the currency is the
 * invoice's, the amount at most what is due and the day of payment not before the invoice's
 * issue date (R154); otherwise the payment's amount and day, and the invoice's new paid amount and state.
 */
export function paymentEffect(invoice: InvoiceRecord, { amount, currency = invoice.currency, paidAt, at }: PaymentTerms): PaymentEffect {
  if (invoice.status !== paymentRules.from) return { kind: 'conflict' };
  const due = amountDue(invoice);
  if (currency !== invoice.currency) {
    return { kind: 'refused', error: invalid(`amount is in ${currency}, but invoice ${invoice.id} is in ${invoice.currency}.`, 'amount') };
  }
  const paying = amount ?? due;
  if (paying <= 0) return { kind: 'refused', error: invalid(`amount is ${paying}; a payment must be more than zero.`, 'amount') };
  if (paying > due) return { kind: 'refused', error: invalid(`amount is ${paying}, more than the ${due} due on invoice ${invoice.id}.`, 'amount') };
  // An open invoice has its issue date; the default day, today where the seller is, is never before it.
  const day = paidAt ?? issueDateOf(at, invoice.seller);
  if (invoice.issueDate !== null && day < invoice.issueDate) {
    return { kind: 'refused', error: invalid(`paid_at is ${day}, before ${invoice.issueDate}, the issue date of invoice ${invoice.id}; a payment cannot come before its invoice.`, 'paid_at') };
  }
  const amountPaid = invoice.amountPaid + paying;
  const settled = paying === due;
  return { kind: 'paid', amount: paying, paidAt: day, amountPaid, status: settled ? paymentRules.settledTo : invoice.status, settled };
}
