// The records the rules decide about: customers, invoices and credit notes as the service holds
// them. The stores persist them and the routes turn them into the contract's bodies; both import
// them from here, so that the rules never import the store.
import type { components } from '../../generated/invoicing.js';

export type InvoiceStatus = components['schemas']['InvoiceStatus'];
export type LineItem = components['schemas']['LineItem'];
export type Currency = components['schemas']['Currency'];
export type Address = components['schemas']['Address'];
export type CreditNoteStatus = components['schemas']['CreditNoteStatus'];
export type CreditNoteReason = components['schemas']['CreditNoteReason'];

/** A payment recorded against an invoice (D41). */
export interface PaymentRecord {
  id: string;
  invoiceId: string;
  amount: number;
  currency: Currency;
  /** The day the money arrived (YYYY-MM-DD). */
  paidAt: string;
  method: PaymentMethod;
  reference: string | null;
  createdAt: string;
}

export type PaymentMethod = 'bank_transfer' | 'card' | 'direct_debit' | 'cash' | 'other';

export interface CustomerRecord {
  id: string;
  accountId: string;
  name: string;
  email: string;
  address: Address;
  taxId: string | null;
  createdAt: string;
  /** When the customer was deleted (archived, D40); null or absent while it is not. */
  deletedAt?: string | null;
}

export interface InvoiceRecord {
  id: string;
  accountId: string;
  customerId: string;
  /** The legal number (D33), given when the invoice is sent; null on a draft. */
  number: string | null;
  status: InvoiceStatus;
  lines: LineItem[];
  currency: Currency;
  subtotal: number;
  tax: number;
  total: number;
  /** The sum of the totals of the issued credit notes against this invoice (D34). */
  amountCredited: number;
  /** The sum of the payments recorded against this invoice (D41). */
  amountPaid: number;
  /** The payments recorded against this invoice, oldest first (D41). */
  payments: PaymentRecord[];
  /** When the invoice became paid (D41); null until then. */
  paidAt: string | null;
  dueDate: string;
  notes: string | null;
  metadata: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

/** A credit note (D34): the correction of a sent invoice. */
export interface CreditNoteRecord {
  id: string;
  accountId: string;
  invoiceId: string;
  /** Its own gapless number, `{prefix}-CN-{sequence}`, given by the store when it is issued. */
  number: string;
  status: CreditNoteStatus;
  reason: CreditNoteReason;
  memo: string | null;
  lines: LineItem[];
  currency: Currency;
  subtotal: number;
  tax: number;
  total: number;
  createdAt: string;
  updatedAt: string;
}
