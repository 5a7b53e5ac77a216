// The records the rules decide about: customers, invoices and credit notes as the service holds
// them. The stores persist them and the routes turn them into the contract's bodies; both import
// them from here, so that the rules never import the store.
import type { components } from '../../generated/invoicing.js';

export type InvoiceStatus = components['schemas']['InvoiceStatus'];
export type LineItem = components['schemas']['LineItem'];
export type Currency = components['schemas']['Currency'];
export type Money = components['schemas']['Money'];
export type LineDiscount = components['schemas']['LineDiscount'];
export type DocumentDiscount = components['schemas']['DocumentDiscount'];
export type DocumentCharge = components['schemas']['DocumentCharge'];
/** A document discount or charge (D50, BG-20/BG-21): the two differ only in their reason codes. */
export type DocumentAllowance = DocumentDiscount | DocumentCharge;
export type Address = components['schemas']['Address'];
export type CreditNoteStatus = components['schemas']['CreditNoteStatus'];
export type CreditNoteReason = components['schemas']['CreditNoteReason'];
export type SellerProfile = components['schemas']['SellerProfile'];
export type CustomerDetails = components['schemas']['CustomerDetails'];
export type ElectronicAddressField = components['schemas']['ElectronicAddress'];
export type Locale = components['schemas']['Locale'];
export type EInvoiceFormat = components['schemas']['EInvoiceFormat'];
export type ServicePeriod = components['schemas']['ServicePeriod'];
/** `pdf` or an e-invoice format: the documents an invoice or a credit note is issued in (D49). */
export type DocumentFormat = components['schemas']['StoredDocument']['format'];

/** A document as issued and stored (D49): what the invoice and the credit note list of it. */
export interface StoredDocumentSummary {
  format: DocumentFormat;
  /** SHA-256 of the bytes, lowercase hex: the download's ETag. */
  sha256: string;
  size: number;
  createdAt: string;
}

/**
 * The VAT total of a document in the seller's accounting currency (D52, Art. 230; EN 16931 BT-6,
 * BT-111), frozen when an invoice in another currency is sent; a credit note takes its invoice's rate.
 */
export interface TaxCurrencyTotal {
  /** The accounting currency (BT-6). */
  currency: Currency;
  /** Units of `currency` for one unit of the document's currency, as an exact decimal ("0.9239582371"). */
  exchangeRate: string;
  /** The document's tax converted at the rate, in minor units of `currency` (BT-111). */
  tax: number;
}

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
  /** The language of the customer's documents and e-mails (D39). */
  locale: Locale;
  /** Where the customer receives e-invoices (D38, BT-49). */
  electronicAddress: ElectronicAddressField | null;
  /** The reference put on the customer's invoices (D38, BT-10). */
  buyerReference: string | null;
  eInvoiceFormat: EInvoiceFormat | null;
  /** The caller's own key-value pairs (D40), never printed on a document. */
  metadata: Record<string, string>;
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
  /** The discounts and charges on the whole invoice (D50, BG-20, BG-21), amounts resolved. */
  discounts: DocumentDiscount[];
  charges: DocumentCharge[];
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
  /** The day of sending in the seller's time zone (D37); null on a draft. */
  issueDate: string | null;
  /** The date of supply (Art. 226(7)), or the service period instead; both null: the supply date is the issue date. */
  supplyDate: string | null;
  servicePeriod: ServicePeriod | null;
  /** BT-10 and BT-13 (D38). */
  buyerReference: string | null;
  purchaseOrder: string | null;
  /** The seller profile and the customer's details frozen at send (D37); null on a draft. */
  seller: SellerProfile | null;
  customerDetails: CustomerDetails | null;
  /** The VAT total in the seller's accounting currency, frozen at send (D52); null unless the invoice is in another currency. */
  taxCurrency: TaxCurrencyTotal | null;
  notes: string | null;
  metadata: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  voidedAt: string | null;
  /** Its documents as issued and stored (D49), oldest first; empty on a draft. */
  documents: StoredDocumentSummary[];
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
  /** Its VAT total in the seller's accounting currency at its invoice's rate (D52); null when the invoice has none. */
  taxCurrency: TaxCurrencyTotal | null;
  createdAt: string;
  updatedAt: string;
  /** Its documents as issued and stored (D49), oldest first. */
  documents: StoredDocumentSummary[];
}

/** The legal fields of a customer that gives none of them (D38, D39). */
export const customerDefaults = {
  locale: 'en', electronicAddress: null, buyerReference: null, eInvoiceFormat: null, metadata: {}, deletedAt: null,
} as const satisfies Partial<CustomerRecord>;

/** The dates and frozen parties of an invoice not sent yet, no supply date or references, and nothing paid (D37, D38, D41). */
export const draftDefaults = {
  discounts: [], charges: [], amountPaid: 0, payments: [], paidAt: null, issueDate: null, supplyDate: null, servicePeriod: null, buyerReference: null, purchaseOrder: null, seller: null, customerDetails: null,
  taxCurrency: null, sentAt: null, voidedAt: null, documents: [],
} as const satisfies Partial<InvoiceRecord>;
