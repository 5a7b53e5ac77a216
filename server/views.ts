// Records as the contract's response bodies: what routes/ answer and what events/ carry, so both
// import them from here and neither reaches into the other.
import type { components } from '../generated/invoicing.js';
import type { Environment } from './config.js';
import type { CreditNoteRecord, Currency, CustomerRecord, InvoiceRecord, LineItem, StoredDocumentSummary, TaxCurrencyTotal } from './domain/records.js';
import { amountDue, type PaymentRecord } from './domain/payments.js';
import { isDeleted } from './domain/customers.js';
import { taxBreakdown } from './domain/tax-categories.js';
import { allowanceTotals, type DocumentAllowances } from './domain/totals.js';
import type { AccountRecord } from './store/store.js';

export type Invoice = components['schemas']['Invoice'];
export type Customer = components['schemas']['Customer'];
export type CreditNote = components['schemas']['CreditNote'];
export type Payment = components['schemas']['Payment'];
export type Account = components['schemas']['Account'];
type TaxBreakdown = components['schemas']['TaxBreakdown'];

/** The tax breakdown (D36) of a document's lines, amounts as Money. */
function breakdownView(lines: readonly LineItem[], currency: Currency, allowances?: DocumentAllowances): TaxBreakdown {
  return taxBreakdown(lines, allowances).map((entry) => ({
    category: entry.category,
    rate: entry.rate,
    taxable_amount: { amount: entry.taxableAmount, currency },
    tax_amount: { amount: entry.taxAmount, currency },
    exemption_reason: entry.exemptionReason,
  }));
}

/** The VAT total in the accounting currency (D52) as the invoice and the credit note answer it: all null when there is none. */
function taxCurrencyView(total: TaxCurrencyTotal | null): Pick<Invoice, 'tax_currency' | 'tax_exchange_rate' | 'tax_total_in_tax_currency'> {
  return {
    tax_currency: total?.currency ?? null,
    tax_exchange_rate: total ? Number(total.exchangeRate) : null,
    tax_total_in_tax_currency: total && { amount: total.tax, currency: total.currency },
  };
}

/** A stored document as the invoice and the credit note list it (D49). */
function storedDocumentView(document: StoredDocumentSummary): Invoice['documents'][number] {
  return { format: document.format, sha256: document.sha256, size: document.size, created_at: document.createdAt };
}

/** The Invoice body, with a freshly signed pdf_url (null in a stored event, which gets a fresh one when read). */
export function invoiceView(record: InvoiceRecord, pdfUrl: string | null): Invoice {
  const money = (amount: number) => ({ amount, currency: record.currency });
  const { discountTotal, chargeTotal } = allowanceTotals(record);
  return {
    id: record.id,
    number: record.number,
    customer_id: record.customerId,
    status: record.status,
    lines: record.lines,
    subtotal: money(record.subtotal),
    discounts: record.discounts,
    charges: record.charges,
    discount_total: money(discountTotal),
    charge_total: money(chargeTotal),
    total_excluding_tax: money(record.subtotal - discountTotal + chargeTotal),
    tax: money(record.tax),
    total: money(record.total),
    tax_breakdown: breakdownView(record.lines, record.currency, record),
    amount_credited: money(record.amountCredited),
    amount_due: money(amountDue(record)),
    amount_paid: money(record.amountPaid),
    payments: record.payments.map(paymentView),
    paid_at: record.paidAt,
    due_date: record.dueDate,
    issue_date: record.issueDate,
    supply_date: record.supplyDate,
    service_period: record.servicePeriod,
    buyer_reference: record.buyerReference,
    purchase_order: record.purchaseOrder,
    ...taxCurrencyView(record.taxCurrency),
    seller: record.seller,
    customer_details: record.customerDetails,
    created_at: record.createdAt,
    sent_at: record.sentAt,
    voided_at: record.voidedAt,
    pdf_url: pdfUrl,
    documents: record.documents.map(storedDocumentView),
    notes: record.notes,
    metadata: record.metadata,
  };
}

export function paymentView(record: PaymentRecord): Payment {
  return {
    id: record.id,
    invoice_id: record.invoiceId,
    amount: { amount: record.amount, currency: record.currency },
    paid_at: record.paidAt,
    method: record.method,
    reference: record.reference,
    created_at: record.createdAt,
  };
}

export function customerView(record: CustomerRecord): Customer {
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    address: record.address,
    tax_id: record.taxId,
    locale: record.locale,
    electronic_address: record.electronicAddress,
    buyer_reference: record.buyerReference,
    e_invoice_format: record.eInvoiceFormat,
    metadata: record.metadata,
    created_at: record.createdAt,
    deleted: isDeleted(record),
  };
}

/** The Account body (D35): its name, environment, prefix and seller profile, read-only. */
export function accountView(record: AccountRecord, environment: Environment): Account {
  return { id: record.id, name: record.name, environment, invoice_prefix: record.invoicePrefix, seller: record.seller };
}

/** The CreditNote body, with a freshly signed pdf_url (null in a stored event, which gets a fresh one when read). */
export function creditNoteView(record: CreditNoteRecord, pdfUrl: string | null): CreditNote {
  const money = (amount: number) => ({ amount, currency: record.currency });
  return {
    id: record.id,
    number: record.number,
    invoice_id: record.invoiceId,
    status: record.status,
    reason: record.reason,
    memo: record.memo,
    lines: record.lines,
    subtotal: money(record.subtotal),
    tax: money(record.tax),
    total: money(record.total),
    tax_breakdown: breakdownView(record.lines, record.currency),
    ...taxCurrencyView(record.taxCurrency),
    created_at: record.createdAt,
    pdf_url: pdfUrl,
    documents: record.documents.map(storedDocumentView),
  };
}
