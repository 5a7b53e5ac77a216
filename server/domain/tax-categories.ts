// VAT categories of lines and the tax breakdown (D36): each line's EN 16931 category and
// exemption reason, checked rule by rule (the rule ids are EN 16931's), and the breakdown of a
// document's lines per category and rate, whose entries sum exactly to its subtotal and tax.
import { invalid, DomainError } from './domain-error.js';
import type { Currency, DocumentAllowance, DocumentCharge, DocumentDiscount, LineItem } from './records.js';
import { allowanceAmount, allowanceTax, decimalsOf, lineAmounts, percentOf, resolveLineDiscount, taxRateDecimals, type DocumentAllowances } from './totals.js';

/** An EN 16931 VAT category code (D36): standard, zero, exempt, reverse charge, intra-community, export, not subject. */
export type TaxCategory = 'S' | 'Z' | 'E' | 'AE' | 'K' | 'G' | 'O';

/** What each category asks of a line's rate and exemption reason, and the reason filled in when none is given. */
export const taxCategories: Record<TaxCategory, { rate: 'positive' | 'zero' | 'none'; reason: 'forbidden' | 'required'; defaultReason?: string; rule: string }> = {
  S: { rate: 'positive', reason: 'forbidden', rule: 'BR-S' },
  Z: { rate: 'zero', reason: 'forbidden', rule: 'BR-Z' },
  E: { rate: 'zero', reason: 'required', rule: 'BR-E' },
  AE: { rate: 'zero', reason: 'required', defaultReason: 'Reverse charge', rule: 'BR-AE' },
  K: { rate: 'zero', reason: 'required', defaultReason: 'Intra-community supply', rule: 'BR-IC' },
  G: { rate: 'zero', reason: 'required', defaultReason: 'Export outside the EU', rule: 'BR-G' },
  O: { rate: 'none', reason: 'required', rule: 'BR-O' },
};

/** The categories whose sending needs the seller's VAT id and the buyer's tax id (BR-AE-02, BR-IC-02). */
export const categoriesNeedingTaxIds: readonly TaxCategory[] = ['AE', 'K'];

/** A line as stored and returned: its category and exemption reason always resolved. */
export type ResolvedLine = LineItem & { tax_category: TaxCategory; tax_exemption_reason: string | null };

/** The category a line without one gets: `S` with a rate above 0, `Z` otherwise. */
export function defaultCategory(line: Pick<LineItem, 'tax_rate'>): TaxCategory {
  return (line.tax_rate ?? 0) > 0 ? 'S' : 'Z';
}

const names: Record<TaxCategory, string> = {
  S: 'standard rated (S)', Z: 'zero rated (Z)', E: 'exempt (E)', AE: 'reverse charge (AE)', K: 'an intra-community supply (K)',
  G: 'an export (G)', O: 'not subject to VAT (O)',
};

/** One line's category and reason resolved, or the 422 of the first rule it breaks. */
function resolveLine(line: LineItem, index: number): ResolvedLine {
  const category = line.tax_category ?? defaultCategory(line);
  const rules = taxCategories[category];
  const at = (field: string) => `lines[${index}].${field}`;
  const rate = line.tax_rate;
  if (rules.rate === 'positive' && !(rate !== undefined && rate > 0)) {
    throw invalid(`Line ${index} is ${names[category]} and needs a tax_rate above 0 (${rules.rule}-05).`, at('tax_rate'));
  }
  if (rules.rate === 'zero' && rate !== undefined && rate !== 0) {
    throw invalid(`Line ${index} is ${names[category]} and takes a tax_rate of 0, not ${rate} (${rules.rule}-05).`, at('tax_rate'));
  }
  if (rules.rate === 'none' && rate !== undefined) {
    throw invalid(`Line ${index} is ${names[category]} and has no tax rate; leave tax_rate out (${rules.rule}-05).`, at('tax_rate'));
  }
  const given = line.tax_exemption_reason ?? null;
  if (rules.reason === 'forbidden' && given !== null) {
    throw invalid(`Line ${index} is ${names[category]} and takes no tax_exemption_reason (${rules.rule}-10).`, at('tax_exemption_reason'));
  }
  const reason = given ?? rules.defaultReason ?? null;
  if (rules.reason === 'required' && reason === null) {
    throw invalid(`Line ${index} is ${names[category]} and needs a tax_exemption_reason saying why it carries no VAT (${rules.rule}-10).`, at('tax_exemption_reason'));
  }
  const discount = resolveLineDiscount(line, index);
  return { ...line, tax_category: category, tax_exemption_reason: reason, ...(discount && { discount }) };
}

/** The breakdown key of a line, a discount or a charge: its category and rate. */
const groupKey = (line: { tax_category?: TaxCategory | null; tax_rate?: number | null }) => `${line.tax_category}:${line.tax_rate ?? 0}`;

/** A stored line's category and reason; lines are stored resolved, and one without a category gets D36's default. */
function categoryOf(line: LineItem): Pick<ResolvedLine, 'tax_category' | 'tax_rate' | 'tax_exemption_reason'> {
  return { tax_category: line.tax_category ?? defaultCategory(line), tax_rate: line.tax_rate, tax_exemption_reason: line.tax_exemption_reason ?? null };
}

/**
 * The lines with every category and exemption reason resolved, or the 422 (a DomainError,
 * `param` naming the line's field) of the first D36 rule they break: a category's rate and
 * reason, no mixing of `O` with other categories (BR-O-11), and one reason per breakdown entry.
 */
export function resolveTaxCategories(lines: readonly LineItem[]): ResolvedLine[] {
  const resolved = lines.map(resolveLine);
  // BR-O-11: lines not subject to VAT stand alone. The fault is the later of the first O line and the first other one.
  const outside = resolved.findIndex((line) => line.tax_category === 'O');
  const other = resolved.findIndex((line) => line.tax_category !== 'O');
  if (outside >= 0 && other >= 0) {
    const fault = Math.max(outside, other);
    throw invalid(`Line ${fault} is ${names[resolved[fault]!.tax_category]} but line ${Math.min(outside, other)} is ${names[resolved[Math.min(outside, other)]!.tax_category]}: `
      + 'an invoice with lines not subject to VAT has no line of another category (BR-O-11).', `lines[${fault}].tax_category`);
  }
  const reasons = new Map<string, { index: number; reason: string | null }>();
  resolved.forEach((line, index) => {
    const first = reasons.get(groupKey(line));
    if (!first) reasons.set(groupKey(line), { index, reason: line.tax_exemption_reason });
    else if (first.reason !== line.tax_exemption_reason) {
      throw invalid(`Lines ${first.index} and ${index} share category ${line.tax_category} at ${line.tax_rate ?? 0}% but give different tax_exemption_reason texts; one breakdown entry has one reason.`,
        `lines[${index}].tax_exemption_reason`);
    }
  });
  return resolved;
}

/** One entry of the tax breakdown, in minor units; `rate` is null for `O`. */
export interface BreakdownEntry {
  category: TaxCategory;
  rate: number | null;
  taxableAmount: number;
  taxAmount: number;
  exemptionReason: string | null;
}

/**
 * The breakdown of resolved lines and of the document's discounts and charges: one entry per
 * (category, rate) in first-appearance order (lines first, then discounts, then charges), each
 * the sum of its lines' nets plus its charges less its discounts (BR-CO-17's base), and of their
 * taxes as D5 rounds each one, so that the entries sum exactly to the document's total excluding
 * tax and its tax. A group that only a charge names (S or Z) has no exemption reason.
 */
export function taxBreakdown(lines: readonly LineItem[], allowances?: DocumentAllowances): BreakdownEntry[] {
  const entries = new Map<string, BreakdownEntry>();
  const entryOf = (category: TaxCategory, rate: number | null | undefined, reason: string | null) => {
    const key = groupKey({ tax_category: category, tax_rate: rate });
    let entry = entries.get(key);
    if (!entry) {
      entry = { category, rate: category === 'O' ? null : rate ?? 0, taxableAmount: 0, taxAmount: 0, exemptionReason: reason };
      entries.set(key, entry);
    }
    return entry;
  };
  const amounts = lineAmounts(lines);
  lines.map(categoryOf).forEach((line, index) => {
    const entry = entryOf(line.tax_category, line.tax_rate, line.tax_exemption_reason);
    entry.taxableAmount += amounts[index]!.net;
    entry.taxAmount += amounts[index]!.tax;
  });
  const add = (items: readonly DocumentAllowance[], sign: 1 | -1, kind: string) => items.forEach((item, index) => {
    const category = item.tax_category ?? 'S';
    const entry = entryOf(category, item.tax_rate, null);
    entry.taxableAmount += sign * allowanceAmount(item);
    entry.taxAmount += sign * Number(allowanceTax(allowanceAmount(item), item.tax_rate, `${kind}[${index}].tax_rate`));
  });
  if (allowances) {
    add(allowances.discounts, -1, 'discounts');
    add(allowances.charges, 1, 'charges');
  }
  return [...entries.values()];
}

/** The rule ids EN 16931 gives a document discount's and a document charge's rate in each category. */
const allowanceRules = { discounts: { rule: '06', noun: 'discount' }, charges: { rule: '07', noun: 'charge' } } as const;

/**
 * The document's discounts or charges (D50) with their amounts, categories and rates resolved,
 * or the 422 (`param` naming the field, as `discounts[0].reason_code`) of the first rule one
 * breaks: an amount or a percentage of the lines' nets (BT-93, BT-100), positive and in the
 * invoice's currency; a reason or a reason code (BR-33, BR-38); a category and rate that fit
 * (BR-S-06/07, BR-Z-, BR-E-, BR-AE-, BR-IC-, BR-G-, BR-O-06/07), taken from the lines when all
 * share one; no `O` beside another category (BR-O-11 to BR-O-14); a category other than S and Z
 * only beside a line of the same category and rate, which gives the breakdown its reason.
 */
export function resolveAllowances(kind: keyof typeof allowanceRules, items: readonly DocumentAllowance[], lines: readonly ResolvedLine[], currency: Currency): DocumentAllowance[] {
  const groups = new Map(lines.map((line) => [groupKey(line), line] as const));
  const only = groups.size === 1 ? lines[0]! : null;
  const base = lineAmounts(lines).reduce((sum, amount) => sum + BigInt(amount.net), 0n);
  const { rule, noun } = allowanceRules[kind];
  return items.map((item, index) => {
    const at = (field: string) => `${kind}[${index}].${field}`;
    const name = `${kind === 'discounts' ? 'Discount' : 'Charge'} ${index}`;
    let amount: bigint;
    if (item.percentage !== undefined && item.percentage !== null) {
      amount = percentOf(base, item.percentage, at('percentage'));
      if (amount <= 0n) throw invalid(`${name} of ${item.percentage}% of the lines' net amounts comes to less than one minor unit.`, at('percentage'));
    } else {
      if (!item.amount) throw invalid(`${name} needs an amount or a percentage.`, at('amount'));
      if (item.amount.currency !== currency) throw invalid(`${name} is in ${item.amount.currency} but the invoice is in ${currency}.`, at('amount.currency'));
      if (item.amount.amount < 1) throw invalid(`${name} must be at least 1 minor unit, not ${item.amount.amount}; a ${noun} is never negative.`, at('amount.amount'));
      amount = BigInt(item.amount.amount);
    }
    const reason = item.reason ?? null;
    const reasonCode = item.reason_code ?? null;
    if (reason === null && reasonCode === null) {
      throw invalid(`${name} needs a reason or a reason_code (BR-${kind === 'discounts' ? '33' : '38'}).`, at('reason'));
    }
    let category = item.tax_category ?? null;
    let rate = item.tax_rate ?? null;
    if (category === null && rate === null) {
      if (!only) throw invalid(`${name} needs a tax_category and a tax_rate: the lines have more than one VAT category or rate.`, at('tax_category'));
      category = only.tax_category;
      rate = only.tax_rate ?? null;
    }
    category ??= defaultCategory({ tax_rate: rate ?? undefined });
    const rules = taxCategories[category];
    if (rules.rate === 'zero') rate ??= 0;
    if (rules.rate === 'positive' && !(rate !== null && rate > 0)) throw invalid(`${name} is ${names[category]} and needs a tax_rate above 0 (${rules.rule}-${rule}).`, at('tax_rate'));
    if (rules.rate === 'zero' && rate !== 0) throw invalid(`${name} is ${names[category]} and takes a tax_rate of 0, not ${rate} (${rules.rule}-${rule}).`, at('tax_rate'));
    if (rules.rate === 'none' && rate !== null) throw invalid(`${name} is ${names[category]} and has no tax rate; leave tax_rate out (${rules.rule}-${rule}).`, at('tax_rate'));
    if (rate !== null && decimalsOf(rate) > taxRateDecimals) throw invalid(`tax_rate ${rate} has more than ${taxRateDecimals} decimals.`, at('tax_rate'));
    const outside = lines.some((line) => line.tax_category === 'O');
    if ((category === 'O') !== outside) {
      throw invalid(`${name} is ${names[category]} but the lines are ${outside ? names.O : 'subject to VAT'}: an invoice not subject to VAT has nothing of another category (BR-O-11).`, at('tax_category'));
    }
    // Beyond S and Z, a category brings what its lines bring (an exemption reason, BR-E-10 ...; the parties' VAT ids, BR-AE-02 ...; the place of delivery, BR-IC-12), so it follows a line.
    if (category !== 'S' && category !== 'Z' && !groups.has(groupKey({ tax_category: category, tax_rate: rate }))) {
      throw invalid(`${name} is ${names[category]}, but no line is: a ${noun} in a category other than S and Z needs a line of the same category and rate (${rules.rule}-10).`, at('tax_category'));
    }
    const resolved: DocumentAllowance = {
      amount: { amount: Number(amount), currency }, percentage: item.percentage ?? null, reason, reason_code: reasonCode, tax_category: category, tax_rate: rate,
    } as DocumentAllowance;
    return resolved;
  });
}

/**
 * The 422 of a discount that takes more from its category and rate than the lines and charges
 * there give (a taxable amount below zero), or of a reason an exempt group would lack.
 */
export function assertAllowancesFit(lines: readonly LineItem[], allowances: DocumentAllowances): void {
  const entries = taxBreakdown(lines, allowances);
  allowances.discounts.forEach((item, index) => {
    const entry = entries.find((e) => groupKey({ tax_category: e.category, tax_rate: e.rate }) === groupKey(item));
    if (entry && entry.taxableAmount < 0) {
      throw invalid(`Discount ${index} takes more from ${names[entry.category]} at ${entry.rate ?? 0}% than the lines and charges there come to; the taxable amount would fall below zero.`, `discounts[${index}].amount`);
    }
  });
}

/**
 * What sending lines in `AE` or `K` still lacks (BR-AE-02, BR-IC-02): the seller's VAT id and
 * the buyer's tax id. A conflict naming what to set, or null when nothing is missing.
 */
export function taxIdsMissing(lines: readonly LineItem[], sellerVatId: string | null, buyerTaxId: string | null): DomainError | null {
  const line = lines.map(categoryOf).find((l) => categoriesNeedingTaxIds.includes(l.tax_category));
  if (!line) return null;
  const missing = [
    ...(sellerVatId ? [] : ["the seller's vat_id (folio accounts update NAME --seller FILE)"]),
    ...(buyerTaxId ? [] : ["the customer's tax_id"]),
  ];
  if (missing.length === 0) return null;
  const rule = taxCategories[line.tax_category].rule;
  return new DomainError('conflict', `A line is ${names[line.tax_category]}, which needs ${missing.join(' and ')} to be sent (${rule}-02).`);
}

/**
 * An invoice's lines, discounts and charges resolved together (D36, D50), or the 422 of the first
 * rule they break: the lines first, then each discount and charge against the lines.
 */
export function resolveDocumentAllowances(lines: readonly LineItem[], discounts: readonly DocumentAllowance[], charges: readonly DocumentAllowance[]):
  { lines: ResolvedLine[]; discounts: DocumentDiscount[]; charges: DocumentCharge[] } {
  const resolved = resolveTaxCategories(lines);
  const currency = resolved[0]!.unit_price.currency;
  const allowances = {
    discounts: resolveAllowances('discounts', discounts, resolved, currency) as DocumentDiscount[],
    charges: resolveAllowances('charges', charges, resolved, currency) as DocumentCharge[],
  };
  assertAllowancesFit(resolved, allowances);
  return { lines: resolved, ...allowances };
}
