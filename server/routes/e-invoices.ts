// E-invoices of sent invoices and issued credit notes (D38): GET .../e-invoice?format=F answers
// the document in that format as an attachment, made in the document pool from the record's
// billing document (store/document-sources.ts: the parties frozen at send). A draft is 409 and a document the format's
// rules refuse is 422 naming the rule and the field, both decided by the rules
// (domain/einvoice-rules.ts); an unknown format is the contract validator's 400.
import { Router, type Response } from 'express';
import type { AppDeps } from '../app-deps.js';
import { notFound } from '../http/errors/index.js';
import type { BillingDocument } from '../domain/billing-document.js';
import { eInvoiceFormatInfo, type EInvoiceFormat } from '../domain/einvoice-formats.js';
import { readCreditNoteDocument, readInvoiceDocument } from '../store/document-sources.js';

export function eInvoiceRoutes({ store, documents }: AppDeps): Router {
  const router = Router();

  async function send(res: Response, document: BillingDocument, format: EInvoiceFormat): Promise<void> {
    const bytes = await documents.renderEInvoice(document, format);
    const info = eInvoiceFormatInfo[format];
    res.type(info.mediaType).set('Content-Disposition', `attachment; filename="${document.number}.${info.extension}"`).send(bytes);
  }

  router.get('/invoices/:invoice_id/e-invoice', async (req, res) => {
    const invoice = await store.getInvoice(res.locals.accountId, req.params.invoice_id);
    if (!invoice) throw notFound('invoice', req.params.invoice_id);
    await send(res, await readInvoiceDocument(store, invoice), req.query.format as EInvoiceFormat);
  });

  router.get('/credit_notes/:credit_note_id/e-invoice', async (req, res) => {
    const creditNote = await store.getCreditNote(res.locals.accountId, req.params.credit_note_id);
    if (!creditNote) throw notFound('credit note', req.params.credit_note_id);
    await send(res, await readCreditNoteDocument(store, creditNote), req.query.format as EInvoiceFormat);
  });

  return router;
}
