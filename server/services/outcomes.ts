// What the write use cases answer: the record as written, or why nothing was written. The HTTP
// layer turns each outcome into its status; a rule that refuses is thrown as a DomainError.
import type { EarlierOutcome, StoredResponse } from '../store/keyed-create.js';
import type { ApiKeyRecord, KeyClaim } from '../store/tx.js';
import type { WebhookEndpointRecord } from '../store/event-store.js';
import type { CreditNoteRecord, CustomerRecord, InvoiceRecord } from '../domain/records.js';

export type { EarlierOutcome, StoredResponse } from '../store/keyed-create.js';

/** An Idempotency-Key on a create (D9) and the response to keep under it, once the outcome `T` is known; none for a refusal. */
export interface KeyedRequest<T> extends KeyClaim {
  respond: (outcome: T) => StoredResponse | undefined;
}

export type InvoiceChange =
  | { kind: 'changed'; invoice: InvoiceRecord }
  | { kind: 'unchanged'; invoice: InvoiceRecord }
  | { kind: 'not_found' }
  | { kind: 'conflict'; invoice: InvoiceRecord };

export type CustomerChange =
  | { kind: 'changed'; customer: CustomerRecord }
  | { kind: 'unchanged'; customer: CustomerRecord }
  | { kind: 'not_found' }
  | { kind: 'conflict'; customer: CustomerRecord };

export type CreditNoteChange =
  | { kind: 'changed'; creditNote: CreditNoteRecord }
  | { kind: 'unchanged'; creditNote: CreditNoteRecord }
  | { kind: 'not_found' }
  | { kind: 'conflict'; creditNote: CreditNoteRecord; invoice: InvoiceRecord };

/** Whether an outcome is the answer of an earlier request under the same key. */
export function isEarlier<T extends { kind: string }>(outcome: T): outcome is Extract<T, EarlierOutcome> {
  return outcome.kind === 'replayed' || outcome.kind === 'key_reused';
}

export type EndpointChange =
  | { kind: 'changed'; endpoint: WebhookEndpointRecord }
  | { kind: 'not_found' };

export type KeyRevocation =
  | { kind: 'revoked'; key: ApiKeyRecord }
  | { kind: 'not_found' };
