// The cases of the conformance corpus, drawn by fast-check from a seed (R133): a seller, a
// customer, an invoice (every tax category with what it needs, supply date or service period,
// every currency and locale, discount lines, text of every kind up to the contract's longest),
// the partial payments recorded after it is sent, and a credit note for part or all of it. Every
// value is one the contract accepts. An invoice in another currency than its seller's accounting
// currency is sent with a drawn tax_exchange_rate (D52: BT-6, BT-111), its credit note at that rate.
import fc from 'fast-check';
import type { components } from '../../generated/invoicing.js';
import { sellers, type Seller } from './sellers.js';
import { clip, text as styledText, textStyles, type TextStyle } from './texts.js';

type Schemas = components['schemas'];
export type TaxCategory = Schemas['TaxCategory'];
export type LineItem = Schemas['LineItem'];

export interface Case {
  /** How the case's free text is written. */
  style: TextStyle;
  seller: Seller;
  customer: Schemas['CustomerCreate'];
  invoice: Omit<Schemas['InvoiceCreate'], 'customer_id'>;
  /** Payments after send, each a percentage of what is then due (a payment that would settle the invoice is left out). */
  payments: Array<{ percent: number; method: Schemas['PaymentMethod']; reference?: string }>;
  /** A credit note after the payments: none, for part of the invoice, or for all of it (only without payments). */
  credit: 'none' | 'part' | 'whole';
  creditNote: { reason: Schemas['CreditNoteReason']; memo?: string };
  /** The rate sent with the invoice when its currency is not the seller's accounting currency (D52); undefined otherwise. */
  taxExchangeRate?: number;
}

const currencies = ['EUR', 'USD', 'GBP', 'CHF'] as const;
/** Rates of the accounting currency for one unit of the invoice's (D52): everyday ones, ten decimals, and extremes. */
const exchangeRates = [0.9239582371, 1.0642, 1.1725, 0.8412, 1, 0.0001, 123.4567] as const;
const standardRates = [19, 7, 20, 21, 5.5, 8.875, 25, 100, 0.0001] as const;
const euBuyers = ['NL', 'BE', 'IT', 'ES'] as const;
const exportBuyers = ['US', 'CH', 'JP', 'NO'] as const;
const anyBuyers = ['DE', 'FR', 'AT', 'NL', 'GB', 'GR', 'US', 'JP'] as const;
const vatIds: Record<string, string> = {
  DE: 'DE987654321', FR: 'FR61954506077', AT: 'ATU87654321', NL: 'NL123456789B01', BE: 'BE0123456749', IT: 'IT12345678901', ES: 'ESX1234567L', GB: 'GB123456789', GR: 'EL123456789',
};
const buyerEmails = ['ap@buyer.example', "o'brien&co@buyer.example", 'invoices+2026@sub.buyer.example'] as const;

/** The day `days` from today (UTC), as YYYY-MM-DD. */
function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Electronic addresses a buyer may give (EAS scheme and identifier). */
const electronicAddress = fc.constantFrom(
  { scheme: '9930', value: 'DE987654321' },
  { scheme: '0088', value: '4012345000009' },
  { scheme: '0204', value: '04011000-12345-03' },
  { scheme: '0208', value: '0123456749' },
  { scheme: 'EM', value: 'einvoice@buyer.example' },
);

/** Which categories the invoice's lines use: O alone, or any mix of the others the seller can send. */
function categoryPlan(seller: Seller): fc.Arbitrary<TaxCategory[]> {
  const others: TaxCategory[] = seller.hasVatId ? ['S', 'Z', 'E', 'AE', 'K', 'G'] : ['S', 'Z', 'E', 'G'];
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<TaxCategory[]>(['O']) },
    { weight: 3, arbitrary: fc.constant<TaxCategory[]>(['S']) },
    { weight: 6, arbitrary: fc.subarray(others, { minLength: 1, maxLength: 3 }) },
  );
}

/** A line's quantity and unit price: everyday amounts mostly, sometimes very large prices or quantities. */
const amounts = fc.oneof(
  { weight: 8, arbitrary: fc.record({ quantity: fc.integer({ min: 1, max: 20 }), price: fc.integer({ min: 1, max: 500_000 }) }) },
  { weight: 1, arbitrary: fc.record({ quantity: fc.constant(1), price: fc.integer({ min: 1_000_000_000, max: 1_000_000_000_000 }) }) },
  { weight: 1, arbitrary: fc.record({ quantity: fc.integer({ min: 1000, max: 1_000_000 }), price: fc.integer({ min: 1, max: 100 }) }) },
);

function lines(text: (max: number) => fc.Arbitrary<string>, plan: readonly TaxCategory[], currency: (typeof currencies)[number]): fc.Arbitrary<LineItem[]> {
  // One reason per category (lines of one category and rate share it); E and O need one, AE, K and G may take the default.
  const reasons = fc.record({
    E: text(300), O: text(300), AE: fc.option(text(300), { nil: undefined }), K: fc.option(text(300), { nil: undefined }), G: fc.option(text(300), { nil: undefined }),
  });
  const line = (category: TaxCategory) => fc.record({ description: text(500), amounts, rate: fc.constantFrom(...standardRates) }).map(({ description, amounts: { quantity, price }, rate }) => ({
    category, description, quantity, price, rate,
  }));
  const categories = fc.array(fc.constantFrom(...plan), { maxLength: 4 }).map((more) => [...plan, ...more]);
  return fc.tuple(categories.chain((list) => fc.tuple(...list.map(line))), reasons, fc.integer({ min: 0, max: 3 }).map((n) => n === 0), text(500)).map(([drawn, reason, discount, discountText]) => {
    const items: LineItem[] = drawn.map(({ category, description, quantity, price, rate }) => ({
      description, quantity, unit_price: { amount: price, currency }, tax_category: category,
      ...(category === 'S' ? { tax_rate: rate } : category === 'O' ? {} : { tax_rate: 0 }),
      ...(category === 'S' || category === 'Z' ? {} : reason[category] === undefined ? {} : { tax_exemption_reason: reason[category] }),
    }));
    const first = items[0]!;
    const firstNet = first.quantity * first.unit_price.amount;
    // One case in four has a discount line (a negative price) of a third of the first line, in its category and rate: the total stays positive.
    if (discount && firstNet >= 2) items.push({ ...first, description: discountText, quantity: 1, unit_price: { amount: -Math.max(1, Math.floor(firstNet / 3)), currency } });
    return items;
  });
}

function customer(text: (max: number) => fc.Arbitrary<string>, plan: readonly TaxCategory[]): fc.Arbitrary<Case['customer']> {
  const needsVatId = plan.includes('AE') || plan.includes('K');
  const country = plan.includes('K') || plan.includes('AE') ? fc.constantFrom(...euBuyers) : plan.includes('G') ? fc.constantFrom(...exportBuyers) : fc.constantFrom(...anyBuyers);
  return fc.record({
    name: text(200), email: fc.constantFrom(...buyerEmails), country, line1: text(200), line2: fc.option(text(200), { nil: undefined }), city: text(100), postalCode: text(20),
    otherTaxId: fc.option(text(50), { nil: undefined }), locale: fc.constantFrom('en' as const, 'de' as const, 'fr' as const),
    electronicAddress: fc.oneof({ weight: 5, arbitrary: electronicAddress }, { weight: 1, arbitrary: fc.constant(undefined) }),
    buyerReference: fc.option(fc.oneof(fc.constant('04011000-12345-03'), text(200)), { freq: 3, nil: undefined }),
    format: fc.option(fc.constantFrom('ubl' as const, 'cii' as const, 'factur-x' as const), { freq: 1, nil: undefined }),
  }).map((c) => ({
    name: c.name, email: c.email, locale: c.locale,
    address: { line1: c.line1, ...(c.line2 === undefined ? {} : { line2: c.line2 }), city: c.city, postal_code: clip(c.postalCode, 20), country: c.country },
    ...(needsVatId ? { tax_id: vatIds[c.country]! } : c.otherTaxId === undefined ? {} : { tax_id: c.otherTaxId }),
    ...(c.electronicAddress ? { electronic_address: c.electronicAddress } : {}),
    ...(c.buyerReference ? { buyer_reference: c.buyerReference } : {}),
    ...(c.format ? { e_invoice_format: c.format } : {}),
  }));
}

const supply = fc.oneof(
  fc.constant({}),
  fc.integer({ min: -90, max: 30 }).map((offset) => ({ supply_date: day(offset) })),
  fc.tuple(fc.integer({ min: -90, max: 0 }), fc.integer({ min: 0, max: 60 })).map(([start, length]) => ({ service_period: { start: day(start), end: day(start + length) } })),
);

/** The seller: the complete ones more often than the minimal one, whose documents most formats refuse. */
const seller = fc.oneof(...sellers.map((s) => ({ weight: s.hasVatId ? 3 : 1, arbitrary: fc.constant(s) })));

/** One case of the corpus. */
export const corpusCase: fc.Arbitrary<Case> = fc.tuple(fc.constantFrom(...textStyles), seller).chain(([style, from]) => categoryPlan(from).chain((plan) => {
  const text = (max: number) => styledText(style, max);
  return fc.record({
    style: fc.constant(style),
    seller: fc.constant(from),
    customer: customer(text, plan),
    invoice: fc.record({
      lines: fc.constantFrom(...currencies).chain((currency) => lines(text, plan, currency)),
      supply,
      buyerReference: fc.option(text(200), { freq: 3, nil: undefined }),
      purchaseOrder: fc.option(text(200), { nil: undefined }),
      notes: fc.option(text(5000), { nil: undefined }),
    }).map(({ lines: items, supply: dates, buyerReference, purchaseOrder, notes }) => ({
      lines: items, ...dates,
      ...(buyerReference === undefined ? {} : { buyer_reference: buyerReference }),
      ...(purchaseOrder === undefined ? {} : { purchase_order: purchaseOrder }),
      ...(notes === undefined ? {} : { notes }),
    })),
    payments: fc.array(fc.record({
      percent: fc.integer({ min: 1, max: 60 }),
      method: fc.constantFrom('bank_transfer' as const, 'card' as const, 'direct_debit' as const, 'cash' as const, 'other' as const),
      reference: fc.option(text(200), { nil: undefined }),
    }), { maxLength: 2 }),
    credit: fc.constantFrom('none' as const, 'part' as const, 'whole' as const),
    creditNote: fc.record({
      reason: fc.constantFrom('duplicate' as const, 'order_change' as const, 'product_unsatisfactory' as const, 'other' as const),
      memo: fc.option(text(5000), { nil: undefined }),
    }).map(({ reason, memo }) => (memo === undefined ? { reason } : { reason, memo })),
    taxExchangeRate: fc.constantFrom(...exchangeRates),
  }).map(({ taxExchangeRate, ...drawn }) => {
    const foreign = drawn.invoice.lines[0]!.unit_price.currency !== (from.profile.currency ?? 'EUR');
    return foreign ? { ...drawn, taxExchangeRate } : drawn;
  });
}));

/** The corpus of a seed: `count` cases, the same for the same seed and count. */
export function corpusCases(seed: number, count: number): Case[] {
  return fc.sample(corpusCase, { seed, numRuns: count });
}
