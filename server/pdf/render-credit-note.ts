// Renders a credit note as a PDF (D34) in the documents' one layout (render-document.ts): a
// CREDIT NOTE titled by its number that names the invoice it corrects, with a VOID mark once
// it is void.
import type { CreditNoteRecord, CustomerRecord, InvoiceRecord } from '../domain/records.js';
import type { DocumentContent } from './render-document.js';

export interface CreditNoteDocument {
  seller: string;
  creditNote: CreditNoteRecord;
  /** The invoice it corrects; a credit note exists only for a sent invoice, which has a number. */
  invoice: InvoiceRecord;
  customer: CustomerRecord;
}

const reasons: Record<CreditNoteRecord['reason'], string> = {
  duplicate: 'Duplicate', order_change: 'Order change', product_unsatisfactory: 'Product unsatisfactory', other: 'Other',
};

/** What the credit note's PDF shows: what the renderer draws, and what its cache key is made of. */
export function creditNoteContent({ seller, creditNote, invoice, customer }: CreditNoteDocument): DocumentContent {
  return {
    title: `CREDIT NOTE ${creditNote.number} for invoice ${invoice.number ?? invoice.id}`,
    seller,
    customer,
    facts: [
      ['Number', creditNote.number], ['Invoice', invoice.number ?? invoice.id], ['Issued', creditNote.createdAt.slice(0, 10)],
      ['Reason', reasons[creditNote.reason]], ['Status', creditNote.status],
    ],
    lines: creditNote.lines,
    currency: creditNote.currency,
    subtotal: creditNote.subtotal,
    tax: creditNote.tax,
    total: creditNote.total,
    notes: creditNote.memo,
    mark: creditNote.status === 'void' ? 'VOID' : undefined,
    createdAt: creditNote.createdAt,
  };
}
