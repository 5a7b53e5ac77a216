// Updating a customer (D40): a field sent replaces the one stored, while the customer is not
// deleted; a sent invoice keeps the customer as it was frozen at send (D37).
import { decideCustomerUpdate, type CustomerChanges } from '../domain/customers.js';
import { customerEventFor } from '../events/event-factory.js';
import type { Op, Tx } from '../store/tx.js';
import type { CustomerChange } from './outcomes.js';

export interface UpdateCustomerRequest {
  accountId: string;
  customerId: string;
  changes: CustomerChanges;
  at: string;
  requestId: string;
}

export function* updateCustomer(tx: Tx, { accountId, customerId: id, changes, at, requestId }: UpdateCustomerRequest): Op<CustomerChange> {
  const current = yield* tx.readCustomer(accountId, id, 'update');
  if (!current) return { kind: 'not_found' };
  if (decideCustomerUpdate(current) === 'conflict') return { kind: 'conflict', customer: current };
  const customer = yield* tx.updateCustomer(id, changes);
  yield* tx.appendEvent(customerEventFor('customer.updated', at, requestId)(customer));
  return { kind: 'changed', customer };
}
