// Gives every createInvoice and createCreditNote call an Idempotency-Key when the caller
// brought none (D9), so that the retries of one call can never create two invoices or credit
// an invoice twice.
import type { Middleware } from 'openapi-fetch';

/** The operations the service deduplicates by Idempotency-Key: createInvoice and createCreditNote. */
const keyedOperations = new Set(['POST /invoices', 'POST /invoices/{invoice_id}/credit_notes']);

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
 * Middleware that adds `Idempotency-Key: <random UUID>` to createInvoice and createCreditNote requests without
 * one. The key is set once per call, before the transport retries, so all attempts share it.
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
