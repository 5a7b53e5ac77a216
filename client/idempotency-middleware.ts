// Gives every create the service deduplicates (D9, D40, R118) an Idempotency-Key when the caller
// brought none, so that the retries of one call can never create two customers, invoices,
// credit notes, payments or webhook endpoints.
import type { Middleware } from 'openapi-fetch';

/**
 * The operations that take an `Idempotency-Key` in the contract: createCustomer, createInvoice,
 * createCreditNote, recordPayment and createWebhookEndpoint (a test keeps this list equal to the
 * contract's).
 */
export const keyedOperations: ReadonlySet<string> = new Set([
  'POST /customers',
  'POST /invoices',
  'POST /invoices/{invoice_id}/credit_notes',
  'POST /invoices/{invoice_id}/payments',
  'POST /webhook_endpoints',
]);

/**
 * A random version 4 UUID. `crypto.randomUUID` exists only in secure contexts (https,
 * localhost); a page served over plain http still has `crypto.getRandomValues`.
 */
function randomKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Middleware that adds `Idempotency-Key: <random UUID>` to the requests of keyedOperations that
 * carry none. The key is set once per call, before the transport retries, so all attempts share it.
 */
export function idempotencyMiddleware(newKey: () => string = randomKey): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (!keyedOperations.has(`${request.method} ${schemaPath}`)) return undefined;
      if (!request.headers.has('Idempotency-Key')) request.headers.set('Idempotency-Key', newKey());
      return request;
    },
  };
}
