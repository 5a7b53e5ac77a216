// Voiding a credit note (D34): allowed while its invoice is open, giving the invoice the
// note's amount back; a void note stays void. Decided on the invoice and the note as they are
// held in the transaction that writes them.
import { voidEffect } from '../domain/credit-notes.js';
import { creditNoteEventFor } from '../events/event-factory.js';
import type { Op, Tx } from '../store/tx.js';
import type { CreditNoteChange } from './outcomes.js';

export interface VoidCreditNoteRequest {
  accountId: string;
  creditNoteId: string;
  at: string;
  requestId: string;
}

export function* voidCreditNote(tx: Tx, { accountId, creditNoteId: id, at, requestId }: VoidCreditNoteRequest): Op<CreditNoteChange> {
  const found = yield* tx.readCreditNote(accountId, id);
  if (!found) return { kind: 'not_found' };
  // The invoice first, as issuing a credit note holds it: the two never wait on each other in turn.
  const invoice = (yield* tx.readInvoice(accountId, found.invoiceId, 'update'))!;
  const current = (yield* tx.readCreditNote(accountId, id, 'update'))!;
  const effect = voidEffect(invoice, current);
  if (effect.kind === 'unchanged') return { kind: 'unchanged', creditNote: current };
  if (effect.kind === 'conflict') return { kind: 'conflict', creditNote: current, invoice };
  const creditNote = yield* tx.updateCreditNote(id, { status: effect.status, updatedAt: at });
  yield* tx.updateInvoice(invoice.id, { amountCredited: effect.amountCredited, updatedAt: at });
  yield* tx.appendEvent(creditNoteEventFor('credit_note.voided', at, requestId)(creditNote));
  return { kind: 'changed', creditNote };
}
