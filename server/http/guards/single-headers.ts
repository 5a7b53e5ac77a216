// Headers that must come once: a request with two Authorization headers (Node keeps the
// first) or two Idempotency-Key headers (Node joins them into one key) is refused, never
// answered on a silent choice. The raw headers are counted, with no object built per request.
import type { NextFunction, Request, Response } from 'express';
import { ApiError, badRequest } from '../errors/index.js';

export function requireSingleHeaders(req: Request, _res: Response, next: NextFunction): void {
  let authorization = 0;
  let idempotencyKey = 0;
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === 13 && name.toLowerCase() === 'authorization') authorization += 1;
    else if (name.length === 15 && name.toLowerCase() === 'idempotency-key') idempotencyKey += 1;
  }
  if (authorization > 1) throw new ApiError(401, `Send one Authorization header: this request has ${authorization}.`);
  if (idempotencyKey > 1) throw badRequest(`Send one Idempotency-Key header: this request has ${idempotencyKey}.`, 'Idempotency-Key');
  next();
}
