// The last middleware: every error leaves as the contract's Error body (D3). Server-side
// failures are logged with the request id; their message never reaches the client.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { toApiError } from './error-translation.js';
import { closeIfBodyUnread } from './request-body.js';

export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const apiError = toApiError(error, { method: req.method, path: req.originalUrl.split('?')[0] ?? req.path, body: req.body, query: req.query, contentEncoding: req.get('content-encoding') });
    if (apiError.status >= 500) {
      logger.error({ request_id: res.locals.requestId, err: apiError.cause ?? apiError }, 'request failed');
    }
    if (res.headersSent) return;
    closeIfBodyUnread(req, res);
    res.status(apiError.status).set(apiError.headers).json(apiError.toBody());
  };
}
