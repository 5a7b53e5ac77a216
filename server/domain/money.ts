// Money for people: integer minor units written as "€1,234.56" (all three currencies have two decimals).
import type { Currency } from './records.js';

const symbols: Record<Currency, string> = { EUR: '€', USD: '$', GBP: '£' };

/** Formats exactly, with BigInt, so that large amounts never pass through floating point. */
export function formatMoney(amount: number, currency: Currency): string {
  const magnitude = BigInt(Math.abs(amount));
  const units = (magnitude / 100n).toLocaleString('en-US');
  const cents = (magnitude % 100n).toString().padStart(2, '0');
  return `${amount < 0 ? '-' : ''}${symbols[currency]}${units}.${cents}`;
}
