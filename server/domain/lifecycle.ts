// The invoice lifecycle (D6, D7, D8, D12, D34): which request may act on an invoice in which
// state, and the state it leaves behind. The routes and both stores decide by this one
// table, and the manual prints it.
import type { components } from '../../generated/invoicing.js';

type InvoiceStatus = components['schemas']['InvoiceStatus'];

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

/** Whether an invoice in `status` may take `action` and change (an idempotent repeat does not count). */
export function allows(action: InvoiceActionName, status: InvoiceStatus): boolean {
  return (invoiceActions[action].from as readonly InvoiceStatus[]).includes(status);
}

/** The state change of `action`, as the store's transition takes it. */
export function transitionOf(action: InvoiceActionName): { from: readonly InvoiceStatus[]; to: InvoiceStatus; idempotent?: boolean } {
  const { from, to, idempotent } = invoiceActions[action] as InvoiceAction;
  return idempotent ? { from, to, idempotent } : { from, to };
}

/** Whether an invoice in `status` takes a credit note (D34). */
export function takesCredit(status: InvoiceStatus): boolean {
  return (creditRules.from as readonly InvoiceStatus[]).includes(status);
}
