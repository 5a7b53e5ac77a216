// A worker thread of the document renderer's pool (document-renderer.ts): renders one task, as sent, into bytes: a
// resolved billing document (render-billing-document.ts), or a billing document's e-invoice
// (einvoice/, D38; Factur-X wraps the document's PDF). Piscina loads this module and calls
// its default export once per task.
import type { BillingDocument, EInvoiceFormat } from '../domain/documents/index.js';
import { generateEInvoice } from './einvoice/generate.js';
import { renderBillingDocumentPdf } from './pdf/render-billing-document.js';

export type RenderTask = { billingDocument: BillingDocument } | { eInvoice: EInvoiceFormat; billingDocument: BillingDocument };

export default async function render(task: RenderTask): Promise<Uint8Array> {
  if ('eInvoice' in task) {
    const pdf = task.eInvoice === 'factur-x' ? await renderBillingDocumentPdf(task.billingDocument) : undefined;
    return generateEInvoice(task.billingDocument, task.eInvoice, { pdf });
  }
  return renderBillingDocumentPdf(task.billingDocument);
}
