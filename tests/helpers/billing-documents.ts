// Billing documents for the e-invoice tests, the conformance check and the benchmark: a complete
// German seller and buyer, and a spread of documents (several rates, exempt, reverse charge,
// intra-community, export, outside VAT, credit notes, partial payments, the three languages,
// Greek, Cyrillic, Japanese and Arabic names, emoji, a line at a negative price, and text that
// XML must escape or that looks escaped already). Totals and the breakdown are computed from the lines as D5 and D36
// say, so each document is one the service could hold.
import type { BillingDocument, DocumentLine } from '../../server/domain/documents/index.js';
import type { TaxCategory } from '../../server/domain/tax-categories.js';
import { legalIdentityOf, type LegalIdentity } from '../../server/domain/seller-profile.js';
import { renderBillingDocumentPdf } from '../../server/documents/pdf/render-billing-document.js';
import { invoiceDocument } from '../../server/domain/documents/index.js';
import { draftDefaults, type CustomerRecord, type DocumentCharge, type DocumentDiscount, type LineItem } from '../../server/domain/records.js';
import { resolveDocumentAllowances } from '../../server/domain/tax-categories.js';
import { computeTotals } from '../../server/domain/totals.js';
import { breakdownOf } from '../server/pdf/billing-documents.js';

export interface LineSpec {
  description: string;
  quantity: number;
  unitPrice: number;
  taxRate?: number;
  taxCategory?: TaxCategory;
  taxExemptionReason?: string;
}

const standardReasons: Partial<Record<TaxCategory, string>> = { AE: 'Reverse charge', K: 'Intra-community supply', G: 'Export outside the EU' };

/** Half away from zero, on integers (D5). */
function roundedTax(net: number, rate: number): number {
  const scaled = BigInt(net) * BigInt(Math.round(rate * 10_000));
  const divisor = 1_000_000n;
  const quotient = scaled / divisor;
  return Number((scaled % divisor) * 2n >= divisor ? quotient + 1n : quotient);
}

export function documentLine(spec: LineSpec): DocumentLine {
  const taxRate = spec.taxRate ?? 0;
  const taxCategory = spec.taxCategory ?? (taxRate > 0 ? 'S' : 'Z');
  const netAmount = spec.quantity * spec.unitPrice;
  return {
    description: spec.description, quantity: spec.quantity, unitPrice: spec.unitPrice, grossAmount: netAmount, discount: null, netAmount, taxRate, taxCategory,
    taxExemptionReason: spec.taxExemptionReason ?? standardReasons[taxCategory] ?? null, taxAmount: roundedTax(netAmount, taxRate),
  };
}

const seller: BillingDocument['seller'] = {
  legalName: 'Muster Software GmbH',
  address: { line1: 'Friedrichstraße 123', line2: null, city: 'Berlin', postal_code: '10117', country: 'DE' },
  vatId: 'DE123456789',
  taxNumber: null,
  contact: { name: 'Erika Mustermann', email: 'billing@muster.example', phone: '+49 30 1234567' },
  payment: { iban: 'DE02120300000000202051', bic: 'BYLADEM1001', accountHolder: 'Muster Software GmbH' },
  electronicAddress: { scheme: '9930', value: 'DE123456789' },
  timeZone: 'Europe/Berlin',
  legal: legalIdentityOf(null),
};

const buyer: BillingDocument['buyer'] = {
  name: 'Beispiel AG',
  email: 'ap@beispiel.example',
  address: { line1: 'Hauptstraße 5', line2: 'Gebäude 2', city: 'München', postal_code: '80331', country: 'DE' },
  taxId: 'DE987654321',
  electronicAddress: { scheme: '0204', value: '04011000-12345-67' },
};

export interface DocumentSpec extends Partial<Omit<BillingDocument, 'lines' | 'seller' | 'buyer'>> {
  lines?: LineSpec[];
  seller?: Partial<BillingDocument['seller']>;
  buyer?: Partial<BillingDocument['buyer']>;
}

/** A sent invoice (or, with kind: 'credit_note', an issued credit note) with every field XRechnung and Peppol need. */
export function billingDocument(spec: DocumentSpec = {}): BillingDocument {
  const { lines: lineSpecs, seller: sellerSpec, buyer: buyerSpec, ...rest } = spec;
  const lines = (lineSpecs ?? [
    { description: 'Software licence, annual', quantity: 1, unitPrice: 120_000, taxRate: 19 },
    { description: 'Handbook', quantity: 3, unitPrice: 2_499, taxRate: 7 },
  ]).map(documentLine);
  const subtotal = lines.reduce((sum, line) => sum + line.netAmount, 0);
  const tax = lines.reduce((sum, line) => sum + line.taxAmount, 0);
  const kind = rest.kind ?? 'invoice';
  const amountPaid = rest.payments?.reduce((sum, payment) => sum + payment.amount, 0) ?? 0;
  return {
    kind,
    id: kind === 'invoice' ? 'inv_test' : 'cn_test',
    number: kind === 'invoice' ? 'INV-2026-0042' : 'INV-2026-CN-0003',
    status: kind === 'invoice' ? 'open' : 'issued',
    locale: 'de',
    currency: 'EUR',
    issueDate: '2026-11-20',
    dueDate: kind === 'invoice' ? '2026-12-20' : null,
    supplyDate: null,
    servicePeriod: null,
    buyerReference: '04011000-12345-67',
    purchaseOrder: 'PO-7781',
    notes: null,
    precedingInvoice: kind === 'credit_note' ? { number: 'INV-2026-0042', issueDate: '2026-11-20' } : null,
    creditReason: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    payments: [],
    taxCurrency: null,
    ...rest,
    seller: { ...seller, ...sellerSpec },
    buyer: { ...buyer, ...buyerSpec },
    lines,
    taxBreakdown: breakdownOf(lines),
    subtotal,
    allowanceCharges: [],
    discountTotal: 0,
    chargeTotal: 0,
    totalExcludingTax: subtotal,
    tax,
    total: subtotal + tax,
    amountPaid,
    amountDue: subtotal + tax - amountPaid,
  };
}

const frenchBuyer = {
  name: 'Société Exemple SARL', email: 'compta@exemple.example', taxId: 'FR40303265045',
  address: { line1: '12 rue de la Paix', line2: null, city: 'Paris', postal_code: '75002', country: 'FR' },
  electronicAddress: { scheme: '0009', value: '30326504500012' },
};

/** Text every XML writer must escape, and text that looks escaped already: each must read back exactly as written. */
export const xmlSpecialStrings = {
  seller: 'Smith &amp; Sons <Ltd> "Q" \'A\'',
  sellerStreet: 'Rue & Co; 1 ]]> &#x41;',
  buyer: 'AT&T; Europe',
  line: 'R&D; consulting\r\nsecond line &#65; ]]>',
  notes: 'Tom & Jerry; <b>bold</b> &lt; &#x41; \r\n 😀',
} as const;

function xmlSpecialText(kind: BillingDocument['kind'] = 'invoice'): BillingDocument {
  return billingDocument({
    kind, locale: 'en', notes: xmlSpecialStrings.notes,
    seller: { legalName: xmlSpecialStrings.seller, address: { ...seller.address!, line1: xmlSpecialStrings.sellerStreet }, contact: { ...seller.contact, name: xmlSpecialStrings.seller } },
    buyer: { name: xmlSpecialStrings.buyer },
    lines: [{ description: xmlSpecialStrings.line, quantity: 1, unitPrice: 10_000, taxRate: 19 }],
  });
}

/** The spread the conformance check and the benchmark run, by name. */
/** A German GmbH's §35a GmbHG data (D52). */
export const gmbhLegal: LegalIdentity = {
  ...legalIdentityOf(null), legalForm: 'GmbH', registeredOffice: 'Berlin',
  commercialRegister: { court: 'Amtsgericht Berlin (Charlottenburg)', number: 'HRB 234567 B' },
  managingDirectors: ['Erika Mustermann', 'Max Mustermann'], shareCapital: { amount: 2_500_000, currency: 'EUR' },
};

/** A French SAS's mentions (D52): SIREN, RCS, capital and a late-payment rate. */
export const sasLegal: LegalIdentity = {
  ...legalIdentityOf(null), legalForm: 'SAS', managingDirectors: ['Chloé Dupré'], shareCapital: { amount: 1_000_000, currency: 'EUR' },
  france: { siren: '303265045', rcsCity: 'Lyon', latePaymentRate: 12.5 },
};

export function sampleDocuments(): Array<[string, BillingDocument]> {
  return [
    ['two rates, German', billingDocument()],
    ['one line, English, USD', billingDocument({ locale: 'en', currency: 'USD', lines: [{ description: 'Consulting', quantity: 10, unitPrice: 15_000, taxRate: 19 }] })],
    ['three rates and a zero line, French', billingDocument({
      locale: 'fr', buyer: frenchBuyer, notes: 'Merci pour votre confiance.',
      lines: [
        { description: 'Prestation de conseil', quantity: 2, unitPrice: 50_000, taxRate: 20 },
        { description: 'Livre', quantity: 3, unitPrice: 1_999, taxRate: 5.5 },
        { description: 'Repas', quantity: 4, unitPrice: 1_333, taxRate: 10 },
        { description: 'Presse', quantity: 1, unitPrice: 500, taxRate: 0 },
      ],
    })],
    ['exempt (E)', billingDocument({ lines: [{ description: 'Heilbehandlung', quantity: 1, unitPrice: 8_000, taxCategory: 'E', taxExemptionReason: 'Steuerfrei nach § 4 Nr. 14 UStG' }] })],
    ['reverse charge (AE), Greek buyer', billingDocument({
      locale: 'en',
      buyer: { name: 'Ελληνική Εταιρεία Α.Ε.', email: 'info@etaireia.example', taxId: 'EL094259216', electronicAddress: { scheme: '9933', value: 'EL094259216' }, address: { line1: 'Οδός Ερμού 10', line2: null, city: 'Αθήνα', postal_code: '10563', country: 'GR' } },
      lines: [{ description: 'Υπηρεσίες λογισμικού', quantity: 5, unitPrice: 20_000, taxCategory: 'AE' }],
    })],
    ['intra-community supply (K), Bulgarian buyer', billingDocument({
      locale: 'en',
      buyer: { name: 'Българска Фирма ЕООД', email: 'office@firma.example', taxId: 'BG175074752', electronicAddress: { scheme: '9926', value: 'BG175074752' }, address: { line1: 'ул. Витоша 1', line2: null, city: 'София', postal_code: '1000', country: 'BG' } },
      lines: [{ description: 'Сървърно оборудване', quantity: 2, unitPrice: 450_000, taxCategory: 'K' }],
    })],
    ['export (G)', billingDocument({
      locale: 'en', currency: 'USD',
      buyer: { name: 'Example Inc.', email: 'ap@example.com', taxId: null, electronicAddress: { scheme: '0060', value: '123456789' }, address: { line1: '1 Main Street', line2: null, city: 'Springfield', postal_code: '62701', country: 'US' } },
      lines: [{ description: 'Machine parts', quantity: 100, unitPrice: 1_250, taxCategory: 'G' }],
    })],
    ['small business with a tax number only (E)', billingDocument({
      seller: { vatId: null, taxNumber: '30/123/45678', electronicAddress: { scheme: 'EM', value: 'billing@muster.example' } },
      lines: [{ description: 'Webdesign', quantity: 8, unitPrice: 6_500, taxCategory: 'E', taxExemptionReason: 'Kein Ausweis von Umsatzsteuer, da Kleinunternehmer gemäß § 19 UStG' }],
    })],
    ['not subject to VAT (O)', billingDocument({ seller: { taxNumber: '30/123/45678' }, lines: [{ description: 'Schadenersatz', quantity: 1, unitPrice: 50_000, taxCategory: 'O', taxExemptionReason: 'Nicht steuerbar' }] })],
    ['service period and partial payment', billingDocument({
      servicePeriod: { start: '2026-10-01', end: '2026-10-31' },
      payments: [{ id: 'pay_1', amount: 50_000, paidAt: '2026-11-25', method: 'bank_transfer', reference: 'SEPA 1' }],
    })],
    ['paid in full before sending', billingDocument({
      supplyDate: '2026-11-15', locale: 'fr', buyer: frenchBuyer,
      lines: [{ description: 'Abonnement', quantity: 1, unitPrice: 10_000, taxRate: 20 }],
      payments: [{ id: 'pay_2', amount: 12_000, paidAt: '2026-11-18', method: 'card', reference: null }],
      status: 'paid',
    })],
    ['a discount line at a negative unit price', billingDocument({
      lines: [
        { description: 'Software licence, annual', quantity: 1, unitPrice: 120_000, taxRate: 19 },
        { description: 'Loyalty discount', quantity: 1, unitPrice: -20_000, taxRate: 19 },
      ],
    })],
    ['XML-special text in both parties, a line and the notes', xmlSpecialText()],
    ['Japanese buyer, Arabic line, emoji', billingDocument({
      locale: 'en', currency: 'USD', notes: 'ありがとうございます 🙏 شكرا',
      buyer: { name: '株式会社 東京システム', email: 'keiri@tokyo.example', taxId: null, electronicAddress: { scheme: '0088', value: '4912345678904' }, address: { line1: '丸の内1-1', line2: null, city: '東京都千代田区', postal_code: '100-0005', country: 'JP' } },
      lines: [{ description: 'خدمات استشارية 📈', quantity: 3, unitPrice: 9_900, taxCategory: 'G' }],
    })],
    ['credit note, German', billingDocument({ kind: 'credit_note', lines: [{ description: 'Gutschrift Lizenz', quantity: 1, unitPrice: 20_000, taxRate: 19 }] })],
    ['credit note with XML-special text', xmlSpecialText('credit_note')],
    ['German GmbH with its register, directors and capital (BT-30, BT-33)', billingDocument({ seller: { legal: gmbhLegal } })],
    ['French SAS with SIREN, RCS and capital (BT-30 scheme 0002, BT-33), credit note with its reason', billingDocument({
      kind: 'credit_note', locale: 'fr', buyer: frenchBuyer, creditReason: 'product_unsatisfactory', notes: 'Deux licences rendues.',
      seller: { legalName: 'Atelier Dupré SAS', vatId: 'FR40303265045', address: { line1: "12 rue de l'Église", line2: null, city: 'Lyon', postal_code: '69002', country: 'FR' }, legal: sasLegal },
    })],
    ['credit note, reverse charge, French', billingDocument({
      kind: 'credit_note', locale: 'fr', buyer: frenchBuyer,
      lines: [{ description: 'Remboursement', quantity: 1, unitPrice: 30_000, taxCategory: 'AE' }],
    })],
    ...allowanceSamples(),
  ];
}

/** What the API takes for an invoice's lines, discounts and charges (D50). */
export interface AllowanceSpec {
  lines: LineItem[];
  discounts?: DocumentDiscount[];
  charges?: DocumentCharge[];
}

/**
 * A document of `spec`'s parties whose lines, discounts, charges, totals and breakdown are what
 * the service computes from `input` (resolveDocumentAllowances, computeTotals, invoiceDocument).
 */
export function allowanceDocument(spec: DocumentSpec, input: AllowanceSpec): BillingDocument {
  const base = billingDocument(spec);
  const resolved = resolveDocumentAllowances(input.lines, input.discounts ?? [], input.charges ?? []);
  const totals = computeTotals(resolved.lines, base.kind, resolved);
  const at = base.createdAt;
  const customer = { id: 'cus_test', accountId: 'acc', name: base.buyer.name, email: base.buyer.email, address: base.buyer.address, taxId: base.buyer.taxId, locale: base.locale,
    electronicAddress: null, buyerReference: null, eInvoiceFormat: null, metadata: {}, createdAt: at } satisfies CustomerRecord;
  const computed = invoiceDocument({
    invoice: { ...draftDefaults, id: base.id, accountId: 'acc', customerId: customer.id, number: null, status: 'draft', ...resolved, ...totals, amountCredited: 0,
      dueDate: base.dueDate ?? '2026-12-20', notes: null, metadata: {}, createdAt: at, updatedAt: at },
    accountName: base.seller.legalName, currentSeller: null, customer,
  });
  const { lines, taxBreakdown, subtotal, allowanceCharges, discountTotal, chargeTotal, totalExcludingTax, tax, total } = computed;
  return { ...base, lines, taxBreakdown, subtotal, allowanceCharges, discountTotal, chargeTotal, totalExcludingTax, tax, total, amountDue: total - base.amountPaid };
}

const money = (amount: number, currency: 'EUR' | 'USD' = 'EUR') => ({ amount, currency });
const apiLine = (description: string, quantity: number, amount: number, tax: Partial<LineItem> = {}, currency: 'EUR' | 'USD' = 'EUR'): LineItem =>
  ({ description, quantity, unit_price: money(amount, currency), ...tax });

/** Documents with discounts and charges (D50) in every category they apply to, line discounts, percentages and mixed rates. */
export function allowanceSamples(): Array<[string, BillingDocument]> {
  return [
    ['discounts and charges at two rates, a line discount by percentage, German', allowanceDocument({}, {
      lines: [
        apiLine('Software licence, annual', 1, 120_000, { tax_rate: 19, discount: { percentage: 12.5, reason: 'Mengenrabatt' } }),
        apiLine('Handbuch', 3, 2_499, { tax_rate: 7, discount: { amount: money(499), reason: null } }),
      ],
      discounts: [{ percentage: 2, reason: 'Skonto', reason_code: '95', tax_category: 'S', tax_rate: 19 }, { amount: money(1_000), reason: null, reason_code: '100', tax_category: 'S', tax_rate: 7 }],
      charges: [{ amount: money(990), reason: 'Versand', reason_code: 'FC', tax_category: 'S', tax_rate: 19 }, { percentage: 1.5, reason: 'Verpackung', reason_code: null, tax_category: 'S', tax_rate: 7 }],
    })],
    ['a zero-rated charge beside standard-rated lines, French', allowanceDocument({ locale: 'fr', buyer: frenchBuyer }, {
      lines: [apiLine('Prestation', 2, 50_000, { tax_rate: 20 })],
      discounts: [{ amount: money(5_000), reason: 'Remise fidélité', reason_code: '95' }],
      charges: [{ amount: money(2_500), reason: 'Transport international', reason_code: 'FC', tax_category: 'Z', tax_rate: 0 }],
    })],
    ['exempt (E) with a discount and a charge', allowanceDocument({}, {
      lines: [apiLine('Heilbehandlung', 2, 8_000, { tax_category: 'E', tax_exemption_reason: 'Steuerfrei nach § 4 Nr. 14 UStG', discount: { amount: money(500), reason: 'Nachlass' } })],
      discounts: [{ amount: money(1_000), reason: 'Treuerabatt', reason_code: null, tax_category: 'E', tax_rate: 0 }],
      charges: [{ amount: money(300), reason: 'Material', reason_code: 'ABL', tax_category: 'E', tax_rate: 0 }],
    })],
    ['reverse charge (AE) with a percentage discount and a charge, Greek buyer', allowanceDocument({
      locale: 'en',
      buyer: { name: 'Ελληνική Εταιρεία Α.Ε.', email: 'info@etaireia.example', taxId: 'EL094259216', electronicAddress: { scheme: '9933', value: 'EL094259216' }, address: { line1: 'Οδός Ερμού 10', line2: null, city: 'Αθήνα', postal_code: '10563', country: 'GR' } },
    }, {
      lines: [apiLine('Software services', 5, 20_000, { tax_category: 'AE' })],
      discounts: [{ percentage: 5, reason: 'Volume discount', reason_code: '95' }],
      charges: [{ amount: money(1_500), reason: 'Travel', reason_code: 'ADR' }],
    })],
    ['intra-community supply (K) with a discount and shipping, Bulgarian buyer', allowanceDocument({
      locale: 'en',
      buyer: { name: 'Българска Фирма ЕООД', email: 'office@firma.example', taxId: 'BG175074752', electronicAddress: { scheme: '9926', value: 'BG175074752' }, address: { line1: 'ул. Витоша 1', line2: null, city: 'София', postal_code: '1000', country: 'BG' } },
    }, {
      lines: [apiLine('Server hardware', 2, 450_000, { tax_category: 'K', discount: { percentage: 3, reason: 'Early order' } })],
      discounts: [{ amount: money(10_000), reason: 'Promotion', reason_code: '95' }],
      charges: [{ amount: money(7_500), reason: 'Freight', reason_code: 'FC' }],
    })],
    ['export (G) with a charge, USD', allowanceDocument({
      locale: 'en', currency: 'USD',
      buyer: { name: 'Example Inc.', email: 'ap@example.com', taxId: null, electronicAddress: { scheme: '0060', value: '123456789' }, address: { line1: '1 Main Street', line2: null, city: 'Springfield', postal_code: '62701', country: 'US' } },
    }, {
      lines: [apiLine('Machine parts', 100, 1_250, { tax_category: 'G', discount: { amount: money(2_500, 'USD'), reason: 'Bulk' } }, 'USD')],
      charges: [{ amount: money(4_000, 'USD'), reason: 'Air freight', reason_code: 'FC' }],
    })],
    ['not subject to VAT (O) with a discount and a charge', allowanceDocument({ seller: { taxNumber: '30/123/45678' } }, {
      lines: [apiLine('Schadenersatz', 1, 50_000, { tax_category: 'O', tax_exemption_reason: 'Nicht steuerbar' })],
      discounts: [{ amount: money(5_000), reason: 'Vergleich', reason_code: '104', tax_category: 'O' }],
      charges: [{ amount: money(1_200), reason: 'Gutachten', reason_code: 'ZZZ', tax_category: 'O' }],
    })],
    ['a rounding edge: each tax an exact half, three rates', allowanceDocument({}, {
      lines: [apiLine('Beratung', 1, 1_050, { tax_rate: 19, discount: { amount: money(50), reason: 'Rabatt' } }), apiLine('Buch', 1, 150, { tax_rate: 7 }), apiLine('Presse', 1, 500, { tax_rate: 0 })],
      discounts: [{ amount: money(50), reason: 'Aktion', reason_code: '95', tax_category: 'S', tax_rate: 19 }],
      charges: [{ amount: money(150), reason: 'Porto', reason_code: 'FC', tax_category: 'S', tax_rate: 7 }, { amount: money(250), reason: 'Pfand', reason_code: null, tax_category: 'Z', tax_rate: 0 }],
    })],
    ['credit note with a line discount', allowanceDocument({ kind: 'credit_note' }, {
      lines: [apiLine('Gutschrift Lizenz', 2, 20_000, { tax_rate: 19, discount: { percentage: 10, reason: 'Rabatt wie berechnet' } })],
    })],
  ];
}

/** The document's legal PDF, for Factur-X to carry. */
export function documentPdf(doc: BillingDocument): Promise<Buffer> {
  return renderBillingDocumentPdf(doc);
}
