// Dates, money, rates and countries of documents in each language (D39, R93), through Intl:
// exact past 2^53, a calendar day never shifted by a time zone, and text that is no real day
// printed as it is rather than as another day.
import { documentFormat, type DocumentLocale } from '../../server/domain/documents/index.js';
import type { Currency } from '../../server/domain/records.js';

/** Every white space as a plain space: Intl writes U+00A0 and U+202F where a reader sees one. */
const plain = (text: string) => text.replace(/\s/g, ' ');

test.each<[DocumentLocale, Currency, { money: string[]; date: string; range: string; percent: string; country: string }]>([
  ['en', 'EUR', { money: ['€1,234.56', '-€0.05', '€0.00', '€9,999,989,999,990,000.01'], date: '29 February 2028', range: '1 – 30 November 2026', percent: '5.5%', country: 'Germany' }],
  ['de', 'EUR', { money: ['1.234,56 €', '-0,05 €', '0,00 €', '9.999.989.999.990.000,01 €'], date: '29. Februar 2028', range: '1.–30. November 2026', percent: '5,5 %', country: 'Deutschland' }],
  ['fr', 'EUR', { money: ['1 234,56 €', '-0,05 €', '0,00 €', '9 999 989 999 990 000,01 €'], date: '29 février 2028', range: '1–30 novembre 2026', percent: '5,5 %', country: 'Allemagne' }],
  ['en', 'GBP', { money: ['£1,234.56', '-£0.05', '£0.00', '£9,999,989,999,990,000.01'], date: '29 February 2028', range: '1 – 30 November 2026', percent: '5.5%', country: 'Germany' }],
  ['de', 'USD', { money: ['1.234,56 $', '-0,05 $', '0,00 $', '9.999.989.999.990.000,01 $'], date: '29. Februar 2028', range: '1.–30. November 2026', percent: '5,5 %', country: 'Deutschland' }],
])('in %s with %s', (locale, currency, want) => {
  const format = documentFormat(locale, currency);
  expect([123456, -5, 0, 999_998_999_999_000_001n].map((amount) => plain(format.money(amount)))).toEqual(want.money);
  expect(plain(format.date('2028-02-29'))).toBe(want.date);
  expect(plain(format.dateRange('2026-11-01', '2026-11-30'))).toBe(want.range);
  expect(plain(format.percent(5.5))).toBe(want.percent);
  expect(format.country('DE')).toBe(want.country);
});

test('text that is no real calendar day is printed as it is, never as the day it would roll over to', () => {
  const format = documentFormat('en', 'EUR');
  expect(format.date('2026-02-30')).toBe('2026-02-30');
  expect(format.date('2026-13-01')).toBe('2026-13-01');
  expect(format.dateRange('2026-02-30', '2026-03-31')).toBe('2026-02-30 – 2026-03-31');
});
