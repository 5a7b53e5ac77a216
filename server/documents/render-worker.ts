// A worker thread of the document renderer's pool (document-renderer.ts): renders one task, as sent, into bytes: a
// resolved billing document's PDF (render-billing-document.ts). E-invoices are written by
// einvoice-worker.ts, which Piscina loads in a thread at its first e-invoice: the e-invoice
// library and what it loads take about 1.25 s, which a thread that renders only PDFs (a send's
// e-mail, a PDF download) no longer pays (R207). Piscina loads this module and calls its
// default export once per task.
import type { BillingDocument, EInvoiceFormat } from '../domain/documents/index.js';
import { renderBillingDocumentPdf } from './pdf/render-billing-document.js';

export type RenderTask = { billingDocument: BillingDocument } | { eInvoice: EInvoiceFormat; billingDocument: BillingDocument };

export default function render(task: { billingDocument: BillingDocument }): Promise<Uint8Array> {
  return renderBillingDocumentPdf(task.billingDocument);
}
