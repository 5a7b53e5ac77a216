// What sending an invoice decides before anything is written (D35-D38, D42): the seller's
// legal minimum where invoices are real, the tax numbers the lines' categories need, what the
// send freezes on the invoice, and, for a customer who asked for an e-invoice, that the format's
// rules accept the document the send would make. One function, so that every check runs, in
// one order, wherever an invoice is sent.
import { assertEInvoiceRules, invoiceDocument, sentChanges } from './documents/index.js';
import { DomainError, invalid } from './domain-error.js';
import type { CustomerRecord, InvoiceRecord, SellerProfile, TaxCurrencyTotal } from './records.js';
import { accountingCurrencyOf, issueDateOf, sendingRefusal } from './seller-profile.js';
import { taxIdsMissing } from './tax-categories.js';
import { convertAmount, exchangeRateText } from './totals.js';

export interface SendInput {
  invoice: InvoiceRecord;
  customer: CustomerRecord;
  account: { name: string; seller: SellerProfile | null };
  /** Whether the seller's profile must hold the legal minimum: in production, not in the sandbox. */
  requireSellerProfile: boolean;
  now: Date;
  /** The caller's `tax_exchange_rate` (D52): units of the accounting currency for one unit of the invoice's. */
  taxExchangeRate?: number | undefined;
}

/**
 * The VAT total in the seller's accounting currency that a send freezes (D52, Art. 230), or null
 * when the invoice is in that currency. Without a rate for an invoice in another currency the send
 * is refused (conflict: the invoice cannot be sent as it is); a rate for an invoice in the
 * accounting currency is refused as a mistake of the request (R180).
 */
export function taxCurrencyAtSend(invoice: Pick<InvoiceRecord, 'currency' | 'tax'>, seller: SellerProfile | null, rate: number | undefined): TaxCurrencyTotal | null {
  const currency = accountingCurrencyOf(seller);
  if (invoice.currency === currency) {
    if (rate !== undefined) throw invalid(`The invoice is in ${currency}, the seller's accounting currency, so it takes no tax_exchange_rate.`, 'tax_exchange_rate');
    return null;
  }
  if (rate === undefined) {
    throw new DomainError('conflict',
      `The invoice is in ${invoice.currency} but the seller accounts in ${currency}: send it with tax_exchange_rate, the ${currency} value of one ${invoice.currency}.`,
      'tax_exchange_rate');
  }
  const exchangeRate = exchangeRateText(rate);
  return { currency, exchangeRate, tax: convertAmount(invoice.tax, exchangeRate) };
}

/**
 * The changes a send writes to the invoice (issue date, sent instant, the frozen parties), or a
 * DomainError thrown for the first rule that refuses it. Pure: it reads only what it is given.
 */
export function decideSend({ invoice, customer, account, requireSellerProfile, now, taxExchangeRate }: SendInput): ReturnType<typeof sentChanges> & { taxCurrency: TaxCurrencyTotal | null } {
  if (requireSellerProfile) {
    const refused = sendingRefusal(account.seller, account.name);
    if (refused) throw refused;
  }
  const missingIds = taxIdsMissing(invoice.lines, account.seller?.vat_id ?? null, customer.taxId);
  if (missingIds) throw missingIds;
  const taxCurrency = taxCurrencyAtSend(invoice, account.seller, taxExchangeRate);
  const changes = { ...sentChanges(invoice, account.seller, customer, now, issueDateOf(now, account.seller)), taxCurrency };
  if (customer.eInvoiceFormat) {
    const document = invoiceDocument({ invoice: { ...invoice, ...changes, status: 'open' }, accountName: account.name, currentSeller: account.seller, customer });
    assertEInvoiceRules(document, customer.eInvoiceFormat);
  }
  return changes;
}
