// Paying an invoice (D7): one payment of the whole amount due, recorded as any payment is (D41).
import type { Op, Tx } from '../store/tx.js';
import { recordPayment, type PaymentOutcome, type PaymentRequest } from './record-payment.js';

export type PayRequest = Pick<PaymentRequest, 'accountId' | 'invoiceId' | 'now' | 'requestId'>;

export function* payInvoice(tx: Tx, request: PayRequest): Op<PaymentOutcome> {
  // Without a key no earlier answer comes back.
  return (yield* recordPayment(tx, request)) as PaymentOutcome;
}
