// Sending an invoice (D12, D33, D35-D38, D42, D49): every rule of the send is decided on the
// invoice, its customer and its account as they are inside the transaction that writes it, so an
// update committed a moment before is seen, and one a moment after waits or finds it sent.
import type { components } from '../../generated/invoicing.js';
import { decideTransition, invoiceActions, transitionOf } from '../domain/lifecycle.js';
import { decideSend } from '../domain/send-decision.js';
import { formatsIssuedAtOnce } from '../domain/documents/index.js';
import { invoiceEvent, invoiceEventTypes } from '../events/event-factory.js';
import { newId } from '../ids.js';
import type { Op, Tx } from '../store/tx.js';
import { nextNumber } from './next-number.js';
import type { InvoiceChange } from './outcomes.js';

export interface SendRequest {
  accountId: string;
  invoiceId: string;
  options: components['schemas']['SendOptions'];
  /** Whether the seller's profile must hold the legal minimum: in production, not in the sandbox. */
  requireSellerProfile: boolean;
  now: Date;
  requestId: string | null;
}

export function* sendInvoice(tx: Tx, { accountId, invoiceId: id, options, requireSellerProfile, now, requestId }: SendRequest): Op<InvoiceChange> {
  const current = yield* tx.readInvoice(accountId, id, 'update');
  if (!current) return { kind: 'not_found' };
  if (decideTransition(current, transitionOf('send')) !== 'change') return { kind: 'conflict', invoice: current };
  // The customer is held against changes until the send commits, as the invoice is.
  const customer = (yield* tx.readCustomer(accountId, current.customerId, 'share'))!;
  const account = (yield* tx.readAccount(accountId))!;
  const changes = decideSend({ invoice: current, customer, account, requireSellerProfile, now, taxExchangeRate: options.tax_exchange_rate });
  const at = now.toISOString();
  const number = yield* nextNumber(tx, accountId, 'invoice');
  const invoice = yield* tx.updateInvoice(id, { ...changes, status: invoiceActions.send.to, number, updatedAt: at });
  // delivery: none finalizes without an e-mail (D42): the caller delivers the document itself.
  if (options.delivery !== 'none') {
    yield* tx.insertOutbox({
      id: newId('msg'), accountId, invoiceId: id, to: options.to ?? [customer.email], cc: options.cc ?? [], message: options.message ?? null,
      status: 'pending', attempts: 0, createdAt: at, nextAttemptAt: null, lastError: null, sentAt: null,
    });
  }
  // Sending issues the documents (D49): queued here, stored by the document worker.
  for (const format of formatsIssuedAtOnce(changes.customerDetails ?? null)) yield* tx.queueDocument({ ownerId: id, ownerKind: 'invoice', accountId, format }, at);
  yield* tx.appendEvent(invoiceEvent(invoiceEventTypes.send, invoice, at, requestId));
  return { kind: 'changed', invoice };
}
