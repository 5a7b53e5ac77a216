// Invoice numbers (D33): `{prefix}-{sequence}`, the sequence per account from 1, zero-padded to
// at least four digits. The stores take the sequence inside the send transaction; this module
// only says what a prefix may be and how a number is written.

/** The prefix an account starts with. */
export const defaultInvoicePrefix = 'INV';

/** What a prefix may hold: 1 to 12 of A-Z, 0-9 and `-`. */
export const invoicePrefixPattern = /^[A-Z0-9-]{1,12}$/;

/** The series that number_sequences counts, one counter per account each. */
export type NumberSeries = 'invoice' | 'credit_note';

/** The prefix of a series' numbers under the account's prefix: credit notes are `INV-CN-0001`. */
export function seriesPrefix(accountPrefix: string, series: NumberSeries): string {
  return series === 'credit_note' ? `${accountPrefix}-CN` : accountPrefix;
}

/** The number with sequence `sequence` under `prefix`: `INV-0001`, `INV-12345`. */
export function formatInvoiceNumber(prefix: string, sequence: number): string {
  return `${prefix}-${String(sequence).padStart(4, '0')}`;
}

/** How documents name an invoice (PDF title and file name, e-mail): its number, or its id while it is a draft. */
export function invoiceName(invoice: { id: string; number: string | null }): string {
  return invoice.number ?? invoice.id;
}
