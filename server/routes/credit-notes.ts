// Credit notes (D34): issue one against an open or paid invoice (idempotent, D9), read, list
// (D10) and void. The state, the currency, the totals (D5), the cap, the invoice's change and the
// number are settled by the service inside one transaction (services/issue-credit-note.ts). As
// on invoices, the response (its signed pdf_url included) is prepared before the commit.
import { Router } from 'express';
import type { components } from '../../generated/invoicing.js';
import type { AppDeps } from '../app-deps.js';
import { conflict, notFound, unprocessable } from '../http/errors/index.js';
import { formatMoney } from '../domain/money.js';
import { creditNoteView } from '../views.js';
import { newId } from '../ids.js';
import type { PdfLinks } from '../documents/pdf-links.js';
import type { CreditNoteRecord, InvoiceRecord } from '../domain/records.js';
import { issueCreditNote } from '../services/issue-credit-note.js';
import { voidCreditNote } from '../services/void-credit-note.js';
import { answerEarlier, idempotencyClaim } from './idempotency.js';
import { cursorScope, pageBody, readPageRequest } from './pagination.js';

type CreditNoteCreate = components['schemas']['CreditNoteCreate'];

/** The 409 for an invoice that takes no credit note: a draft or a void one. */
function notCreditable(invoice: InvoiceRecord) {
  return conflict(`Invoice ${invoice.id} cannot be credited: it is ${invoice.status}; only an open or paid invoice takes a credit note.`);
}

export function creditNoteRoutes({ store, clock, config }: AppDeps, links: PdfLinks): Router {
  const router = Router();
  const view = (record: CreditNoteRecord) => creditNoteView(record, links.urlFor('credit_note', record.id));

  router.post('/invoices/:invoice_id/credit_notes', async (req, res) => {
    const body = req.body as CreditNoteCreate;
    const invoiceId = req.params.invoice_id;
    const now = clock();
    const creditNoteId = newId('cn');
    const pdfUrl = links.urlFor('credit_note', creditNoteId);
    // The invoice is part of what the key covers: the same body against another invoice is another request.
    const claim = idempotencyClaim(req, { invoice_id: invoiceId, ...body }, now);
    const outcome = await store.transact((tx) => issueCreditNote(tx, {
      accountId: res.locals.accountId, invoiceId, creditNoteId, body, now, requestId: res.locals.requestId,
      idempotency: claim && { ...claim, respond: (done) => (done.kind === 'created' ? { status: 201, body: creditNoteView(done.creditNote, pdfUrl) } : undefined) },
    }));
    switch (outcome.kind) {
      case 'created': return res.status(201).json(creditNoteView(outcome.creditNote, pdfUrl));
      case 'replayed': case 'key_reused': return answerEarlier(res, outcome, 'credit note');
      case 'not_found': throw notFound('invoice', invoiceId);
      case 'conflict': throw notCreditable(outcome.invoice);
      case 'exceeds': throw unprocessable(`The credit note's total of ${formatMoney(outcome.total, outcome.invoice.currency)} exceeds the ${
        formatMoney(outcome.remaining, outcome.invoice.currency)} left to credit on invoice ${invoiceId}.`, 'lines');
    }
  });

  router.get('/credit_notes', async (req, res) => {
    const { invoice_id } = req.query as { invoice_id?: string };
    const accountId = res.locals.accountId;
    const scope = cursorScope('credit_notes', accountId, [invoice_id]);
    const request = readPageRequest(req, config.secret, scope);
    const page = await store.listCreditNotes(accountId, { ...request, invoiceId: invoice_id });
    res.json(pageBody(page, view, config.secret, scope));
  });

  router.get('/credit_notes/:credit_note_id', async (req, res) => {
    const creditNote = await store.getCreditNote(res.locals.accountId, req.params.credit_note_id);
    if (!creditNote) throw notFound('credit note', req.params.credit_note_id);
    res.json(view(creditNote));
  });

  router.post('/credit_notes/:credit_note_id/void', async (req, res) => {
    const id = req.params.credit_note_id;
    const at = clock().toISOString();
    const pdfUrl = links.urlFor('credit_note', id);
    const outcome = await store.transact((tx) => voidCreditNote(tx, { accountId: res.locals.accountId, creditNoteId: id, at, requestId: res.locals.requestId }));
    if (outcome.kind === 'not_found') throw notFound('credit note', id);
    if (outcome.kind === 'conflict') {
      throw conflict(`Credit note ${outcome.creditNote.number} cannot be voided: its invoice is ${outcome.invoice.status}, and only an open invoice's credit notes can be.`);
    }
    res.json(creditNoteView(outcome.creditNote, pdfUrl));
  });

  return router;
}
