// The cases of the conformance corpus, drawn by fast-check from a seed (R133): a seller, a
// customer, an invoice (every tax category with what it needs, supply date or service period,
// every currency and locale, discount lines, text of every kind up to the contract's longest),
// the partial payments recorded after it is sent, and a credit note for part or all of it; line
// discounts, and discounts and charges on the whole invoice in the categories and rates of its
// lines, as amounts and percentages (D50). Every value is one the contract accepts. An invoice in
// another currency than its seller's accounting currency is sent with a drawn tax_exchange_rate
// (D52: BT-6, BT-111), its credit note at that rate.
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
/** Reason codes the corpus gives discounts (UNTDID 5189) and charges (UNTDID 7161). */
const allowanceCodes = ['95', '100', '102', '104', '41', '64', '66'] as const;
const chargeCodes = ['FC', 'ABL', 'SAA', 'ADR', 'PC', 'ZZZ', 'AAA'] as const;

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

/** A line's discount as the API takes it: a percentage, or a share of the line's amount (none when that is under one minor unit). */
function lineDiscountOf(off: { percentage: number } | { share: number } | undefined, gross: number, currency: LineItem['unit_price']['currency'], reason: string | undefined): Partial<LineItem> {
  if (!off) return {};
  const why = reason === undefined ? {} : { reason };
  if ('percentage' in off) return gross * off.percentage >= 100 ? { discount: { percentage: off.percentage, ...why } } : {};
  const amount = Math.floor((gross * off.share) / 100);
  return amount >= 1 ? { discount: { amount: { amount, currency }, ...why } } : {};
}

/** What the corpus draws for an invoice's discounts and charges; allowancesOf turns it into ones the lines allow. */
const allowanceDraw = fc.record({
  discounts: fc.array(fc.record({ share: fc.integer({ min: 1, max: 30 }), percent: fc.boolean(), group: fc.nat(), code: fc.option(fc.constantFrom(...allowanceCodes), { nil: undefined }) }), { maxLength: 2 }),
  charges: fc.array(fc.record({
    amount: fc.integer({ min: 1, max: 50_000 }), percent: fc.option(fc.constantFrom(1, 2.5, 7.75), { nil: undefined }), group: fc.nat(),
    own: fc.option(fc.oneof(fc.constant({ category: 'Z' as const, rate: 0 }), fc.constantFrom(...standardRates).map((rate) => ({ category: 'S' as const, rate }))), { freq: 3, nil: undefined }),
    code: fc.option(fc.constantFrom(...chargeCodes), { nil: undefined }),
  }), { maxLength: 2 }),
});

type AllowanceDraw = typeof allowanceDraw extends fc.Arbitrary<infer T> ? T : never;

/**
 * Discounts and charges (D50) for `items`: each discount takes a share of its category and rate's
 * net (never more than it holds), as an amount or, on an invoice of one category and rate, as a
 * percentage without category; each charge is in a category and rate of the lines, or (beside
 * lines subject to VAT) zero rated or standard rated of its own. Each has a reason, a code or both.
 */
function allowancesOf(items: LineItem[], draw: AllowanceDraw, reasons: string[]): Pick<Case['invoice'], 'discounts' | 'charges'> {
  const currency = items[0]!.unit_price.currency;
  const groups = new Map<string, { category: TaxCategory; rate: number | undefined; net: number }>();
  for (const item of items) {
    const key = `${item.tax_category}:${item.tax_rate ?? 0}`;
    const gross = item.quantity * item.unit_price.amount;
    const off = item.discount?.percentage ? Math.round((gross * item.discount.percentage) / 100) : item.discount?.amount?.amount ?? 0;
    const group = groups.get(key) ?? { category: item.tax_category!, rate: item.tax_rate, net: 0 };
    group.net += gross - off;
    groups.set(key, group);
  }
  const list = [...groups.values()];
  const subtotal = list.reduce((sum, group) => sum + group.net, 0);
  let said = 0;
  const why = (code: string | undefined) => {
    const reason = reasons[said++ % reasons.length];
    return code === undefined || said % 2 === 0 ? { reason, ...(code === undefined ? {} : { reason_code: code }) } : { reason_code: code };
  };
  const discounts = draw.discounts.flatMap((d): Record<string, unknown>[] => {
    const group = list[d.group % list.length]!;
    if (list.length === 1 && d.percent && Math.floor((subtotal * d.share) / 100) >= 1) return [{ percentage: d.share, ...why(d.code) }];
    const amount = Math.floor((group.net * d.share) / 100);
    if (amount < 1) return [];
    group.net -= amount;
    return [{ amount: { amount, currency }, ...why(d.code), tax_category: group.category, ...(group.category === 'O' ? {} : { tax_rate: group.rate ?? 0 }) }];
  });
  const outside = list.some((group) => group.category === 'O');
  const charges = draw.charges.map((c): Record<string, unknown> => {
    const group = list[c.group % list.length]!;
    const where = c.own && !outside ? { tax_category: c.own.category, tax_rate: c.own.rate } : { tax_category: group.category, ...(group.category === 'O' ? {} : { tax_rate: group.rate ?? 0 }) };
    return { ...(c.percent === undefined || subtotal * c.percent < 100 ? { amount: { amount: c.amount, currency } } : { percentage: c.percent }), ...why(c.code), ...where };
  });
  return { ...(discounts.length > 0 ? { discounts } : {}), ...(charges.length > 0 ? { charges } : {}) } as Pick<Case['invoice'], 'discounts' | 'charges'>;
}

function lines(text: (max: number) => fc.Arbitrary<string>, plan: readonly TaxCategory[], currency: (typeof currencies)[number]): fc.Arbitrary<LineItem[]> {
  // One reason per category (lines of one category and rate share it); E and O need one, AE, K and G may take the default.
  const reasons = fc.record({
    E: text(300), O: text(300), AE: fc.option(text(300), { nil: undefined }), K: fc.option(text(300), { nil: undefined }), G: fc.option(text(300), { nil: undefined }),
  });
  // One line in three has a discount (BG-27): a percentage of it, or an amount up to nine tenths of it.
  const lineDiscount = fc.option(fc.oneof(
    fc.record({ percentage: fc.constantFrom(5, 10, 12.5, 33.3333, 100) }),
    fc.record({ share: fc.integer({ min: 1, max: 90 }) }),
  ), { freq: 2, nil: undefined });
  const line = (category: TaxCategory) => fc.record({ description: text(500), amounts, rate: fc.constantFrom(...standardRates), lineDiscount, discountReason: fc.option(text(300), { nil: undefined }) })
    .map(({ description, amounts: { quantity, price }, rate, lineDiscount: off, discountReason }) => ({ category, description, quantity, price, rate, off, discountReason }));
  const categories = fc.array(fc.constantFrom(...plan), { maxLength: 4 }).map((more) => [...plan, ...more]);
  return fc.tuple(categories.chain((list) => fc.tuple(...list.map(line))), reasons, fc.integer({ min: 0, max: 3 }).map((n) => n === 0), text(500)).map(([drawn, reason, discount, discountText]) => {
    const items: LineItem[] = drawn.map(({ category, description, quantity, price, rate, off, discountReason }) => ({
      description, quantity, unit_price: { amount: price, currency }, tax_category: category,
      ...(category === 'S' ? { tax_rate: rate } : category === 'O' ? {} : { tax_rate: 0 }),
      ...(category === 'S' || category === 'Z' ? {} : reason[category] === undefined ? {} : { tax_exemption_reason: reason[category] }),
      ...lineDiscountOf(off, quantity * price, currency, discountReason),
    }));
    const { discount: firstDiscount, ...first } = items[0]!;
    const firstGross = first.quantity * first.unit_price.amount;
    // The first line's net after its own discount (D50), of which the discount line takes a third.
    const firstNet = firstGross - (firstDiscount?.percentage ? Math.round((firstGross * firstDiscount.percentage) / 100) : firstDiscount?.amount?.amount ?? 0);
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
      allowances: fc.option(allowanceDraw, { freq: 2, nil: undefined }),
      allowanceReasons: fc.array(text(300), { minLength: 1, maxLength: 4 }),
      supply,
      buyerReference: fc.option(text(200), { freq: 3, nil: undefined }),
      purchaseOrder: fc.option(text(200), { nil: undefined }),
      notes: fc.option(text(5000), { nil: undefined }),
    }).map(({ lines: items, allowances, allowanceReasons, supply: dates, buyerReference, purchaseOrder, notes }) => ({
      lines: items, ...(allowances ? allowancesOf(items, allowances, allowanceReasons) : {}), ...dates,
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
