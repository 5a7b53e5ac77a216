// E-invoices of sent invoices and issued credit notes (D38, D49): GET .../e-invoice?format=F
// answers the document as issued, stored the first time it is made and answered byte for byte
// ever after with its SHA-256 as the ETag (a matching If-None-Match is 304). A draft is 409 and a
// document the format's rules refuse is 422 naming the rule and the field, both decided by the
// rules (domain/documents/einvoice-rules.ts); an unknown format is the contract validator's 400.
import { Router } from 'express';
import type { AppDeps } from '../app-deps.js';
import { issuedDocuments } from '../documents/issued-documents.js';
import { notFound } from '../http/errors/index.js';
import { eInvoiceFormatInfo, type EInvoiceFormat } from '../domain/documents/index.js';
import { sendDocument } from './documents.js';

export function eInvoiceRoutes({ store, documents, clock }: AppDeps): Router {
  const router = Router();
  const issued = issuedDocuments(store, documents, clock);
  const disposition = (number: string | null, format: EInvoiceFormat) => `attachment; filename="${number}.${eInvoiceFormatInfo[format].extension}"`;

  router.get('/invoices/:invoice_id/e-invoice', async (req, res) => {
    const invoice = await store.getInvoice(res.locals.accountId, req.params.invoice_id);
    if (!invoice) throw notFound('invoice', req.params.invoice_id);
    const format = req.query.format as EInvoiceFormat;
    sendDocument(res, await issued.ofInvoice(invoice, format), eInvoiceFormatInfo[format].mediaType, disposition(invoice.number, format));
  });

  router.get('/credit_notes/:credit_note_id/e-invoice', async (req, res) => {
    const creditNote = await store.getCreditNote(res.locals.accountId, req.params.credit_note_id);
    if (!creditNote) throw notFound('credit note', req.params.credit_note_id);
    const format = req.query.format as EInvoiceFormat;
    sendDocument(res, await issued.ofCreditNote(creditNote, format), eInvoiceFormatInfo[format].mediaType, disposition(creditNote.number, format));
  });

  return router;
}
