// The documents of invoices and credit notes as the API serves them (D49). A sent invoice's and a
// credit note's documents are issued: rendered once from the data frozen when they were issued,
// stored with their SHA-256, and answered from storage ever after, so that a payment, a credit
// note, a change of the customer or the account, or a new version of folio or of a library never
// changes a document that a business has sent and must archive. A draft's PDF is rendered from
// its current data each time and never stored. Rendering runs in the document pool (D48); the
// first document stored wins when renderers race (R135).
import { createHash } from 'node:crypto';
import type { Clock } from '../config.js';
import { assertHasEInvoice, isIssued, type BillingDocument } from '../domain/documents/index.js';
import type { CreditNoteRecord, DocumentFormat, InvoiceRecord } from '../domain/records.js';
import type { DocumentRenderer } from './document-renderer.js';
import { readCreditNoteDocument, readInvoiceDocument } from './document-sources.js';
import type { QueuedDocument, Store } from '../store/store.js';

/** A document's bytes and their SHA-256 (lowercase hex), the download's ETag. */
export interface ServedDocument {
  bytes: Buffer;
  sha256: string;
}

export interface IssuedDocuments {
  /**
   * An invoice's document in `format`: a sent invoice's stored bytes (stored first when they are
   * not yet), a draft's PDF rendered now; a draft's e-invoice is refused (a conflict, D38).
   */
  ofInvoice(invoice: InvoiceRecord, format: DocumentFormat): Promise<ServedDocument>;
  /** A credit note's document in `format`, stored at the first request when it is not yet. */
  ofCreditNote(creditNote: CreditNoteRecord, format: DocumentFormat): Promise<ServedDocument>;
  /**
   * Renders and stores up to `limit` documents queued when they were issued, oldest first; one that
   * fails is reported to `failed` and stays queued for the next round. Answers how many were stored.
   */
  storeQueued(limit: number, failed: (owner: QueuedDocument, error: unknown) => void): Promise<number>;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function issuedDocuments(store: Store, renderer: DocumentRenderer, clock: Clock): IssuedDocuments {
  const render = (document: BillingDocument, format: DocumentFormat) =>
    format === 'pdf' ? renderer.renderDocument(document) : renderer.renderEInvoice(document, format);

  /** The stored document, or the one rendered now and stored; when another renderer stored it first, that one. */
  async function stored(owner: QueuedDocument, read: () => Promise<BillingDocument>): Promise<ServedDocument> {
    const kept = await store.findStoredDocument(owner.ownerId, owner.format);
    if (kept) return kept;
    const bytes = await render(await read(), owner.format);
    return store.storeDocument({ ...owner, bytes, sha256: sha256(bytes), size: bytes.length, createdAt: clock().toISOString() });
  }

  const ofInvoice = async (invoice: InvoiceRecord, format: DocumentFormat): Promise<ServedDocument> => {
    // A draft's e-invoice is refused from its record, before its document is read or rendered.
    if (format !== 'pdf') assertHasEInvoice(invoice);
    const read = () => readInvoiceDocument(store, invoice);
    if (!isIssued(invoice)) {
      const bytes = await render(await read(), format);
      return { bytes, sha256: sha256(bytes) };
    }
    return stored({ ownerId: invoice.id, ownerKind: 'invoice', accountId: invoice.accountId, format }, read);
  };

  const ofCreditNote = (creditNote: CreditNoteRecord, format: DocumentFormat): Promise<ServedDocument> =>
    stored({ ownerId: creditNote.id, ownerKind: 'credit_note', accountId: creditNote.accountId, format }, () => readCreditNoteDocument(store, creditNote));

  return {
    ofInvoice,
    ofCreditNote,
    async storeQueued(limit, failed) {
      let count = 0;
      for (const owner of await store.queuedDocuments(limit)) {
        try {
          if (owner.ownerKind === 'invoice') await ofInvoice((await store.findInvoiceById(owner.ownerId))!, owner.format);
          else await ofCreditNote((await store.findCreditNoteById(owner.ownerId))!, owner.format);
          count += 1;
        } catch (error) {
          failed(owner, error);
        }
      }
      return count;
    },
  };
}
