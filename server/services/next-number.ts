// The account's next legal number in a series (D33), taken in the caller's transaction: the
// counter moves only if the whole write commits, so a refused write leaves no gap.
import { creditNoteNumberTaken, seriesNumber, type NumberSeries } from '../domain/invoice-numbers.js';
import type { Op, Tx } from '../store/tx.js';

export function* nextNumber(tx: Tx, accountId: string, series: NumberSeries): Op<string> {
  const { sequence, prefix } = yield* tx.nextSequence(accountId, series);
  const number = seriesNumber(series, prefix, sequence);
  if (series === 'credit_note' && (yield* tx.invoiceNumberTaken(accountId, number))) throw creditNoteNumberTaken(number);
  return number;
}
