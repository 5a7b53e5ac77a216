// What happens when a response does not match the contract (validateResponses): a read is
// answered 500, as a bug should be; a write has committed by then, so its response is sent
// as it is and the mismatch is logged, because an error after a committed write would make
// the client retry a change that was made. The logger is the request's own (request-context.ts),
// since one compiled validator serves every app of the process.
import type { Request } from 'express';

const reads = new Set(['GET', 'HEAD']);

export function onResponseMismatch(error: Error, _body: unknown, req: Request): void {
  if (reads.has(req.method)) throw error;
  req.res?.locals.logger.error({ request_id: req.res.locals.requestId, err: error }, 'the response to a committed write does not match the contract');
}
