// Deleting (archiving) a customer (D40): a deleted one stays as it is and writes no event; its
// invoices stay as they are. A send racing with the delete holds the customer until it commits.
import { decideCustomerDelete } from '../domain/customers.js';
import { customerEventFor } from '../events/event-factory.js';
import type { Op, Tx } from '../store/tx.js';
import type { CustomerChange } from './outcomes.js';

export interface DeleteCustomerRequest {
  accountId: string;
  customerId: string;
  at: string;
  requestId: string;
}

export function* deleteCustomer(tx: Tx, { accountId, customerId: id, at, requestId }: DeleteCustomerRequest): Op<CustomerChange> {
  const current = yield* tx.readCustomer(accountId, id, 'update');
  if (!current) return { kind: 'not_found' };
  if (decideCustomerDelete(current) === 'unchanged') return { kind: 'unchanged', customer: current };
  const customer = yield* tx.updateCustomer(id, { deletedAt: at });
  yield* tx.appendEvent(customerEventFor('customer.deleted', at, requestId)(customer));
  return { kind: 'changed', customer };
}
