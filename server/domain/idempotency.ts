// How long the service remembers an Idempotency-Key (D9): a repeat within this window gets
// the first response; after it, the key is free again.
export const idempotencyWindowMs = 24 * 60 * 60 * 1000;
