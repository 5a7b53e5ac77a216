// Credit notes (D34): what issuing or voiding one does to the invoice it corrects. Both stores
// decide by these functions inside their transaction, on the invoice as it is locked there.
import type { CreditNoteRecord, CreditNoteStatus, InvoiceRecord, InvoiceStatus, TaxCurrencyTotal } from './records.js';
import { creditRules, takesCredit } from './lifecycle.js';
import { convertAmount } from './totals.js';

/**
 * What is left to credit on an invoice: its total less the issued credit notes and, while it is
 * open, less its payments too, so that a credit never takes `amount_due` below zero (D41).
 */
export function creditable(invoice: Pick<InvoiceRecord, 'status' | 'total' | 'amountCredited' | 'amountPaid'>): number {
  return invoice.total - invoice.amountCredited - (invoice.status === creditRules.settles ? invoice.amountPaid : 0);
}

export type CreditEffect =
  | { kind: 'conflict' }
  | { kind: 'exceeds'; remaining: number }
  | { kind: 'credited'; amountCredited: number; status: InvoiceStatus; settled: boolean };

/** Issuing a credit note of `total` on `invoice`: refused, or the invoice's new credited amount and state. */
export function issueEffect(invoice: InvoiceRecord, total: number): CreditEffect {
  if (!takesCredit(invoice.status)) return { kind: 'conflict' };
  if (total > creditable(invoice)) return { kind: 'exceeds', remaining: creditable(invoice) };
  const amountCredited = invoice.amountCredited + total;
  // An open invoice with nothing left to pay is settled by the credit, as Stripe does.
  const settled = invoice.status === creditRules.settles && amountCredited + invoice.amountPaid === invoice.total;
  return { kind: 'credited', amountCredited, status: settled ? creditRules.settledTo : invoice.status, settled };
}

/**
 * A credit note's VAT in the accounting currency (D52): its own `tax` at its invoice's rate, as it
 * corrects that invoice (R180); null when the invoice was sent in the accounting currency.
 */
export function creditTaxCurrency(invoice: Pick<InvoiceRecord, 'taxCurrency'>, tax: number): TaxCurrencyTotal | null {
  return invoice.taxCurrency && { ...invoice.taxCurrency, tax: convertAmount(tax, invoice.taxCurrency.exchangeRate) };
}

/** The state of a voided credit note. */
export const voidedCreditNote: CreditNoteStatus = 'void';

/**
 * Voiding `creditNote`: nothing to do when it is void already; otherwise allowed only while its
 * invoice is still open, which a credit could still settle, and the invoice's credited amount
 * drops by the note's total.
 */
export function voidEffect(invoice: InvoiceRecord, creditNote: Pick<CreditNoteRecord, 'status' | 'total'>):
  { kind: 'unchanged' } | { kind: 'conflict' } | { kind: 'uncredited'; status: CreditNoteStatus; amountCredited: number } {
  if (creditNote.status === voidedCreditNote) return { kind: 'unchanged' };
  if (invoice.status !== creditRules.settles) return { kind: 'conflict' };
  return { kind: 'uncredited', status: voidedCreditNote, amountCredited: invoice.amountCredited - creditNote.total };
}
