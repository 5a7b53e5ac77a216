// Idempotency-Key on the routes that create (D9): createInvoice and createCreditNote read the
// key the same way, and answer a replay or a reused key the same way.
import type { Request, Response } from 'express';
import { idempotencyWindowMs } from '../domain/idempotency.js';
import { fingerprint } from '../domain/fingerprint.js';
import { unprocessable } from '../http/api-error.js';
import type { CreateOutcome, IdempotencyClaim } from '../store/store.js';

/** The request's claim on its Idempotency-Key, or undefined without one; `body` is what the fingerprint covers. */
export function idempotencyClaim(req: Request, body: unknown, now: Date): Omit<IdempotencyClaim, 'response'> | undefined {
  const key = req.get('idempotency-key');
  if (key === undefined) return undefined;
  return { key, fingerprint: fingerprint(body), notBefore: new Date(now.getTime() - idempotencyWindowMs).toISOString() };
}

/** Answers a request whose Idempotency-Key was used before: the first response, or 422 naming what a new key would create. */
export function answerEarlier(res: Response, earlier: Exclude<CreateOutcome, { kind: 'created' }>, creates: string): void {
  if (earlier.kind === 'key_reused') {
    throw unprocessable(
      `This Idempotency-Key was already used with a different request body; send a new key to create another ${creates}.`,
      'Idempotency-Key',
    );
  }
  res.set('Idempotent-Replayed', 'true').status(earlier.response.status).json(earlier.response.body);
}
