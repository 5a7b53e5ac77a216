// Creating a customer (D11, D40, D9), with its customer.created event.
import { customerEventFor } from '../events/event-factory.js';
import type { Op, Tx } from '../store/tx.js';
import type { CustomerRecord } from '../domain/records.js';
import { keyed } from './keyed.js';
import type { EarlierOutcome, KeyedRequest } from './outcomes.js';

export interface CreateCustomerRequest {
  customer: CustomerRecord;
  requestId: string;
  idempotency?: KeyedRequest<CustomerCreated>;
}

export type CustomerCreated = { kind: 'created'; customer: CustomerRecord };

export function* createCustomer(tx: Tx, { customer, requestId, idempotency }: CreateCustomerRequest): Op<CustomerCreated | EarlierOutcome> {
  return yield* keyed(tx, customer.accountId, customer.createdAt, idempotency, function* (): Op<CustomerCreated> {
    yield* tx.insertCustomer(customer);
    yield* tx.appendEvent(customerEventFor('customer.created', customer.createdAt, requestId)(customer));
    return { kind: 'created', customer };
  });
}
