// Headers that must come once: a request with two Authorization headers (Node keeps the
// first) or two Idempotency-Key headers (Node joins them into one key) is refused, never
// answered on a silent choice.
import type { NextFunction, Request, Response } from 'express';
import { ApiError, badRequest } from './api-error.js';

export function requireSingleHeaders(req: Request, _res: Response, next: NextFunction): void {
  const count = (name: string) => req.headersDistinct[name]?.length ?? 0;
  if (count('authorization') > 1) {
    throw new ApiError(401, `Send one Authorization header: this request has ${count('authorization')}.`);
  }
  if (count('idempotency-key') > 1) {
    throw badRequest(`Send one Idempotency-Key header: this request has ${count('idempotency-key')}.`, 'Idempotency-Key');
  }
  next();
}
