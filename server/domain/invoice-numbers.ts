// Invoice numbers (D33): `{prefix}-{sequence}`, the sequence per account from 1, zero-padded to
// at least four digits; credit notes number `{prefix}-CN-{sequence}` (D34). The stores take the
// sequence inside the transaction that gives the number; this module says what a prefix may be,
// how a number is written, and that an invoice number never equals a credit note number (D48).
import { DomainError } from './domain-error.js';

/** The prefix an account starts with. */
export const defaultInvoicePrefix = 'INV';

/** What a prefix may hold: 1 to 12 of A-Z, 0-9 and `-`. */
const invoicePrefixPattern = /^[A-Z0-9-]{1,12}$/;

/** The series that number_sequences counts, one counter per account each. */
export type NumberSeries = 'invoice' | 'credit_note';

/** What credit notes add to the account's prefix: `INV` numbers them `INV-CN-0001`. */
const creditNoteSuffix = '-CN';

/** Whether invoice numbers under `prefix` could equal credit note numbers: a number ends in `-` and digits, so only a prefix ending in `-CN` can (R83). */
const takesCreditNoteNumbers = (prefix: string) => prefix.endsWith(creditNoteSuffix);

/** The prefix of a series' numbers under the account's prefix: credit notes are `INV-CN-0001`. */
function seriesPrefix(accountPrefix: string, series: NumberSeries): string {
  return series === 'credit_note' ? `${accountPrefix}${creditNoteSuffix}` : accountPrefix;
}

/**
 * Why `prefix` cannot be an account's prefix, as one sentence in lower case; undefined when it
 * can. Refusing prefixes that end in `-CN` keeps invoice and credit note numbers apart whatever
 * prefixes the account had before or takes later (R83).
 */
export function invoicePrefixProblem(prefix: string): string | undefined {
  if (!invoicePrefixPattern.test(prefix)) return 'give 1 to 12 capital letters A-Z, digits and -, such as INV or ACME-2027.';
  if (takesCreditNoteNumbers(prefix)) {
    return `a prefix may not end in ${creditNoteSuffix}, which credit note numbers carry: ${prefix}-0001 would be a credit note number too.`;
  }
  return undefined;
}

/** The number with sequence `sequence` under `prefix`: `INV-0001`, `INV-12345`. */
function formatInvoiceNumber(prefix: string, sequence: number): string {
  return `${prefix}-${String(sequence).padStart(4, '0')}`;
}

/**
 * The number the account's `sequence` gives in `series`. An account whose prefix ends in `-CN`
 * (set before such prefixes were refused) sends no invoice until an operator changes it (a conflict).
 */
export function seriesNumber(series: NumberSeries, accountPrefix: string, sequence: number): string {
  if (series === 'invoice' && takesCreditNoteNumbers(accountPrefix)) {
    throw new DomainError('conflict', `Invoices cannot be numbered under this account's prefix ${accountPrefix}, which credit note numbers carry; `
      + 'the operator sets another with folio accounts update --invoice-prefix.');
  }
  return formatInvoiceNumber(seriesPrefix(accountPrefix, series), sequence);
}

/** The refusal (a conflict) of a credit note whose number an invoice already has (numbered under a `-CN` prefix before R83). */
export function creditNoteNumberTaken(number: string): Error {
  return new DomainError('conflict', `The next credit note number, ${number}, is already an invoice's number, given under an earlier prefix; `
    + 'the operator sets another prefix with folio accounts update --invoice-prefix.');
}

/** How documents name an invoice (PDF title and file name, e-mail): its number, or its id while it is a draft. */
export function invoiceName(invoice: { id: string; number: string | null }): string {
  return invoice.number ?? invoice.id;
}
