// Reading a request body: a Content-Length over the limit is refused before a byte of the
// body is read (413), a body that does not arrive whole within bodyReadTimeoutMs is answered
// 408 on a connection that then closes (errors/unread-body.ts), and then JSON parsing.
import { isUtf8 } from 'node:buffer';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { ApiError, closeAfterResponse } from '../errors/index.js';
import { bodyLimitBytes, tooLargeMessage } from '../limits.js';
import { series } from '../series.js';
import { bodyReadTimeoutMs } from './timeouts.js';

/** Runs first: a body declared over the limit is refused before authentication or anything else reads the request. */
export function refuseDeclaredTooLarge(req: Request, _res: Response, next: NextFunction): void {
  if (Number(req.headers['content-length']) > bodyLimitBytes) throw new ApiError(413, tooLargeMessage);
  next();
}

function bodyReadDeadline(timeoutMs: number): RequestHandler {
  return (req, res, next) => {
    if (req.complete) return next();
    const timer = setTimeout(() => {
      if (req.complete || res.headersSent) return;
      closeAfterResponse(req, res);
      const error = new ApiError(408, `The request body did not arrive within ${timeoutMs / 1000} seconds; send it again.`);
      res.status(error.status).json(error.toBody());
    }, timeoutMs);
    const stop = () => clearTimeout(timer);
    req.once('end', stop).once('close', stop);
    res.once('close', stop);
    next();
  };
}

/**
 * Refuses, before parsing, a body that is not UTF-8 (D48, RFC 8259): a charset other than utf-8 (the
 * parser itself refuses those that do not start with utf-), UTF-16 or UTF-32 by its byte order mark
 * or by the zero bytes of its first characters (JSON begins with ASCII), or bytes that are not UTF-8.
 * The error is the parser's own unsupported charset, which is answered 415.
 */
function requireUtf8(_req: Request, _res: Response, body: Buffer, charset: string): void {
  if (charset === 'utf-8' && !body.subarray(0, 4).includes(0) && isUtf8(body)) return;
  throw Object.assign(new Error('The request body is not UTF-8.'), { type: 'charset.unsupported' });
}

/**
 * The middleware that reads JSON bodies, with the body's size and time bounded. A request that
 * declares no body (neither Content-Length nor Transfer-Encoding, as most reads) skips both at
 * once, as the parser would skip it after its own checks.
 */
export function readJsonBody(timeoutMs: number = bodyReadTimeoutMs): RequestHandler {
  // Not strict: a body of `null` or `1` is valid JSON, so the contract answers it (422), not the parser.
  const read = series(bodyReadDeadline(timeoutMs), express.json({ limit: bodyLimitBytes, strict: false, verify: requireUtf8 }));
  return (req, res, next) => {
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) {
      req.body = undefined;
      return next();
    }
    return read(req, res, next);
  };
}
