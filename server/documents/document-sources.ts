// Reads what an invoice's or a credit note's billing document is built from (its customer, the
// account's seller profile) and builds it with the domain's
// document-of.ts. The PDF route, the mail worker and the e-invoice routes all start here, so a
// document shows the same thing wherever it is read.
import { creditNoteDocument, invoiceDocument, type BillingDocument } from '../domain/documents/index.js';
import type { CreditNoteRecord, InvoiceRecord } from '../domain/records.js';
import type { Store } from '../store/store.js';

async function invoiceSources(store: Store, invoice: InvoiceRecord) {
  const [customer, account] = await Promise.all([
    store.getCustomer(invoice.accountId, invoice.customerId),
    store.getAccount(invoice.accountId),
  ]);
  // An invoice's customer and account are never deleted (customers are archived, D40).
  return { invoice, customer: customer!, accountName: account!.name, currentSeller: account!.seller };
}

/** The billing document of an invoice, as its PDF and e-invoice show it. */
export async function readInvoiceDocument(store: Store, invoice: InvoiceRecord): Promise<BillingDocument> {
  return invoiceDocument(await invoiceSources(store, invoice));
}

/** The billing document of a credit note, with the invoice it corrects. */
export async function readCreditNoteDocument(store: Store, creditNote: CreditNoteRecord): Promise<BillingDocument> {
  const invoice = (await store.getInvoice(creditNote.accountId, creditNote.invoiceId))!;
  return creditNoteDocument({ ...(await invoiceSources(store, invoice)), creditNote });
}
