// Renders an invoice as a PDF (D13) in the documents' one layout (render-document.ts): titled by
// its number (its id while it is a draft), with a DRAFT or VOID mark where it applies.
import { invoiceName } from '../domain/invoice-numbers.js';
import type { CustomerRecord, InvoiceRecord } from '../domain/records.js';
import { renderDocumentPdf, type DocumentContent } from './render-document.js';

export interface InvoiceDocument {
  seller: string;
  invoice: InvoiceRecord;
  customer: CustomerRecord;
}

function markFor(status: InvoiceRecord['status']): string | undefined {
  return status === 'draft' ? 'DRAFT' : status === 'void' ? 'VOID' : undefined;
}

/** What the invoice's PDF shows: what the renderer draws, and what its cache key is made of. */
export function invoiceContent({ seller, invoice, customer }: InvoiceDocument): DocumentContent {
  return {
    title: `Invoice ${invoiceName(invoice)}`,
    seller,
    customer,
    facts: [
      ['Number', invoice.number ?? 'none until sent'], ['Id', invoice.id], ['Issued', invoice.createdAt.slice(0, 10)],
      ['Due', invoice.dueDate], ['Status', invoice.status],
    ],
    lines: invoice.lines,
    currency: invoice.currency,
    subtotal: invoice.subtotal,
    tax: invoice.tax,
    total: invoice.total,
    notes: invoice.notes,
    mark: markFor(invoice.status),
    createdAt: invoice.createdAt,
  };
}

/** Renders in this thread; the service renders through its pool (render-pool.ts). */
export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  return renderDocumentPdf(invoiceContent(document));
}
