// Invoice arithmetic (D5, D50): per line, net = quantity x unit price less the line's discount
// (BG-27) and tax = net x rate / 100 rounded half away from zero; each document discount (BG-20)
// and charge (BG-21) is taxed the same way on its own amount (R182). subtotal = the sum of line
// nets (BT-106), total excluding tax = subtotal - discounts + charges (BT-109), tax = line taxes
// + charge taxes - discount taxes (BT-110), total = BT-109 + BT-110 (BT-112). A percentage is
// taken of its base and rounded half away from zero to the minor unit. Integers only, computed
// with BigInt. A line's net and tax, like the totals, stay within 2^53 - 1 minor units (D48), so
// every amount a document prints is one that JSON carries exactly.
import { invalid } from './domain-error.js';
import type { Currency, DocumentAllowance, LineDiscount, LineItem, Money } from './records.js';

export interface Totals {
  currency: Currency;
  subtotal: number;
  tax: number;
  total: number;
}

/** The most decimals a tax rate may have: rates are computed as integers scaled by 10^this. */
export const taxRateDecimals = 4;

/** Subtotal, tax and total, and each line's net and tax, must stay within ± this many minor units: the largest integer a JSON number carries exactly. */
export const maxTotalMinorUnits = Number.MAX_SAFE_INTEGER;

const rateScale = 10n ** BigInt(taxRateDecimals);
const percent = 100n;
const maxAmount = BigInt(maxTotalMinorUnits);

/** A line's gross amount, quantity x unit price, exactly: the base of its discount (BT-137). */
export function lineGross(line: LineItem): bigint {
  return BigInt(line.quantity) * BigInt(line.unit_price.amount);
}

/** A line's net amount (BT-131): quantity x unit price less its discount, exactly. */
export function lineNet(line: LineItem): bigint {
  return lineGross(line) - BigInt(line.discount?.amount?.amount ?? 0);
}

const beyondExact = (amount: bigint) => amount > maxAmount || -amount > maxAmount;

/** Divides and rounds half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/** How many decimals a number has as JSON writes it (the shortest form that reads back the same): 0.30000000000000004 has 17, 1e-7 has 7. */
export function decimalsOf(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
}

/** The tax rate scaled to an integer, or an error when it has more than taxRateDecimals decimals. */
function scaledRate(rate: number, index: number, param = `lines[${index}].tax_rate`): bigint {
  if (decimalsOf(rate) > taxRateDecimals) {
    throw invalid(`tax_rate ${rate} has more than ${taxRateDecimals} decimals.`, param);
  }
  return BigInt(Math.round(rate * Number(rateScale)));
}

/** `percentage` % of `base`, rounded half away from zero to the minor unit; `param` names the percentage. */
export function percentOf(base: bigint, percentage: number, param: string): bigint {
  if (decimalsOf(percentage) > taxRateDecimals) {
    throw invalid(`percentage ${percentage} has more than ${taxRateDecimals} decimals.`, param);
  }
  if (!(percentage > 0 && percentage <= 100)) throw invalid(`percentage must be above 0 and at most 100, not ${percentage}.`, param);
  return divideRounded(base * BigInt(Math.round(percentage * Number(rateScale))), percent * rateScale);
}

/** The tax of a document discount or charge: its amount x its rate / 100, rounded half away from zero (R182). */
export function allowanceTax(amount: number, rate: number | null | undefined, param: string): bigint {
  return rate === undefined || rate === null ? 0n : divideRounded(BigInt(amount) * scaledRate(rate, 0, param), percent * rateScale);
}

/**
 * A line's discount with its amount resolved (a percentage of the line's gross decides it), or
 * null for none; the 422 of a discount that is empty, not positive, in another currency, larger
 * than the line, or on a line whose price is negative.
 */
export function resolveLineDiscount(line: LineItem, index: number): LineDiscount | null {
  const discount = line.discount;
  if (discount === undefined || discount === null) return null;
  const at = (field: string) => `lines[${index}].discount.${field}`;
  const gross = lineGross(line);
  if (gross <= 0n) throw invalid(`Line ${index} has a unit price of ${line.unit_price.amount}, which takes no discount; a discount needs a positive price.`, at('amount'));
  let amount: bigint;
  if (discount.percentage !== undefined && discount.percentage !== null) {
    amount = percentOf(gross, discount.percentage, at('percentage'));
    if (amount === 0n) throw invalid(`Line ${index}'s discount of ${discount.percentage}% comes to less than one minor unit.`, at('percentage'));
  } else {
    if (!discount.amount) throw invalid(`Line ${index}'s discount needs an amount or a percentage.`, at('amount'));
    if (discount.amount.currency !== line.unit_price.currency) {
      throw invalid(`Line ${index}'s discount is in ${discount.amount.currency} but the line is in ${line.unit_price.currency}.`, at('amount.currency'));
    }
    if (discount.amount.amount < 1) throw invalid(`Line ${index}'s discount must be at least 1 minor unit, not ${discount.amount.amount}.`, at('amount.amount'));
    amount = BigInt(discount.amount.amount);
  }
  if (amount > gross) throw invalid(`Line ${index}'s discount of ${amount} minor units is larger than the line's ${gross}.`, at('amount'));
  return { amount: { amount: Number(amount), currency: line.unit_price.currency }, percentage: discount.percentage ?? null, reason: discount.reason ?? null };
}

/** A line's net and tax (D5), or the 422 of a rate with too many decimals or an amount too large to be exact. */
function lineAmount(line: LineItem, index: number): { net: bigint; tax: bigint } {
  const discount = resolveLineDiscount(line, index);
  const net = lineGross(line) - BigInt(discount?.amount?.amount ?? 0);
  const tax = line.tax_rate === undefined ? 0n : divideRounded(net * scaledRate(line.tax_rate, index), percent * rateScale);
  if (beyondExact(net) || beyondExact(tax)) {
    throw invalid(
      `Line ${index} is too large: ${line.quantity} x ${line.unit_price.amount} minor units passes ${maxTotalMinorUnits.toLocaleString('en-US')}, the most a line's net or tax may be.`,
      `lines[${index}].unit_price.amount`,
    );
  }
  return { net, tax };
}

/** Each line's net and tax in minor units, as the totals sum them (D5). */
export function lineAmounts(lines: readonly LineItem[]): { net: number; tax: number }[] {
  return lines.map((line, index) => {
    const { net, tax } = lineAmount(line, index);
    return { net: Number(net), tax: Number(tax) };
  });
}

/** The documents whose lines are totalled, each with the sentence that refuses a total below zero (D4, D34). */
const negativeTotal = {
  invoice: 'The invoice total must not be negative: the discounts exceed the charges.',
  credit_note: 'A credit note must credit something: its lines total below zero.',
} as const;

/** A document's discounts and charges (BG-20, BG-21), each amount resolved. */
export interface DocumentAllowances {
  discounts: readonly DocumentAllowance[];
  charges: readonly DocumentAllowance[];
}

const noAllowances: DocumentAllowances = { discounts: [], charges: [] };

/** The amount of a resolved discount or charge, in minor units. */
export const allowanceAmount = (item: DocumentAllowance): number => (item.amount as Money).amount;

/** The sum of the discounts (BT-107) and of the charges (BT-108). */
export function allowanceTotals({ discounts, charges }: DocumentAllowances): { discountTotal: number; chargeTotal: number } {
  const sum = (items: readonly DocumentAllowance[]) => items.reduce((total, item) => total + allowanceAmount(item), 0);
  return { discountTotal: sum(discounts), chargeTotal: sum(charges) };
}

/**
 * The subtotal, tax and total of a list of lines of `document`, in their one shared currency,
 * with the document's discounts and charges (amounts resolved). Rejects mixed currencies, a
 * negative total and amounts too large to be exact in JSON.
 */
export function computeTotals(lines: readonly LineItem[], document: keyof typeof negativeTotal = 'invoice', allowances: DocumentAllowances = noAllowances): Totals {
  const currency = lines[0]!.unit_price.currency;
  let subtotal = 0n;
  let tax = 0n;
  lines.forEach((line, index) => {
    if (line.unit_price.currency !== currency) {
      throw invalid(
        `All lines must share one currency: line 0 is in ${currency} but line ${index} is in ${line.unit_price.currency}.`,
        `lines[${index}].unit_price.currency`,
      );
    }
    const amount = lineAmount(line, index);
    subtotal += amount.net;
    tax += amount.tax;
  });
  allowances.discounts.forEach((item, index) => {
    tax -= allowanceTax(allowanceAmount(item), item.tax_rate, `discounts[${index}].tax_rate`);
  });
  allowances.charges.forEach((item, index) => {
    tax += allowanceTax(allowanceAmount(item), item.tax_rate, `charges[${index}].tax_rate`);
  });
  const { discountTotal, chargeTotal } = allowanceTotals(allowances);
  const total = subtotal - BigInt(discountTotal) + BigInt(chargeTotal) + tax;
  if (total < 0n) {
    throw invalid(negativeTotal[document], 'lines');
  }
  for (const amount of [subtotal, tax, total]) {
    if (beyondExact(amount)) {
      throw invalid(`The invoice amounts are too large: totals must stay within ${maxTotalMinorUnits.toLocaleString('en-US')} minor units.`, 'lines');
    }
  }
  return { currency, subtotal: Number(subtotal), tax: Number(tax), total: Number(total) };
}

/** The most decimals a tax exchange rate may have (R180): the rate is computed as an integer scaled by 10^this. */
export const exchangeRateDecimals = 10;

/**
 * A tax exchange rate (D52) as the exact decimal its JSON number writes ("0.9239582371"), or the
 * 422 of a rate with more than exchangeRateDecimals decimals.
 */
export function exchangeRateText(rate: number): string {
  const decimals = decimalsOf(rate);
  if (decimals > exchangeRateDecimals) {
    throw invalid(`tax_exchange_rate ${rate} has more than ${exchangeRateDecimals} decimals.`, 'tax_exchange_rate');
  }
  return rate.toFixed(decimals);
}

/**
 * `amount` minor units converted at `rate` (a decimal string of exchangeRateText) into minor units
 * of the other currency, both with two decimals: amount x rate, exactly, rounded half away from
 * zero; the 422 of a result too large for JSON to carry exactly.
 */
export function convertAmount(amount: number, rate: string): number {
  const [units = '0', fraction = ''] = rate.split('.');
  const converted = divideRounded(BigInt(amount) * BigInt(units + fraction), 10n ** BigInt(fraction.length));
  if (beyondExact(converted)) {
    throw invalid(`The VAT total converted at tax_exchange_rate ${rate} passes ${maxTotalMinorUnits.toLocaleString('en-US')} minor units.`, 'tax_exchange_rate');
  }
  return Number(converted);
}
