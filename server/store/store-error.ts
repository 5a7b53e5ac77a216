// What a store reports when the database, not the request, decides the outcome: busy or
// unavailable for now, a write that lost to another, or a failure. Both engines map their
// driver's errors to these (sqlite-errors.ts, postgres-errors.ts); the HTTP layer turns a kind
// into a status (http/errors/error-translation.ts).
export type StoreErrorKind =
  /** The database cannot take the change now; the same request may succeed in a moment. */
  | 'unavailable'
  /** The write conflicts with the record as it is now (a constraint, a concurrent request). */
  | 'conflict'
  /** The database failed; nothing the client can change. */
  | 'failed';

export class StoreError extends Error {
  readonly kind: StoreErrorKind;

  constructor(kind: StoreErrorKind, message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'StoreError';
    this.kind = kind;
  }
}

/** The sentences both engines answer with, so that a client cannot tell them apart. */
export const storeMessages = {
  busy: 'The database is busy; retry the request in a moment.',
  readOnly: 'The database cannot store changes right now; retry the request later.',
  conflict: 'The request conflicts with the current state of the record; read it and retry.',
  failed: 'The database failed to complete the request.',
} as const;
