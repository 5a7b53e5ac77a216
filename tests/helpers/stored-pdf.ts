// Renders a stored invoice in this thread, as the service's pool would: its billing document read
// from the store (server/documents/document-sources.ts), then the one PDF layout.
import type { InvoiceRecord } from '../../server/domain/records.js';
import { renderBillingDocumentPdf } from '../../server/documents/pdf/render-billing-document.js';
import { readInvoiceDocument } from '../../server/documents/document-sources.js';
import type { Store } from '../../server/store/store.js';

export async function renderStoredInvoice(store: Store, invoice: InvoiceRecord): Promise<Buffer> {
  return renderBillingDocumentPdf(await readInvoiceDocument(store, invoice));
}
