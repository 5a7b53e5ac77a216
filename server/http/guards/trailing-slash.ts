// A path with a trailing slash names no route of the contract: it is answered 404, not by
// the route without the slash (which Express's non-strict routing would pick).
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../errors/index.js';

export function refuseTrailingSlash(req: Request, _res: Response, next: NextFunction): void {
  if (req.path.length > 1 && req.path.endsWith('/')) throw new ApiError(404, `There is no route ${req.method} ${req.path}.`);
  next();
}
