// Money for people: integer minor units written as "€1,234.56" (every currency of the service has two decimals).
import type { Currency } from './records.js';

const symbols: Record<Currency, string> = { EUR: '€', USD: '$', GBP: '£', CHF: 'CHF ' };

/** Formats exactly, with BigInt, so that large amounts never pass through floating point (D48). */
export function formatMoney(amount: number | bigint, currency: Currency): string {
  const exact = BigInt(amount);
  const magnitude = exact < 0n ? -exact : exact;
  const units = (magnitude / 100n).toLocaleString('en-US');
  const cents = (magnitude % 100n).toString().padStart(2, '0');
  return `${exact < 0n ? '-' : ''}${symbols[currency]}${units}.${cents}`;
}

/** An amount as a plain decimal string ("1234.56", "-0.05"), exactly, for machine-read documents (D38). */
export function decimalAmount(amount: number | bigint): string {
  const exact = BigInt(amount);
  const magnitude = exact < 0n ? -exact : exact;
  return `${exact < 0n ? '-' : ''}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
}
