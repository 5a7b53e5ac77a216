// Idempotency-Key on the routes that create (D9, D40): every create route reads the key the
// same way, and answers a replay or a reused key the same way.
import type { Request, Response } from 'express';
import { idempotencyWindowMs } from '../domain/idempotency.js';
import { fingerprint } from '../domain/fingerprint.js';
import { unprocessable } from '../http/errors/index.js';
import type { EarlierOutcome, IdempotencyClaim } from '../store/store.js';

/** The request's claim on its Idempotency-Key, or undefined without one; `body` is what the fingerprint covers. */
export function idempotencyClaim(req: Request, body: unknown, now: Date): Omit<IdempotencyClaim, 'response'> | undefined {
  const key = req.get('idempotency-key');
  if (key === undefined) return undefined;
  return { key, fingerprint: fingerprint(body), notBefore: new Date(now.getTime() - idempotencyWindowMs).toISOString() };
}

/**
 * Answers a request whose Idempotency-Key was used before: the first response, or 422 naming
 * what a new key would create. `reveal` turns a kept body back into the one first sent, when
 * the route kept a part of it sealed (a webhook endpoint's secret).
 */
export function answerEarlier(res: Response, earlier: EarlierOutcome, creates: string, reveal: (body: unknown) => unknown = (body) => body): void {
  if (earlier.kind === 'key_reused') {
    throw unprocessable(
      `This Idempotency-Key was already used with a different request body; send a new key to create another ${creates}.`,
      'Idempotency-Key',
    );
  }
  res.set('Idempotent-Replayed', 'true').status(earlier.response.status).json(reveal(earlier.response.body));
}
