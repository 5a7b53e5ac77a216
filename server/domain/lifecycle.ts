// The invoice lifecycle (D6, D7, D8, D12, D34): which request may act on an invoice in which
// state, the state it leaves behind, and the sentence that refuses the others. The routes and
// both stores decide by this one table, and the manual prints it.
import { DomainError } from './domain-error.js';
import type { InvoiceStatus } from './records.js';

export interface InvoiceAction {
  /** The states an invoice may be in for the request to change it; none for create, which makes a new one. */
  readonly from: readonly InvoiceStatus[];
  /** The state it is in afterwards. */
  readonly to: InvoiceStatus;
  /** An invoice already in `to` takes the request again and stays as it is (voiding a void invoice, D8). */
  readonly idempotent?: boolean;
  /** How the request reads after "cannot be": `paid`, `voided`. */
  readonly done: string;
}

/** Every request that creates an invoice or changes its state, by name. */
export const invoiceActions = {
  create: { from: [], to: 'draft', done: 'created' },
  update: { from: ['draft'], to: 'draft', done: 'changed' },
  send: { from: ['draft'], to: 'open', done: 'sent' },
  pay: { from: ['open'], to: 'paid', done: 'paid' },
  void: { from: ['draft', 'open'], to: 'void', idempotent: true, done: 'voided' },
} as const satisfies Record<string, InvoiceAction>;

export type InvoiceActionName = keyof typeof invoiceActions;

/**
 * Credit notes on an invoice (D34): the states that take one, where the state stays as it is,
 * except that an invoice in `settles` whose amount due reaches zero moves to `settledTo`.
 */
export const creditRules = {
  from: ['open', 'paid'],
  settles: 'open',
  settledTo: 'paid',
  done: 'credited',
} as const satisfies { from: readonly InvoiceStatus[]; settles: InvoiceStatus; settledTo: InvoiceStatus; done: string };

/** Why an invoice in a given state refuses each action, as the end of a 409's sentence. */
const refusals: Record<Exclude<InvoiceActionName, 'create'>, Partial<Record<InvoiceStatus, string>>> = {
  update: {
    open: 'it has been sent; correct it by issuing a credit note with POST /invoices/{invoice_id}/credit_notes',
    paid: 'it is paid; correct it by issuing a credit note with POST /invoices/{invoice_id}/credit_notes',
    void: 'it is void',
  },
  send: { open: 'it has already been sent', paid: 'it is paid', void: 'it is void' },
  pay: { draft: 'it is a draft; send it first', paid: 'it is already paid', void: 'it is void' },
  void: { paid: 'it is paid, and a paid invoice stays paid' },
};

/** Why an open invoice with payments cannot be voided (D41). */
const hasPayments = 'it has payments; correct it by issuing a credit note with POST /invoices/{invoice_id}/credit_notes';

/** The refusal (a conflict) of `action` on an invoice in its state, as one sentence. */
export function refusal(invoice: { id: string; status: InvoiceStatus; amountPaid?: number }, action: Exclude<InvoiceActionName, 'create'>): DomainError {
  const blocked = action === 'void' && blockedByPayments(invoice);
  const reason = blocked ? hasPayments : refusals[action][invoice.status] ?? `it is ${invoice.status}`;
  return new DomainError('conflict', `Invoice ${invoice.id} cannot be ${invoiceActions[action].done}: ${reason}.`);
}

/** Whether an invoice in `status` may take `action` and change (an idempotent repeat does not count). */
export function allows(action: InvoiceActionName, status: InvoiceStatus): boolean {
  return (invoiceActions[action].from as readonly InvoiceStatus[]).includes(status);
}

/** The state change of `action`, as the store's transition takes it. */
export function transitionOf(action: InvoiceActionName): { from: readonly InvoiceStatus[]; to: InvoiceStatus; idempotent?: boolean } {
  const { from, to, idempotent } = invoiceActions[action] as InvoiceAction;
  return idempotent ? { from, to, idempotent } : { from, to };
}

/**
 * What a state change does to an invoice in `current`: nothing (an idempotent repeat, such as
 * voiding a void invoice), a refusal, or the change. Both stores decide by this, inside the
 * transaction that holds the invoice.
 */
export function decideTransition(current: { status: InvoiceStatus; amountPaid?: number }, t: { from: readonly InvoiceStatus[]; to: InvoiceStatus; idempotent?: boolean }): 'unchanged' | 'conflict' | 'change' {
  if (t.idempotent && current.status === t.to) return 'unchanged';
  if (t.to === invoiceActions.void.to && blockedByPayments(current)) return 'conflict';
  return t.from.includes(current.status) ? 'change' : 'conflict';
}

/** An invoice with payments is corrected by a credit note, never voided (D41). */
function blockedByPayments(invoice: { status: InvoiceStatus; amountPaid?: number }): boolean {
  return allows('pay', invoice.status) && (invoice.amountPaid ?? 0) > 0;
}

/** Whether an invoice in `status` takes a credit note (D34). */
export function takesCredit(status: InvoiceStatus): boolean {
  return (creditRules.from as readonly InvoiceStatus[]).includes(status);
}

/** Whether an invoice's queued e-mail must no longer be sent: it was voided before the message left (D12). */
export function cancelsMail(status: InvoiceStatus): boolean {
  return status === invoiceActions.void.to;
}
