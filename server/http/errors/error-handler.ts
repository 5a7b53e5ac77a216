// The last middleware: every error leaves as the contract's Error body (D3). Server-side
// failures are logged with the request id; their message never reaches the client.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { OpenApiDocument } from '../../../lib/openapi/index.js';
import { toApiError } from './error-translation.js';
import { patternFormats } from './pattern-formats.js';
import { closeIfBodyUnread } from './unread-body.js';

/** The error middleware of the service validated against `contract`. */
export function errorHandler(logger: Logger, contract: OpenApiDocument) {
  const formats = patternFormats(contract);
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const apiError = toApiError(error, { method: req.method, path: req.originalUrl.split('?')[0] ?? req.path, body: req.body, query: req.query, contentEncoding: req.get('content-encoding') }, formats);
    if (apiError.status >= 500) {
      logger.error({ request_id: res.locals.requestId, err: apiError.cause ?? apiError }, 'request failed');
    }
    if (res.headersSent) return;
    closeIfBodyUnread(req, res);
    res.status(apiError.status).set(apiError.headers).json(apiError.toBody());
  };
}
