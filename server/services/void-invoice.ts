// Voiding an invoice (D8, D12, D41): a void invoice stays void, a paid one or one with payments
// is refused, and the invoice's unsent e-mail is cancelled in the same transaction (its
// cancellation written as invoice.email_failed).
import { decideTransition, invoiceActions, transitionOf } from '../domain/lifecycle.js';
import { invoiceEvent, invoiceEventTypes } from '../events/event-factory.js';
import { cancelledByVoid } from '../mail/cancellation.js';
import type { Op, Tx } from '../store/tx.js';
import type { InvoiceChange } from './outcomes.js';

export interface VoidRequest {
  accountId: string;
  invoiceId: string;
  at: string;
  requestId: string | null;
}

export function* voidInvoice(tx: Tx, { accountId, invoiceId: id, at, requestId }: VoidRequest): Op<InvoiceChange> {
  const current = yield* tx.readInvoice(accountId, id, 'update');
  if (!current) return { kind: 'not_found' };
  const decision = decideTransition(current, transitionOf('void'));
  if (decision !== 'change') return { kind: decision, invoice: current };
  const invoice = yield* tx.updateInvoice(id, { status: invoiceActions.void.to, voidedAt: at, updatedAt: at });
  // A message a delivery worker has claimed is left to it: it checks the invoice again before sending.
  const cancelled = yield* tx.failPendingOutbox(id, cancelledByVoid(id), at);
  yield* tx.appendEvent(invoiceEvent(invoiceEventTypes.void, invoice, at, requestId));
  if (cancelled > 0) yield* tx.appendEvent(invoiceEvent('invoice.email_failed', invoice, at, requestId));
  return { kind: 'changed', invoice };
}
