// The e-invoice task of the document renderer's pool (document-renderer.ts, D38): writes a
// billing document's e-invoice in a worker thread, for Factur-X around the document's own PDF.
// A module of its own so that a thread loads the e-invoice library at its first e-invoice only (R207).
import type { BillingDocument, EInvoiceFormat } from '../domain/documents/index.js';
import { generateEInvoice } from './einvoice/generate.js';
import { renderBillingDocumentPdf } from './pdf/render-billing-document.js';

export default async function writeEInvoice(task: { eInvoice: EInvoiceFormat; billingDocument: BillingDocument }): Promise<Uint8Array> {
  const pdf = task.eInvoice === 'factur-x' ? await renderBillingDocumentPdf(task.billingDocument) : undefined;
  return generateEInvoice(task.billingDocument, task.eInvoice, { pdf });
}
