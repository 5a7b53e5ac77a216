// An error answered while the request's body is still unread (a 401, a 404, a 408) closes the
// connection once the answer is out, rather than letting Node read the rest of the body to keep
// the connection alive.
import type { Request, Response } from 'express';

/** Closes the connection once the response is out, instead of reading the rest of an unread body. */
export function closeAfterResponse(req: Request, res: Response): void {
  res.set('Connection', 'close');
  res.once('finish', () => req.socket.destroy());
}

/**
 * For an error answered before the request's body was read (a 401, a 404): the connection is
 * closed after the response, so that Node does not read the rest of the body to keep it alive.
 */
export function closeIfBodyUnread(req: Request, res: Response): void {
  const declared = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (declared && !req.complete && !res.headersSent) closeAfterResponse(req, res);
}
