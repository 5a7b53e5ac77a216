// A legal document as it is shown, resolved from the records: an invoice or a credit note with its
// seller, its buyer, its dates, its lines and tax breakdown, and what was credited and paid
// (D35-D39, D41). The PDF (server/documents/pdf/) and the e-invoice (server/documents/einvoice/) are both drawn from
// this one shape, so the two can never say different things. Amounts are integer minor units.
import type { LegalIdentity } from '../seller-profile.js';
import type { Address, CreditNoteReason, Currency, TaxCurrencyTotal } from '../records.js';
import type { TaxCategory } from '../tax-categories.js';

/** The languages documents are written in (D39). */
export type DocumentLocale = 'en' | 'de' | 'fr';

/** An electronic address for e-invoice delivery: an EAS scheme code (`9930`, `0088`, `EM` ...) and its value. */
export interface ElectronicAddress {
  scheme: string;
  value: string;
}

/** The seller's legal identity (D35): what Article 226 and EN 16931 ask of the one who invoices. */
export interface SellerDetails {
  legalName: string;
  address: Address | null;
  vatId: string | null;
  taxNumber: string | null;
  contact: { name: string | null; email: string | null; phone: string | null };
  payment: { iban: string; bic: string | null; accountHolder: string | null } | null;
  electronicAddress: ElectronicAddress | null;
  /** IANA time zone in which the issue date is taken. */
  timeZone: string;
  /** Register, directors, capital and country mentions, printed at the foot of every page (D52). */
  legal: LegalIdentity;
}

/** The buyer as the document names them (frozen at send, D37). */
export interface BuyerDetails {
  name: string;
  email: string;
  address: Address;
  /** The buyer's VAT identifier (or other tax id), when known. */
  taxId: string | null;
  electronicAddress: ElectronicAddress | null;
}

export interface DocumentLine {
  description: string;
  quantity: number;
  unitPrice: number;
  /** Quantity times unit price. */
  grossAmount: number;
  /** The line's discount (BG-27), its amount resolved; null for none. */
  discount: { amount: number; percentage: number | null; reason: string | null } | null;
  /** Quantity times unit price less the discount (BT-131). */
  netAmount: number;
  /** Percent, as the API takes it (19 means 19%); 0 for categories without a rate. */
  taxRate: number;
  taxCategory: TaxCategory;
  taxExemptionReason: string | null;
  /** The line's tax, rounded half away from zero (D5). */
  taxAmount: number;
}

/** One entry of the tax breakdown (D36): one per (category, rate), in first-appearance order. */
export interface TaxBreakdownEntry {
  category: TaxCategory;
  rate: number;
  taxableAmount: number;
  taxAmount: number;
  exemptionReason: string | null;
}

/** A discount (BG-20) or a charge (BG-21) on the whole document, its amount resolved (D50). */
export interface DocumentAllowanceCharge {
  kind: 'discount' | 'charge';
  amount: number;
  /** The percentage of `baseAmount` it was given as; null when given as an amount. */
  percentage: number | null;
  /** The sum of the lines' nets a percentage was taken of (BT-93, BT-100); null without a percentage. */
  baseAmount: number | null;
  reason: string | null;
  /** UNTDID 5189 (discounts) or 7161 (charges). */
  reasonCode: string | null;
  taxCategory: TaxCategory;
  /** Percent; 0 for categories without a rate. */
  taxRate: number;
}

export interface DocumentPayment {
  id: string;
  amount: number;
  /** YYYY-MM-DD */
  paidAt: string;
  method: 'bank_transfer' | 'card' | 'direct_debit' | 'cash' | 'other' | null;
  reference: string | null;
}

export interface BillingDocument {
  kind: 'invoice' | 'credit_note';
  /** The record's id (`inv_...`, `cn_...`). */
  id: string;
  /** The legal number; null on a draft invoice. */
  number: string | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'issued';
  locale: DocumentLocale;
  currency: Currency;
  /** YYYY-MM-DD in the seller's time zone; null on a draft. */
  issueDate: string | null;
  /** YYYY-MM-DD; invoices only. */
  dueDate: string | null;
  /** YYYY-MM-DD, when the supply date differs from the issue date (Art. 226(7)). */
  supplyDate: string | null;
  servicePeriod: { start: string; end: string } | null;
  seller: SellerDetails;
  buyer: BuyerDetails;
  /** BT-10: the buyer's reference (for example a German Leitweg-ID). */
  buyerReference: string | null;
  /** BT-13: the buyer's purchase order. */
  purchaseOrder: string | null;
  lines: DocumentLine[];
  taxBreakdown: TaxBreakdownEntry[];
  /** The sum of the lines' nets (BT-106). */
  subtotal: number;
  /** The discounts and charges on the whole document (D50), discounts first; empty for a credit note. */
  allowanceCharges: DocumentAllowanceCharge[];
  /** BT-107 and BT-108. */
  discountTotal: number;
  chargeTotal: number;
  /** subtotal - discounts + charges (BT-109). */
  totalExcludingTax: number;
  tax: number;
  total: number;
  /** The VAT total in the seller's accounting currency and its rate (D52, Art. 230; BT-6, BT-111); null when the document is in that currency or a draft. */
  taxCurrency: TaxCurrencyTotal | null;
  /** The payments recorded before an invoice was sent (D49, BT-113); empty for a credit note. */
  payments: DocumentPayment[];
  amountPaid: number;
  /** total - paid: what the buyer owes as the document was issued. */
  amountDue: number;
  notes: string | null;
  /** A credit note's invoice (BT-25, BT-26); null for an invoice. */
  precedingInvoice: { number: string; issueDate: string } | null;
  /** Why a credit note was issued (D52); null for an invoice. */
  creditReason: CreditNoteReason | null;
  /** When the record was created: the PDF's fixed date, so the same data gives the same bytes. */
  createdAt: string;
}

/** The band across a document's pages: a draft is not yet an invoice, a void one is no longer one (D13). */
export function documentMark(document: Pick<BillingDocument, 'status'>): 'draft' | 'void' | null {
  return document.status === 'draft' || document.status === 'void' ? document.status : null;
}

/** Whether the document asks to be paid, and so prints its payment terms and bank details: an invoice that is not void. */
export function asksForPayment(document: Pick<BillingDocument, 'kind' | 'status'>): boolean {
  return document.kind === 'invoice' && document.status !== 'void';
}
