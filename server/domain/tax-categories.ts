// VAT categories of lines and the tax breakdown (D36): each line's EN 16931 category and
// exemption reason, checked rule by rule (the rule ids are EN 16931's), and the breakdown of a
// document's lines per category and rate, whose entries sum exactly to its subtotal and tax.
import { invalid, DomainError } from './domain-error.js';
import type { LineItem } from './records.js';
import { lineAmounts } from './totals.js';

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
  return { ...line, tax_category: category, tax_exemption_reason: reason };
}

/** The breakdown key of a line: its category and rate. */
const groupKey = (line: Pick<ResolvedLine, 'tax_category' | 'tax_rate'>) => `${line.tax_category}:${line.tax_rate ?? 0}`;

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
 * The breakdown of resolved lines: one entry per (category, rate) in first-appearance order,
 * each the sum of its lines' nets and of their taxes as D5 rounds them per line, so that the
 * entries sum exactly to the document's subtotal and tax.
 */
export function taxBreakdown(lines: readonly LineItem[]): BreakdownEntry[] {
  const entries = new Map<string, BreakdownEntry>();
  const amounts = lineAmounts(lines);
  lines.map(categoryOf).forEach((line, index) => {
    const key = groupKey(line);
    let entry = entries.get(key);
    if (!entry) {
      entry = { category: line.tax_category, rate: line.tax_category === 'O' ? null : line.tax_rate ?? 0, taxableAmount: 0, taxAmount: 0, exemptionReason: line.tax_exemption_reason };
      entries.set(key, entry);
    }
    entry.taxableAmount += amounts[index]!.net;
    entry.taxAmount += amounts[index]!.tax;
  });
  return [...entries.values()];
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
