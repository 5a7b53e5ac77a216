// The part of the store contract that holds events (D30), webhook endpoints (D31) and the
// webhook delivery outbox (D32). Both engines implement it (sqlite-base.ts,
// postgres-events.ts); an event is always written inside the transaction of its change, with
// one delivery row per enabled endpoint that subscribed to its type.
import type { components } from '../../generated/invoicing.js';
import type { ListQuery, Page } from './listing.js';
import type { EarlierOutcome, KeyedCreate } from './keyed-create.js';

export type EventType = components['schemas']['EventType'];
export type EventObject = components['schemas']['Invoice'] | components['schemas']['Customer'] | components['schemas']['CreditNote'];

export interface EventRecord {
  id: string;
  accountId: string;
  type: EventType;
  /** The id of the invoice, customer or credit note the event is about. */
  objectId: string;
  /** The request that made the change; null when a worker did. */
  requestId: string | null;
  /** The resource as the API returned it after the change (an invoice's pdf_url stored as null). */
  object: EventObject;
  createdAt: string;
}

export interface EventListQuery extends ListQuery {
  type?: EventType;
  objectId?: string;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDeliveryRecord {
  id: string;
  accountId: string;
  eventId: string;
  endpointId: string;
  status: DeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastResponse: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

export interface WebhookEndpointRecord {
  id: string;
  accountId: string;
  url: string;
  /** Event types, or ['*'] for all. */
  enabledEvents: string[];
  description: string | null;
  disabled: boolean;
  /** The signing secret, sealed with the service secret (server/webhooks/secret-box.ts). */
  secretSealed: string;
  /** The secret before the last rotation, still signing until previousSecretUntil. */
  previousSecretSealed: string | null;
  previousSecretUntil: string | null;
  createdAt: string;
}

/** The fields of an endpoint that PATCH and rotate_secret may replace. */
export type EndpointChanges = Partial<Pick<WebhookEndpointRecord,
  'url' | 'enabledEvents' | 'description' | 'disabled' | 'secretSealed' | 'previousSecretSealed' | 'previousSecretUntil'>>;

/** A delivery that a worker claimed, with what it needs to make the call. */
export interface ClaimedDelivery {
  delivery: WebhookDeliveryRecord;
  event: EventRecord;
  endpoint: WebhookEndpointRecord;
}

/** The result of one webhook call, recorded on its delivery row (D32). */
export type WebhookAttempt = {
  statusCode: number | null;
  /** Why the attempt failed: a refused URL, a timeout, a closed connection, a status. */
  error: string | null;
  /** The start of the response body (at most 1 kB). */
  response: string | null;
} & (
  | { status: 'delivered'; at: string }
  | { status: 'pending'; nextAttemptAt: string }
  | { status: 'failed'; disableEndpoint?: boolean }
);

/** A worker's hold on the deliveries it claims: other workers skip them until `until`. */
export interface DeliveryLease {
  owner: string;
  until: string;
}


export interface EventStore {
  listEvents(accountId: string, query: EventListQuery): Promise<Page<EventRecord>>;
  getEvent(accountId: string, id: string): Promise<EventRecord | undefined>;
  /** The deliveries of one event, oldest first. */
  listEventDeliveries(eventId: string): Promise<WebhookDeliveryRecord[]>;
  /** Deletes events (and their deliveries) created before `before`; answers how many. */
  pruneEvents(before: string): Promise<number>;

  getEndpoint(accountId: string, id: string): Promise<WebhookEndpointRecord | undefined>;
  listEndpoints(accountId: string, query: ListQuery): Promise<Page<WebhookEndpointRecord>>;

  /** Makes the event's delivery to the endpoint pending and due at `at` (a new row or the old one). */
  resendEvent(eventId: string, endpointId: string, accountId: string, at: string): Promise<void>;
  /** Claims up to `limit` due deliveries of enabled endpoints that no other worker holds, oldest first. */
  claimDueDeliveries(at: string, limit: number, lease: DeliveryLease): Promise<ClaimedDelivery[]>;
  /** Counts one attempt, records its result and releases the claim; a 410 also disables the endpoint. */
  recordWebhookAttempt(id: string, attempt: WebhookAttempt): Promise<void>;
  countPendingDeliveries(): Promise<number>;
}
