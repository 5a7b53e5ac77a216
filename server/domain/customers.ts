// Customers that change and leave (D40): which fields an update replaces, what a deleted
// (archived) customer still allows, and the sentences that refuse the rest. Both stores decide
// by these functions inside the transaction that holds the customer; the routes read the
// update's fields through `customerUpdateFields`.
import { DomainError, invalid } from './domain-error.js';
import type { CustomerRecord } from './records.js';

/** The fields of a customer that an update may replace. */
export type CustomerChanges = Partial<Pick<CustomerRecord,
  'name' | 'email' | 'address' | 'taxId' | 'locale' | 'electronicAddress' | 'buyerReference' | 'eInvoiceFormat' | 'metadata'>>;

/**
 * Each field of the contract's CustomerUpdate and the record field it replaces, as D6 does for
 * drafts: a field sent replaces the stored one, a field left out stays. A new customer field
 * is one line here and one in the store's column table (store/rows.ts).
 */
export const customerUpdateFields = {
  name: 'name',
  email: 'email',
  address: 'address',
  tax_id: 'taxId',
  locale: 'locale',
  electronic_address: 'electronicAddress',
  buyer_reference: 'buyerReference',
  e_invoice_format: 'eInvoiceFormat',
  metadata: 'metadata',
} as const satisfies Record<string, keyof CustomerChanges>;

/** Whether the customer was deleted (archived). */
export function isDeleted(customer: Pick<CustomerRecord, 'deletedAt'>): boolean {
  return customer.deletedAt != null;
}

/** What an update does to `customer`: refused once it is deleted, else a change. */
export function decideCustomerUpdate(customer: CustomerRecord): 'conflict' | 'change' {
  return isDeleted(customer) ? 'conflict' : 'change';
}

/** What a delete does to `customer`: nothing when it is deleted already (a repeat is 204), else the archive. */
export function decideCustomerDelete(customer: CustomerRecord): 'unchanged' | 'change' {
  return isDeleted(customer) ? 'unchanged' : 'change';
}

/** The refusal of a change to a deleted customer. */
export function customerChangeRefused(customer: Pick<CustomerRecord, 'id'>): DomainError {
  return new DomainError('conflict', `Customer ${customer.id} cannot be changed: it is deleted.`);
}

/** A new invoice may bill only a customer that is not deleted (D40); refuses on `customer_id` otherwise. */
export function assertBillable(customer: CustomerRecord): void {
  if (isDeleted(customer)) throw invalid(`Customer ${customer.id} is deleted and cannot be billed.`, 'customer_id');
}
