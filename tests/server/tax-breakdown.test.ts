// The tax breakdown (D36) as a property: whatever the lines, the entries sum exactly to the
// totals of D5, and each (category, rate) appears once, in the order the lines first name it.
import fc from 'fast-check';
import { resolveTaxCategories, taxBreakdown } from '../../server/domain/tax-categories.js';
import { computeTotals } from '../../server/domain/totals.js';
import type { LineItem } from '../../server/domain/records.js';

const rated = fc.record({
  tax_category: fc.constant('S' as const),
  tax_rate: fc.constantFrom(19, 7, 20, 5.5, 8.875, 0.0001),
});
const zero = fc.record({
  tax_category: fc.constantFrom('Z' as const, 'E' as const, 'AE' as const, 'K' as const, 'G' as const),
});
const line = fc.tuple(fc.oneof(rated, zero), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: -100_000, max: 10_000_000 }))
  .map(([tax, quantity, amount]): LineItem => ({
    description: 'Line', quantity, unit_price: { amount, currency: 'EUR' }, ...tax,
    ...(tax.tax_category === 'E' ? { tax_exemption_reason: 'Exempt' } : {}),
  }));

function totalsOrNull(lines: LineItem[]) {
  try {
    return computeTotals(lines);
  } catch {
    return null;
  }
}

test('the entries sum exactly to subtotal and tax, one per category and rate in first-appearance order', () => {
  fc.assert(fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), (lines) => {
    // Discounts may outweigh the charges; such an invoice is refused before any breakdown.
    const totals = totalsOrNull(lines);
    fc.pre(totals !== null);
    const entries = taxBreakdown(resolveTaxCategories(lines));
    expect(entries.reduce((sum, e) => sum + e.taxableAmount, 0)).toBe(totals!.subtotal);
    expect(entries.reduce((sum, e) => sum + e.taxAmount, 0)).toBe(totals!.tax);
    const keys = lines.map((l) => `${l.tax_category}:${l.tax_rate ?? 0}`);
    expect(entries.map((e) => `${e.category}:${e.rate}`)).toEqual([...new Set(keys)]);
  }), { numRuns: 300 });
});

test('a category without a rate is at 0 and one not subject to VAT has none', () => {
  expect(taxBreakdown(resolveTaxCategories([
    { description: 'Membership', quantity: 1, unit_price: { amount: 5000, currency: 'EUR' }, tax_category: 'O', tax_exemption_reason: 'Not a supply' },
  ]))).toEqual([{ category: 'O', rate: null, taxableAmount: 5000, taxAmount: 0, exemptionReason: 'Not a supply' }]);
});
