// Invoice arithmetic (D5): integer minor units, tax rounded half away from zero per line.
import type { LineItem } from '../../server/domain/records.js';
import { computeTotals } from '../../server/domain/totals.js';

const eur = (amount: number, quantity = 1, tax_rate?: number): LineItem =>
  ({ description: 'x', quantity, unit_price: { amount, currency: 'EUR' }, ...(tax_rate === undefined ? {} : { tax_rate }) });

test.each<[string, { given: LineItem[]; want: { subtotal: number; tax: number; total: number } }]>([
  ['no tax', { given: [eur(1999, 3)], want: { subtotal: 5997, tax: 0, total: 5997 } }],
  ['tax rounded down below a half', { given: [eur(1999, 3, 19)], want: { subtotal: 5997, tax: 1139, total: 7136 } }],
  ['an exact half rounds up', { given: [eur(50, 1, 1)], want: { subtotal: 50, tax: 1, total: 51 } }],
  ['a negative half rounds away from zero', { given: [eur(200), eur(-50, 1, 1)], want: { subtotal: 150, tax: -1, total: 149 } }],
  ['four-decimal rates are exact', { given: [eur(1_000_000, 1, 7.7777)], want: { subtotal: 1_000_000, tax: 77_777, total: 1_077_777 } }],
  ['rounding is per line, not per invoice', { given: [eur(5, 1, 10), eur(5, 1, 10)], want: { subtotal: 10, tax: 2, total: 12 } }],
  ['large amounts stay exact', { given: [eur(1e12, 1000, 19)], want: { subtotal: 1e15, tax: 1.9e14, total: 1.19e15 } }],
  ['a zero rate', { given: [eur(333, 3, 0)], want: { subtotal: 999, tax: 0, total: 999 } }],
])('%s', (_name, { given, want }) => {
  expect(computeTotals(given)).toEqual({ currency: 'EUR', ...want });
});

test('a line whose net passes 2^53 - 1 minor units is refused on its unit price, even when the lines sum to one cent (D48)', () => {
  const lines = [eur(999_999_999_999, 999_999), eur(-999_998_999_999, 1_000_000)];
  expect(() => computeTotals(lines)).toThrow(expect.objectContaining({ name: 'DomainError', kind: 'invalid', param: 'lines[0].unit_price.amount' }));
  expect(computeTotals([eur(9_007_199_254, 1_000_000, 0), eur(740_991, 1)])).toEqual({ currency: 'EUR', subtotal: 9_007_199_254_740_991, tax: 0, total: 9_007_199_254_740_991 });
});
