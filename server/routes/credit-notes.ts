// Credit notes (D34): issue one against an open or paid invoice (idempotent, D9), read, list
// (D10) and void. Totals are computed here by D5; the cap, the invoice's change and the number
// are settled by the store inside one transaction. As on invoices, the response (its signed
// pdf_url included) is prepared before the store commits, and only mapped afterwards.
import { Router } from 'express';
import type { components } from '../../generated/invoicing.js';
import type { AppDeps } from '../app-deps.js';
import { conflict, notFound, unprocessable } from '../http/errors/index.js';
import { takesCredit } from '../domain/lifecycle.js';
import { formatMoney } from '../domain/money.js';
import { computeTotals } from '../domain/totals.js';
import { resolveTaxCategories } from '../domain/tax-categories.js';
import { creditNoteView } from '../views.js';
import { creditNoteEventFor, invoiceEventFor } from '../events/event-factory.js';
import { newId } from '../ids.js';
import type { PdfLinks } from '../documents/pdf-links.js';
import type { NewCreditNote } from '../store/store.js';
import type { CreditNoteRecord, InvoiceRecord } from '../domain/records.js';
import { answerEarlier, idempotencyClaim } from './idempotency.js';
import { cursorScope, pageBody, readPageRequest } from './pagination.js';

type CreditNoteCreate = components['schemas']['CreditNoteCreate'];

/** Every line of a credit note is in the invoice's currency (D34 by D4). */
function assertCurrency(input: CreditNoteCreate, invoice: InvoiceRecord): void {
  const index = input.lines.findIndex((line) => line.unit_price.currency !== invoice.currency);
  if (index >= 0) {
    throw unprocessable(`A credit note is in its invoice's currency, ${invoice.currency}, but line ${index} is in ${input.lines[index]!.unit_price.currency}.`,
      `lines[${index}].unit_price.currency`);
  }
}

/** The 409 for an invoice that takes no credit note: a draft or a void one. */
function notCreditable(invoice: InvoiceRecord) {
  return conflict(`Invoice ${invoice.id} cannot be credited: it is ${invoice.status}; only an open or paid invoice takes a credit note.`);
}

export function creditNoteRoutes({ store, clock, config }: AppDeps, links: PdfLinks): Router {
  const router = Router();
  const view = (record: CreditNoteRecord) => creditNoteView(record, links.urlFor('credit_note', record.id));

  router.post('/invoices/:invoice_id/credit_notes', async (req, res) => {
    const input = req.body as CreditNoteCreate;
    const { accountId, requestId } = res.locals;
    const invoiceId = req.params.invoice_id;
    const now = clock();
    // Invoices are never deleted, so one that is not found never was: 404 comes before the key.
    const invoice = await store.getInvoice(accountId, invoiceId);
    if (!invoice) throw notFound('invoice', invoiceId);
    // The invoice is part of what the key covers: the same body against another invoice is another request.
    const claim = idempotencyClaim(req, { invoice_id: invoiceId, ...input }, now);
    const earlier = claim && (await store.findIdempotentResponse(accountId, claim));
    if (earlier) return answerEarlier(res, earlier, 'credit note');
    // The state first, as PATCH does: a draft's 409 says more than any fault of the lines. The store checks it again.
    if (!takesCredit(invoice.status)) throw notCreditable(invoice);
    assertCurrency(input, invoice);
    const totals = computeTotals(input.lines, 'credit_note');
    const lines = resolveTaxCategories(input.lines);
    if (totals.total === 0) throw unprocessable('A credit note must credit something: its total is zero.', 'lines');
    const at = now.toISOString();
    const creditNote: NewCreditNote = {
      id: newId('cn'), accountId, invoiceId, status: 'issued', reason: input.reason, memo: input.memo ?? null,
      lines, ...totals, createdAt: at, updatedAt: at,
    };
    const pdfUrl = links.urlFor('credit_note', creditNote.id);
    const outcome = await store.insertCreditNote({
      creditNote,
      idempotency: claim && { ...claim, respond: (issued) => ({ status: 201, body: creditNoteView(issued, pdfUrl) }) },
      created: creditNoteEventFor('credit_note.created', at, requestId),
      settled: invoiceEventFor('invoice.paid', at, requestId),
      documents: ['pdf'],
    });
    switch (outcome.kind) {
      case 'created': return res.status(201).json(creditNoteView(outcome.creditNote, pdfUrl));
      case 'replayed': case 'key_reused': return answerEarlier(res, outcome, 'credit note');
      case 'not_found': throw notFound('invoice', invoiceId);
      case 'conflict': throw notCreditable(outcome.invoice);
      case 'exceeds': throw unprocessable(`The credit note's total of ${formatMoney(totals.total, totals.currency)} exceeds the ${
        formatMoney(outcome.remaining, totals.currency)} left to credit on invoice ${invoiceId}.`, 'lines');
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
    const outcome = await store.voidCreditNote(res.locals.accountId, id, at, creditNoteEventFor('credit_note.voided', at, res.locals.requestId));
    if (outcome.kind === 'not_found') throw notFound('credit note', id);
    if (outcome.kind === 'conflict') {
      throw conflict(`Credit note ${outcome.creditNote.number} cannot be voided: its invoice is ${outcome.invoice.status}, and only an open invoice's credit notes can be.`);
    }
    res.json(creditNoteView(outcome.creditNote, pdfUrl));
  });

  return router;
}
