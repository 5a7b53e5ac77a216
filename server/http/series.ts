// Several middleware functions run one after another as one layer of Express's router. Each
// layer a request passes costs matching, prefix trimming and parameter handling, so the
// service's fixed checks are grouped into a few layers instead of one each. A handler may call
// next at once or later, throw, or return a promise that rejects: as in a router, each of
// these ends up in the error handler.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export function series(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction): void => {
    let index = 0;
    const step = (error?: unknown): void => {
      // As in Express's router, only a truthy value is an error: next(null) goes on.
      if (error) return next(error);
      const handler = handlers[index++];
      if (handler === undefined) return next();
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) result.catch(next);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
