// Issuing a credit note (D34, D9, D49): on an open or paid invoice, in its currency, within what
// is left to credit, numbered in the credit-note series, all decided on the invoice as it is held
// in the transaction that writes the note; its PDF is queued with it.
import type { components } from '../../generated/invoicing.js';
import { creditTaxCurrency, issueEffect } from '../domain/credit-notes.js';
import { invalid } from '../domain/domain-error.js';
import { takesCredit } from '../domain/lifecycle.js';
import type { CreditNoteRecord, InvoiceRecord } from '../domain/records.js';
import { resolveTaxCategories } from '../domain/tax-categories.js';
import { computeTotals } from '../domain/totals.js';
import { creditNoteEventFor, invoiceEvent } from '../events/event-factory.js';
import type { Op, Tx } from '../store/tx.js';
import { keyed } from './keyed.js';
import { nextNumber } from './next-number.js';
import type { EarlierOutcome, KeyedRequest } from './outcomes.js';

type CreditNoteCreate = components['schemas']['CreditNoteCreate'];

export interface CreditNoteRequest {
  accountId: string;
  invoiceId: string;
  /** The id the note will have, known before it is issued (its signed link is made from it). */
  creditNoteId: string;
  body: CreditNoteCreate;
  now: Date;
  requestId: string;
  idempotency?: KeyedRequest<CreditNoteOutcome>;
}

export type CreditNoteOutcome =
  | { kind: 'created'; creditNote: CreditNoteRecord; invoice: InvoiceRecord }
  | { kind: 'conflict'; invoice: InvoiceRecord }
  | { kind: 'exceeds'; invoice: InvoiceRecord; total: number; remaining: number };

/** Every line of a credit note is in the invoice's currency (D34 by D4). */
function assertCurrency(input: CreditNoteCreate, invoice: InvoiceRecord): void {
  const index = input.lines.findIndex((line) => line.unit_price.currency !== invoice.currency);
  if (index >= 0) {
    throw invalid(`A credit note is in its invoice's currency, ${invoice.currency}, but line ${index} is in ${input.lines[index]!.unit_price.currency}.`,
      `lines[${index}].unit_price.currency`);
  }
}

export function* issueCreditNote(tx: Tx, r: CreditNoteRequest): Op<CreditNoteOutcome | EarlierOutcome | { kind: 'not_found' }> {
  const at = r.now.toISOString();
  // Invoices are never deleted, so one that is not found never was: not found comes before the key.
  const invoice = yield* tx.readInvoice(r.accountId, r.invoiceId, 'update');
  if (!invoice) return { kind: 'not_found' };
  return yield* keyed(tx, r.accountId, at, r.idempotency, function* (): Op<CreditNoteOutcome> {
    // The state first, as an update does: a draft's conflict says more than any fault of the lines.
    if (!takesCredit(invoice.status)) return { kind: 'conflict', invoice };
    assertCurrency(r.body, invoice);
    const totals = computeTotals(r.body.lines, 'credit_note');
    if (totals.total === 0) throw invalid('A credit note must credit something: its total is zero.', 'lines');
    const effect = issueEffect(invoice, totals.total);
    if (effect.kind === 'conflict') return { kind: 'conflict', invoice };
    if (effect.kind === 'exceeds') return { kind: 'exceeds', invoice, total: totals.total, remaining: effect.remaining };
    const creditNote: CreditNoteRecord = {
      id: r.creditNoteId, accountId: r.accountId, invoiceId: invoice.id, number: yield* nextNumber(tx, r.accountId, 'credit_note'), status: 'issued',
      reason: r.body.reason, memo: r.body.memo ?? null, lines: resolveTaxCategories(r.body.lines), ...totals, createdAt: at, updatedAt: at, documents: [],
      taxCurrency: creditTaxCurrency(invoice, totals.tax),
    };
    yield* tx.insertCreditNote(creditNote);
    yield* tx.queueDocument({ ownerId: creditNote.id, ownerKind: 'credit_note', accountId: r.accountId, format: 'pdf' }, at);
    const after = yield* tx.updateInvoice(invoice.id, {
      amountCredited: effect.amountCredited, status: effect.status, paidAt: effect.settled ? at : invoice.paidAt, updatedAt: at,
    });
    yield* tx.appendEvent(creditNoteEventFor('credit_note.created', at, r.requestId)(creditNote));
    if (effect.settled) yield* tx.appendEvent(invoiceEvent('invoice.paid', after, at, r.requestId));
    return { kind: 'created', creditNote, invoice: after };
  });
}
