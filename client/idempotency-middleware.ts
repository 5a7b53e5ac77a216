// Gives every createInvoice call an Idempotency-Key when the caller brought none (D9), so
// that the retries of one call can never create two invoices.
import type { Middleware } from 'openapi-fetch';

/** The operations the service deduplicates by Idempotency-Key: only createInvoice. */
const keyedOperations = new Set(['POST /invoices']);

/**
 * Middleware that adds `Idempotency-Key: <random UUID>` to createInvoice requests without
 * one. The key is set once per call, before the transport retries, so all attempts share it.
 */
export function idempotencyMiddleware(newKey: () => string = () => globalThis.crypto.randomUUID()): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (!keyedOperations.has(`${request.method} ${schemaPath}`)) return undefined;
      if (!request.headers.has('Idempotency-Key')) request.headers.set('Idempotency-Key', newKey());
      return request;
    },
  };
}
