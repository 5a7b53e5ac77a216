// Gives every request an id (the Request-Id header, D15) and writes one JSON log line
// when its response is finished. The Authorization header is never logged.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { newId } from '../ids.js';

declare module 'express-serve-static-core' {
  interface Locals {
    requestId: string;
    /** The app's logger, for code shared by every app of the process (the compiled validator). */
    logger: Logger;
    accountId: string;
    /** The id of the API key that authenticated the request. */
    keyId: string;
  }
}

export function requestContext(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    const requestId = newId('req');
    res.locals.requestId = requestId;
    res.locals.logger = logger;
    res.setHeader('Request-Id', requestId);
    res.on('finish', () => {
      const url = req.originalUrl;
      const query = url.indexOf('?');
      logger.info({
        request_id: requestId,
        method: req.method,
        path: query < 0 ? url : url.slice(0, query),
        status: res.statusCode,
        account_id: res.locals.accountId,
        duration_ms: Number(process.hrtime.bigint() - started) / 1e6,
      }, 'request');
    });
    next();
  };
}
