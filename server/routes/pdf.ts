// Invoice and credit note PDFs (D13, D34): the signed links that pdf_url points to (no bearer
// key, so limited per client address, D48), and the deprecated bearer route of invoices, which
// answers with Deprecation and Link headers. A sent invoice's and a credit note's PDF is the one
// stored when it was issued (D49); a draft's is rendered in the pool from its current data.
import { Router, type Response } from 'express';
import type { AppDeps } from '../app-deps.js';
import { ApiError, notFound } from '../http/errors/index.js';
import { rateLimitByAddress } from '../http/guards/index.js';
import { invoiceName } from '../domain/invoice-numbers.js';
import { invalidLinkMessage, pdfPaths, type PdfLinks } from '../documents/pdf-links.js';
import { issuedDocuments } from '../documents/issued-documents.js';
import type { InvoiceRecord } from '../domain/records.js';
import { sendDocument } from './documents.js';

/** When GET /invoices/{invoice_id}/pdf was deprecated: 2026-11-01T00:00:00Z, as RFC 9745 wants it. */
const deprecatedSince = '@1793491200';

export function pdfRoutes({ store, documents, config, clock }: AppDeps, links: PdfLinks): Router {
  const router = Router();
  const issued = issuedDocuments(store, documents, clock);
  router.use(Object.values(pdfPaths).map((path) => `/${path}`), rateLimitByAddress(config.rateLimit, clock));

  async function sendPdf(res: Response, invoice: InvoiceRecord): Promise<void> {
    sendDocument(res, await issued.ofInvoice(invoice, 'pdf'), 'application/pdf', `inline; filename="${invoiceName(invoice)}.pdf"`);
  }

  router.get('/invoice-pdfs/:invoice_id', async (req, res) => {
    const id = req.params.invoice_id;
    const { expires, signature } = req.query as { expires: string; signature: string };
    const invoice = links.verify('invoice', id, Number(expires), signature) ? await store.findInvoiceById(id) : undefined;
    if (!invoice) throw new ApiError(404, invalidLinkMessage);
    await sendPdf(res, invoice);
  });

  router.get('/credit-note-pdfs/:credit_note_id', async (req, res) => {
    const id = req.params.credit_note_id;
    const { expires, signature } = req.query as { expires: string; signature: string };
    const creditNote = links.verify('credit_note', id, Number(expires), signature) ? await store.findCreditNoteById(id) : undefined;
    if (!creditNote) throw new ApiError(404, invalidLinkMessage);
    sendDocument(res, await issued.ofCreditNote(creditNote, 'pdf'), 'application/pdf', `inline; filename="${creditNote.number}.pdf"`);
  });

  router.get('/invoices/:invoice_id/pdf', async (req, res) => {
    const invoice = await store.getInvoice(res.locals.accountId, req.params.invoice_id);
    if (!invoice) throw notFound('invoice', req.params.invoice_id);
    res.set('Deprecation', deprecatedSince).set('Link', `<${links.urlFor('invoice', invoice.id)}>; rel="alternate"`);
    await sendPdf(res, invoice);
  });

  return router;
}
