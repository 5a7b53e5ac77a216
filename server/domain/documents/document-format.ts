// Dates, money, rates and countries as a reader of a document expects them in their language
// (D39), through `Intl`: "5 December 2026" and "€1,234.56" in English, "5. Dezember 2026" and
// "1.234,56 €" in German, "5 décembre 2026" and "1 234,56 €" in French. English is British English
// (day before month, R93), as an EU invoice is read. Amounts stay exact past 2^53: Intl formats
// the decimal string, not a float.
import type { Currency } from '../records.js';
import type { DocumentLocale } from './billing-document.js';

export interface DocumentFormat {
  /** Integer minor units as money in the document's currency. */
  money(amount: number | bigint): string;
  /** A calendar day, YYYY-MM-DD. */
  date(day: string): string;
  /** Two calendar days as one range: "1–30 November 2026". */
  dateRange(start: string, end: string): string;
  /** A rate in percent as the API holds it (19, 5.5). */
  percent(rate: number): string;
  /** An exchange rate, an exact decimal string ("0.9239582371"), with every decimal it has (D52). */
  exchangeRate(rate: string): string;
  quantity(quantity: number): string;
  /** An ISO 3166-1 alpha-2 code as the country's name. */
  country(code: string): string;
}

const tags: Record<DocumentLocale, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

/** A calendar day as a UTC instant; null for text that is no real day (2026-02-30), printed as it is instead of as another day. */
function day(text: string): Date | null {
  const at = new Date(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(at.getTime()) && at.toISOString().startsWith(text) ? at : null;
}

/** Made once per locale and currency: an Intl formatter costs more to build than to use. */
const made = new Map<string, DocumentFormat>();

/** The formatting of documents written in `locale`, for amounts in `currency`. */
export function documentFormat(locale: DocumentLocale, currency: Currency): DocumentFormat {
  const key = `${locale} ${currency}`;
  let format = made.get(key);
  if (!format) {
    format = makeFormat(locale, currency);
    made.set(key, format);
  }
  return format;
}

function makeFormat(locale: DocumentLocale, currency: Currency): DocumentFormat {
  const tag = tags[locale];
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency });
  // Calendar days are dates without a time zone: read and written in UTC, they never shift.
  const days = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 4 });
  const quantity = new Intl.NumberFormat(tag, { maximumFractionDigits: 6 });
  const exchangeRate = new Intl.NumberFormat(tag, { maximumFractionDigits: 10 });
  const regions = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
  return {
    money(amount) {
      const exact = BigInt(amount);
      const magnitude = exact < 0n ? -exact : exact;
      const decimal = `${exact < 0n ? '-' : ''}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
      // A decimal string is formatted exactly (Intl.NumberFormat v3); the types know only numbers.
      return money.format(decimal as unknown as number);
    },
    date: (text) => {
      const at = day(text);
      return at ? days.format(at) : text;
    },
    dateRange: (start, end) => {
      const [from, to] = [day(start), day(end)];
      return from && to ? days.formatRange(from, to) : `${start} – ${end}`;
    },
    percent: (rate) => percent.format(rate / 100),
    quantity: (value) => quantity.format(value),
    exchangeRate: (rate) => exchangeRate.format(rate as unknown as number),
    country: (code) => regions.of(code) ?? code,
  };
}
