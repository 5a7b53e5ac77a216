// Refuses a call with an empty path parameter before it leaves: `/invoices/{invoice_id}` with
// `invoice_id: ''` would become `/invoices/`, which a server may read as the list.
import type { Middleware } from 'openapi-fetch';
import { transportFailureHeader } from './transport-failure.js';
import type { ErrorBody } from './types.js';

/**
 * Middleware that answers a call whose path has an empty parameter with a made-up 400
 * `invalid_request` naming the parameter (and the header Folio-Client-Error: invalid_request),
 * without calling the service.
 */
export function pathParameterMiddleware(): Middleware {
  return {
    onRequest({ request, schemaPath, params }) {
      const path = (params as { path?: Record<string, unknown> }).path ?? {};
      const empty = Object.keys(path).find((name) => path[name] === '');
      if (empty === undefined) return undefined;
      const body: ErrorBody = {
        error: { type: 'invalid_request', message: `The path parameter ${empty} is empty: ${request.method} ${schemaPath} needs an id there.`, param: empty },
      };
      return new Response(JSON.stringify(body), {
        status: 400,
        headers: { 'Content-Type': 'application/json', [transportFailureHeader]: 'invalid_request' },
      });
    },
  };
}
