// What a create under an Idempotency-Key (D9) gives the store and gets back from it: the claim
// on the key, the response kept under it, and the answer of a repeat. Every create route uses
// these types; the store settles the key in the transaction that creates.

/** A response kept under an Idempotency-Key (D9). */
export interface StoredResponse {
  status: number;
  body: unknown;
}

export interface IdempotencyClaim {
  key: string;
  /** A hash of the request body; a different body under the same key is refused. */
  fingerprint: string;
  /** The response to store when this request creates the invoice. */
  response: StoredResponse;
  /** Keys older than this instant are forgotten. */
  notBefore: string;
}

export type CreateOutcome =
  | { kind: 'created' }
  | { kind: 'replayed'; response: StoredResponse }
  | { kind: 'key_reused' };

/** What a request under a key used before is answered with: the first response, or a refusal of the reused key. */
export type EarlierOutcome = Exclude<CreateOutcome, { kind: 'created' }>;

/** An Idempotency-Key on a create whose response is known only once the store has decided its outcome `T`. */
export interface KeyedCreate<T> extends Omit<IdempotencyClaim, 'response'> {
  /** The response to keep under the key; undefined when the outcome is a refusal, which keeps no key (D9). */
  respond: (outcome: T) => StoredResponse | undefined;
}
