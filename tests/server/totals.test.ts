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

describe('discounts and charges (D50, R182)', () => {
  const withDiscount = (line: LineItem, discount: NonNullable<LineItem['discount']>): LineItem => ({ ...line, discount });
  const item = (amount: number, tax_rate: number | null, tax_category: 'S' | 'Z' | 'O' = 'S') =>
    ({ amount: { amount, currency: 'EUR' as const }, percentage: null, reason: 'x', reason_code: null, tax_category, tax_rate });

  test.each<[string, { lines: LineItem[]; discounts?: ReturnType<typeof item>[]; charges?: ReturnType<typeof item>[]; want: { subtotal: number; tax: number; total: number } }]>([
    ['a line discount lowers the line net before its tax (BR-CO-10)', { lines: [withDiscount(eur(1000, 3, 19), { amount: { amount: 500, currency: 'EUR' } })], want: { subtotal: 2500, tax: 475, total: 2975 } }],
    ['a line percentage rounds half away from zero', { lines: [withDiscount(eur(5, 1, 0), { percentage: 10 })], want: { subtotal: 4, tax: 0, total: 4 } }],
    ['a line percentage just below a half rounds down', { lines: [withDiscount(eur(149, 1, 0), { percentage: 1 })], want: { subtotal: 148, tax: 0, total: 148 } }],
    ['a document discount whose tax is an exact half rounds it away from zero', { lines: [eur(1000, 1, 19)], discounts: [item(50, 19)], want: { subtotal: 1000, tax: 190 - 10, total: 950 + 180 } }],
    ['a charge whose tax is an exact half rounds it up', { lines: [eur(1000, 1, 7)], charges: [item(150, 7)], want: { subtotal: 1000, tax: 70 + 11, total: 1150 + 81 } }],
    ['each discount is rounded on its own, like each line', { lines: [eur(1000, 1, 10)], discounts: [item(5, 10), item(5, 10)], want: { subtotal: 1000, tax: 100 - 1 - 1, total: 990 + 98 } }],
    ['a discount and a charge at another rate than the lines', { lines: [eur(1000, 1, 19), eur(1000, 1, 7)], discounts: [item(100, 7)], charges: [item(1000, 0, 'Z')], want: { subtotal: 2000, tax: 190 + 70 - 7, total: 2900 + 253 } }],
  ])('%s', (_name, { lines, discounts = [], charges = [], want }) => {
    expect(computeTotals(lines, 'invoice', { discounts, charges })).toEqual({ currency: 'EUR', ...want });
  });
});
