// The billing document of an invoice or a credit note (D35-D39): the records resolved into the one
// shape (billing-document.ts) that the PDF and the e-invoice are both drawn from. Pure: the caller
// reads the records; a sent invoice brings its frozen seller and buyer, a draft the current ones.
import type { BillingDocument, BuyerDetails, DocumentLine, SellerDetails } from './billing-document.js';
import { invoiceAsIssued } from './issued-documents.js';
import { legalIdentityOf } from '../seller-profile.js';
import { amountDue } from '../payments.js';
import { partiesOf } from './parties.js';
import type { CreditNoteRecord, CustomerDetails, CustomerRecord, DocumentAllowance, InvoiceRecord, LineItem, SellerProfile } from '../records.js';
import { dateIn, defaultTimeZone } from '../seller-profile.js';
import { defaultCategory, taxBreakdown } from '../tax-categories.js';
import { allowanceAmount, allowanceTotals, lineAmounts, lineGross, type DocumentAllowances } from '../totals.js';

/** What an invoice's document is built from. */
export interface InvoiceSources {
  invoice: InvoiceRecord;
  /** The account's name: the seller's name while it has no profile (the sandbox prints what it has, D35). */
  accountName: string;
  /** The account's current seller profile, which a draft (and an invoice sent before profiles were frozen) shows. */
  currentSeller: SellerProfile | null;
  /** The invoice's customer as it is now, which a draft shows. */
  customer: CustomerRecord;
}

/** What a credit note's document is built from: the note and the sources of its invoice. */
export interface CreditNoteSources extends InvoiceSources {
  creditNote: CreditNoteRecord;
}

/** The seller as documents name them: the profile, or only the account's name when there is none. */
export function sellerDetails(profile: SellerProfile | null, accountName: string): SellerDetails {
  return {
    legalName: profile?.legal_name ?? accountName,
    address: profile?.address ?? null,
    vatId: profile?.vat_id ?? null,
    taxNumber: profile?.tax_number ?? null,
    contact: { name: profile?.contact?.name ?? null, email: profile?.contact?.email ?? null, phone: profile?.contact?.phone ?? null },
    payment: profile?.payment ? { iban: profile.payment.iban, bic: profile.payment.bic ?? null, accountHolder: profile.payment.account_holder ?? null } : null,
    electronicAddress: profile?.electronic_address ?? null,
    timeZone: profile?.time_zone ?? defaultTimeZone,
    legal: legalIdentityOf(profile),
  };
}

function buyerDetails(buyer: CustomerDetails): BuyerDetails {
  return { name: buyer.name, email: buyer.email, address: buyer.address, taxId: buyer.tax_id, electronicAddress: buyer.electronic_address };
}

function documentLines(lines: readonly LineItem[]): DocumentLine[] {
  const amounts = lineAmounts(lines);
  return lines.map((line, index) => ({
    description: line.description,
    quantity: line.quantity,
    unitPrice: line.unit_price.amount,
    grossAmount: Number(lineGross(line)),
    discount: line.discount?.amount ? { amount: line.discount.amount.amount, percentage: line.discount.percentage ?? null, reason: line.discount.reason ?? null } : null,
    netAmount: amounts[index]!.net,
    taxRate: line.tax_rate ?? 0,
    taxCategory: line.tax_category ?? defaultCategory(line),
    taxExemptionReason: line.tax_exemption_reason ?? null,
    taxAmount: amounts[index]!.tax,
  }));
}

/** The breakdown as documents carry it; `O`, which has no rate, at 0. */
function documentBreakdown(lines: readonly LineItem[], allowances?: DocumentAllowances): BillingDocument['taxBreakdown'] {
  return taxBreakdown(lines, allowances).map((entry) => ({ ...entry, rate: entry.rate ?? 0 }));
}

/** An invoice's discounts, then its charges, as documents show them, and their totals (D50). */
function documentAllowances(invoice: InvoiceRecord): Pick<BillingDocument, 'allowanceCharges' | 'discountTotal' | 'chargeTotal' | 'totalExcludingTax'> {
  // Invoices stored before D50 have none.
  const allowances = { discounts: invoice.discounts ?? [], charges: invoice.charges ?? [] };
  const row = (kind: 'discount' | 'charge') => (item: DocumentAllowance) => ({
    kind, amount: allowanceAmount(item), percentage: item.percentage ?? null, baseAmount: item.percentage ? invoice.subtotal : null,
    reason: item.reason ?? null, reasonCode: item.reason_code ?? null, taxCategory: item.tax_category ?? 'S', taxRate: item.tax_rate ?? 0,
  });
  const { discountTotal, chargeTotal } = allowanceTotals(allowances);
  return {
    allowanceCharges: [...allowances.discounts.map(row('discount')), ...allowances.charges.map(row('charge'))],
    discountTotal, chargeTotal, totalExcludingTax: invoice.subtotal - discountTotal + chargeTotal,
  };
}

/** The parties and the fields a credit note shares with its invoice. */
function invoiceParts({ invoice, accountName, currentSeller, customer }: InvoiceSources) {
  const { seller, buyer } = partiesOf(invoice, { seller: currentSeller, customer });
  // BT-10: the invoice's own, else the customer's as frozen at send (a draft: as it is now).
  const buyerReference = invoice.buyerReference ?? buyer.buyer_reference ?? null;
  return { seller: sellerDetails(seller, accountName), buyer: buyerDetails(buyer), locale: buyer.locale, buyerReference };
}

/** An invoice's billing document: what its PDF and e-invoice say; a sent invoice's as it was issued (D49). */
export function invoiceDocument(sources: InvoiceSources): BillingDocument {
  const invoice = invoiceAsIssued(sources.invoice);
  const { seller, buyer, locale, buyerReference } = invoiceParts(sources);
  return {
    kind: 'invoice',
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    locale,
    currency: invoice.currency,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    supplyDate: invoice.supplyDate,
    servicePeriod: invoice.servicePeriod,
    seller,
    buyer,
    buyerReference,
    purchaseOrder: invoice.purchaseOrder,
    lines: documentLines(invoice.lines),
    taxBreakdown: documentBreakdown(invoice.lines, { discounts: invoice.discounts ?? [], charges: invoice.charges ?? [] }),
    subtotal: invoice.subtotal,
    ...documentAllowances(invoice),
    tax: invoice.tax,
    total: invoice.total,
    taxCurrency: invoice.taxCurrency ?? null,
    payments: invoice.payments.map(({ id, amount, paidAt, method, reference }) => ({ id, amount, paidAt, method, reference })),
    amountPaid: invoice.amountPaid,
    amountDue: amountDue(invoice),
    notes: invoice.notes,
    precedingInvoice: null,
    creditReason: null,
    createdAt: invoice.createdAt,
  };
}

/** A credit note's billing document: its invoice's parties and references, and the invoice as the preceding one (BT-25, BT-26). */
export function creditNoteDocument(sources: CreditNoteSources): BillingDocument {
  const { creditNote, invoice } = sources;
  const { seller, buyer, locale, buyerReference } = invoiceParts(sources);
  return {
    kind: 'credit_note',
    id: creditNote.id,
    number: creditNote.number,
    // As issued (D49): voiding it later changes the API and the events, never its documents.
    status: 'issued',
    locale,
    currency: creditNote.currency,
    issueDate: dateIn(new Date(creditNote.createdAt), seller.timeZone),
    dueDate: null,
    supplyDate: null,
    servicePeriod: null,
    seller,
    buyer,
    buyerReference,
    purchaseOrder: invoice.purchaseOrder,
    lines: documentLines(creditNote.lines),
    taxBreakdown: documentBreakdown(creditNote.lines),
    subtotal: creditNote.subtotal,
    allowanceCharges: [], discountTotal: 0, chargeTotal: 0, totalExcludingTax: creditNote.subtotal,
    tax: creditNote.tax,
    total: creditNote.total,
    taxCurrency: creditNote.taxCurrency ?? null,
    payments: [],
    amountPaid: 0,
    amountDue: creditNote.total,
    notes: creditNote.memo,
    // A credit note exists only against a sent invoice, which has its number and issue date.
    precedingInvoice: { number: invoice.number ?? '', issueDate: invoice.issueDate ?? dateIn(new Date(invoice.createdAt), seller.timeZone) },
    creditReason: creditNote.reason,
    createdAt: creditNote.createdAt,
  };
}
