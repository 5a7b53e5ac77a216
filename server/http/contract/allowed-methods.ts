// HTTP semantics beyond the contract's operations (D19): HEAD on every GET route answers as GET
// does, without a body, and OPTIONS on a known path answers 204 with the `Allow` header (R16).
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { methodNotAllowed } from '../errors/index.js';
import { contractRoutes } from './contract-routes.js';

/** The methods `path` allows, GET's HEAD and OPTIONS included; empty for a path the contract does not have. */
export function allowedMethods(contractPath: string): (path: string) => string[] {
  const routes = contractRoutes(contractPath);
  return (path) => {
    const declared = routes.filter((route) => route.pattern.test(path)).map((route) => route.method);
    if (declared.length === 0) return [];
    return [...new Set([...declared, ...(declared.includes('GET') ? ['HEAD'] : []), 'OPTIONS'])];
  };
}

/** Answers OPTIONS on a known path with 204 and `Allow`; anything else goes on. */
export function answerOptions(allowed: (path: string) => string[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const methods = req.method === 'OPTIONS' ? allowed(req.path) : [];
    if (methods.length === 0) return next();
    res.status(204).set('Allow', methods.join(', ')).end();
  };
}

/**
 * Answers 405 for a method that a path of a keyless operation (`/status`, the signed document
 * links) does not serve, before any key is asked for (D48): no key could make it work. `Allow`
 * lists the contract's methods of the path, as the validator's 405 on every other path does.
 * `isPublicPath` is true for a path that some keyless operation has; every other path goes on at once.
 */
export function refuseUnservedOnPublicPaths(allowed: (path: string) => string[], isPublicPath: (path: string) => boolean): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!isPublicPath(req.path)) return next();
    const methods = allowed(req.path);
    if (methods.includes(req.method)) return next();
    throw methodNotAllowed(req.method, req.baseUrl + req.path, methods.filter((method) => method !== 'HEAD' && method !== 'OPTIONS'));
  };
}

/**
 * Runs `handler` (the contract validator, which knows only GET) on a HEAD request as if it
 * were GET, and restores HEAD after it, so that the routes and the log see the real method.
 * Node's response to a HEAD request never sends a body, whatever the handlers write.
 */
export function headAsGet(handler: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'HEAD') return handler(req, res, next);
    req.method = 'GET';
    return handler(req, res, (error?: unknown) => {
      req.method = 'HEAD';
      next(error);
    });
  };
}
