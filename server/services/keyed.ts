// A create under an Idempotency-Key (D9), the one way every create keeps its key: claimed first
// in the create's transaction, the earlier answer when the key is known, else the create and the
// response kept under the key (none for a refusal, which leaves the key free).
import type { Op, Tx } from '../store/tx.js';
import type { EarlierOutcome, KeyedRequest } from './outcomes.js';

export function* keyed<T>(tx: Tx, accountId: string, at: string, request: KeyedRequest<T> | undefined, create: () => Op<T>): Op<T | EarlierOutcome> {
  if (!request) return yield* create();
  const earlier = yield* tx.claimKey(accountId, request, at);
  if (earlier) return earlier;
  const outcome = yield* create();
  yield* tx.keepResponse(accountId, request.key, request.respond(outcome));
  return outcome;
}
