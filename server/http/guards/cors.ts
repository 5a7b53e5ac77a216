// CORS for the reference site that `folio serve --site` runs beside the sandbox (D46, R103):
// its Try it panels call the sandbox from the site's own origin, so the sandbox answers those
// origins, and no other, with the headers a browser needs to send the request and read every
// header of the answer. The app installs this in the sandbox only; production never sends a
// CORS header.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** The methods and request headers a preflight may ask for: the contract's, and the key. */
const METHODS = 'GET, HEAD, POST, PATCH, PUT, DELETE';
const HEADERS = 'Authorization, Content-Type, Idempotency-Key';

/** Answers preflights from `origins` and marks every answer to them readable by the page. */
export function allowOrigins(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req: Request, res: Response, next: NextFunction) => {
    res.vary('Origin');
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return next();
    res.set({ 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': '*' });
    if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return next();
    res.status(204).set({ 'Access-Control-Allow-Methods': METHODS, 'Access-Control-Allow-Headers': HEADERS, 'Access-Control-Max-Age': '600' }).end();
  };
}
