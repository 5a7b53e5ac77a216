// What sending an invoice decides before anything is written (D35-D38, D42): the seller's
// legal minimum where invoices are real, the tax numbers the lines' categories need, what the
// send freezes on the invoice, and, for a customer who asked for an e-invoice, that the format's
// rules accept the document the send would make. One function, so that every check runs, in
// one order, wherever an invoice is sent.
import { assertEInvoiceRules, invoiceDocument, sentChanges } from './documents/index.js';
import type { CustomerRecord, InvoiceRecord, SellerProfile } from './records.js';
import { issueDateOf, sendingRefusal } from './seller-profile.js';
import { taxIdsMissing } from './tax-categories.js';

export interface SendInput {
  invoice: InvoiceRecord;
  customer: CustomerRecord;
  account: { name: string; seller: SellerProfile | null };
  /** Whether the seller's profile must hold the legal minimum: in production, not in the sandbox. */
  requireSellerProfile: boolean;
  now: Date;
}

/**
 * The changes a send writes to the invoice (issue date, sent instant, the frozen parties), or a
 * DomainError thrown for the first rule that refuses it. Pure: it reads only what it is given.
 */
export function decideSend({ invoice, customer, account, requireSellerProfile, now }: SendInput): ReturnType<typeof sentChanges> {
  if (requireSellerProfile) {
    const refused = sendingRefusal(account.seller, account.name);
    if (refused) throw refused;
  }
  const missingIds = taxIdsMissing(invoice.lines, account.seller?.vat_id ?? null, customer.taxId);
  if (missingIds) throw missingIds;
  const changes = sentChanges(invoice, account.seller, customer, now, issueDateOf(now, account.seller));
  if (customer.eInvoiceFormat) {
    const document = invoiceDocument({ invoice: { ...invoice, ...changes, status: 'open' }, accountName: account.name, currentSeller: account.seller, customer });
    assertEInvoiceRules(document, customer.eInvoiceFormat);
  }
  return changes;
}
