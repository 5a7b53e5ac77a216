// A change whose contract declares no request body (pay, void) refuses one that holds
// anything, as every other operation refuses unknown fields (422): a client that sends
// {"amount":5} to pay learns that it was not read. An empty object is no content. A body on
// GET has no meaning in HTTP and changes nothing, so reads ignore it. Runs after the OpenAPI
// validator, which has found the operation.
import type { NextFunction, Request, Response } from 'express';
import type { OpenApiRequestMetadata } from 'express-openapi-validator/dist/framework/types.js';
import { unprocessable } from '../errors/index.js';

const reads = new Set(['GET', 'HEAD']);

const hasContent = (req: Request) => Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

export function refuseUnexpectedBody(req: Request, _res: Response, next: NextFunction): void {
  const operation = (req as Request & { openapi?: OpenApiRequestMetadata }).openapi?.schema;
  const body: unknown = req.body;
  if (!operation || operation.requestBody || reads.has(req.method)) return next();
  if (body === undefined) {
    // A body the JSON parser left alone (text/plain, ...) was sent all the same.
    if (hasContent(req)) throw unprocessable('This operation takes no request body.');
    return next();
  }
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const [first] = Object.keys(body);
    if (first === undefined) return next();
    throw unprocessable(`${first} is not a field this operation accepts.`, first);
  }
  throw unprocessable('This operation takes no request body.');
}
