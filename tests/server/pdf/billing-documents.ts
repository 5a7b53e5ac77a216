// Billing documents built by hand for the PDF tests (D35-D39, D41): a German B2B invoice at 19%
// and 7%, a French one, a reverse-charge invoice, an exempt line, an invoice paid in part after a
// credit note, the credit note itself, a draft, a void invoice and one of 200 lines. Each is a
// complete BillingDocument, as server/domain/documents/document-of.ts resolves it from the records.
import type { BillingDocument, DocumentLine, SellerDetails, TaxBreakdownEntry } from '../../../server/domain/documents/index.js';
import { legalIdentityOf } from '../../../server/domain/seller-profile.js';

export const seller: SellerDetails = {
  legalName: 'Nordlicht Software GmbH',
  address: { line1: 'Hafenstraße 12', line2: null, postal_code: '20457', city: 'Hamburg', country: 'DE' },
  vatId: 'DE811907980',
  taxNumber: '27/123/45678',
  contact: { name: 'Jana Petersen', email: 'billing@nordlicht.example', phone: '+49 40 1234567' },
  payment: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', accountHolder: 'Nordlicht Software GmbH' },
  electronicAddress: { scheme: '9930', value: 'DE811907980' },
  timeZone: 'Europe/Berlin',
  legal: legalIdentityOf(null),
};

/** A line with its net amount and its tax rounded half away from zero (D5). */
export function documentLine(description: string, quantity: number, unitPrice: number, rate: number,
  category: DocumentLine['taxCategory'] = rate > 0 ? 'S' : 'Z', reason: string | null = null): DocumentLine {
  const netAmount = quantity * unitPrice;
  const tax = (netAmount * rate) / 100;
  return {
    description, quantity, unitPrice, grossAmount: netAmount, discount: null, netAmount, taxRate: rate, taxCategory: category, taxExemptionReason: reason,
    taxAmount: Math.sign(tax) * Math.round(Math.abs(tax)),
  };
}

/** The breakdown of D36: one entry per (category, rate) in first-appearance order. */
export function breakdownOf(lines: DocumentLine[]): TaxBreakdownEntry[] {
  const entries = new Map<string, TaxBreakdownEntry>();
  for (const line of lines) {
    const key = `${line.taxCategory}/${line.taxRate}`;
    const entry = entries.get(key) ?? { category: line.taxCategory, rate: line.taxRate, taxableAmount: 0, taxAmount: 0, exemptionReason: line.taxExemptionReason };
    entry.taxableAmount += line.netAmount;
    entry.taxAmount += line.taxAmount;
    entries.set(key, entry);
  }
  return [...entries.values()];
}

/** An invoice of `lines`, sent on 2026-11-20 and due 30 days later, with everything else overridable. */
export function invoiceOf(lines: DocumentLine[], over: Partial<BillingDocument> = {}): BillingDocument {
  const subtotal = lines.reduce((sum, line) => sum + line.netAmount, 0);
  const tax = lines.reduce((sum, line) => sum + line.taxAmount, 0);
  const document: BillingDocument = {
    kind: 'invoice', id: 'inv_8sQ2mX4vKpL9tR7wZ3yB1c', number: 'INV-2026-0042', status: 'open', locale: 'en', currency: 'EUR',
    issueDate: '2026-11-20', dueDate: '2026-12-20', supplyDate: null, servicePeriod: null, seller,
    buyer: {
      name: 'Acme Handels AG', email: 'ap@acme.example',
      address: { line1: 'Königsallee 1', line2: 'Eingang B', postal_code: '40212', city: 'Düsseldorf', country: 'DE' },
      taxId: 'DE129273398', electronicAddress: null,
    },
    buyerReference: null, purchaseOrder: null, lines, taxBreakdown: breakdownOf(lines), taxCurrency: null,
    subtotal, allowanceCharges: [], discountTotal: 0, chargeTotal: 0, totalExcludingTax: subtotal, tax, total: subtotal + tax, payments: [], amountPaid: 0, amountDue: subtotal + tax,
    notes: null, precedingInvoice: null, creditReason: null, createdAt: '2026-11-18T09:30:00.000Z', ...over,
  };
  const amountDue = over.amountDue ?? (document.status === 'void' ? 0 : document.total - document.amountPaid);
  return { ...document, amountDue };
}

/** The German B2B invoice: software at 19%, a book at 7%, a service period and a purchase order. */
export const germanInvoice = invoiceOf([
  documentLine('Softwarelizenz „Nordlicht Pro“, 12 Monate', 3, 119_000, 19),
  documentLine('Einrichtung und Schulung vor Ort', 8, 9_500, 19),
  documentLine('Handbuch (gedruckt)', 3, 2_490, 7),
], { locale: 'de', servicePeriod: { start: '2026-11-01', end: '2026-11-30' }, purchaseOrder: 'PO-77812', buyerReference: '04011000-12345-67', notes: 'Vielen Dank für Ihren Auftrag.' });

/** The French invoice: to a Paris buyer at 20% and 5.5%, with a supply date. */
export const frenchInvoice = invoiceOf([
  documentLine('Abonnement annuel « Équipe »', 1, 240_000, 20),
  documentLine('Livres techniques', 4, 3_990, 5.5),
], {
  locale: 'fr', supplyDate: '2026-11-15',
  buyer: {
    name: 'Société Générale des Éditions SARL', email: 'compta@sge.example',
    address: { line1: '12 rue de Rivoli', line2: null, postal_code: '75004', city: 'Paris', country: 'FR' },
    taxId: 'FR40303265045', electronicAddress: null,
  },
});

/** Reverse charge: a consultancy to a French business, AE with the API's standard reason. */
export const reverseChargeInvoice = invoiceOf([
  documentLine('Beratung Cloud-Architektur (Tagessatz)', 5, 120_000, 0, 'AE', 'Reverse charge'),
], { buyer: frenchInvoice.buyer });

/** An exempt E line beside a standard one, with a reason the caller wrote. */
export const exemptInvoice = invoiceOf([
  documentLine('Software maintenance', 1, 50_000, 19),
  documentLine('Training course for vocational qualification', 1, 80_000, 0, 'E', 'Exempt under §4 Nr. 21 UStG (vocational training)'),
]);

/** The credit note against the invoice below: one seat less, at 19%. */
export const creditNote: BillingDocument = {
  ...invoiceOf([documentLine('Softwarelizenz, 1 Arbeitsplatz weniger', 1, 20_000, 19)], {
    kind: 'credit_note', id: 'cn_3Hf9kQ2xWm7pLz8vR4tN6a', number: 'INV-CN-0007', status: 'issued', dueDate: null,
    issueDate: '2026-11-25', createdAt: '2026-11-25T08:00:00.000Z',
    precedingInvoice: { number: 'INV-2026-0042', issueDate: '2026-11-20' }, notes: 'One seat cancelled before use.',
  }),
  amountDue: 0,
};

const partLines = [documentLine('Softwarelizenz, 5 Arbeitsplätze', 5, 20_000, 19)];

/** An invoice paid in part before it was sent: total 1,190.00, paid 500.00, due 690.00. */
export const paidInPartInvoice = invoiceOf(partLines, {
  payments: [{ id: 'pay_1', amount: 50_000, paidAt: '2026-11-28', method: 'bank_transfer', reference: 'SEPA-2026-11-28-991' }], amountPaid: 50_000,
});

export const draftInvoice = invoiceOf(germanInvoice.lines, { status: 'draft', number: null, issueDate: null });

export const voidInvoice = invoiceOf(germanInvoice.lines, { status: 'void' });

/** 200 lines, the last of them with Greek and Cyrillic descriptions. */
export const longInvoice = invoiceOf(Array.from({ length: 200 }, (_, i) =>
  documentLine(i === 198 ? 'Υπηρεσίες φιλοξενίας, Αθήνα' : i === 199 ? 'Поддержка, Москва' : `Item ${i + 1}`, 1, 100 + i, 19)));
