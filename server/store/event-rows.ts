// Rows of the events, webhook_endpoints and webhook_deliveries tables as records, on either
// engine (SQLite keeps `disabled` as 0/1, PostgreSQL as a boolean).
import { columnSets, type Row } from './rows.js';
import type { EndpointChanges, EventRecord, WebhookDeliveryRecord, WebhookEndpointRecord } from './event-store.js';

const text = (value: unknown) => (value as string | null | undefined) ?? null;

export function toEvent(row: Row): EventRecord {
  return {
    id: row.id as string,
    accountId: row.account_id as string,
    type: row.type as EventRecord['type'],
    objectId: row.object_id as string,
    requestId: text(row.request_id),
    object: JSON.parse(row.data_json as string),
    createdAt: row.created_at as string,
  };
}

export function toEndpoint(row: Row): WebhookEndpointRecord {
  return {
    id: row.id as string,
    accountId: row.account_id as string,
    url: row.url as string,
    enabledEvents: JSON.parse(row.enabled_events_json as string),
    description: text(row.description),
    disabled: Boolean(row.disabled),
    secretSealed: row.secret_sealed as string,
    previousSecretSealed: text(row.previous_secret_sealed),
    previousSecretUntil: text(row.previous_secret_until),
    createdAt: row.created_at as string,
  };
}

export function toDelivery(row: Row): WebhookDeliveryRecord {
  return {
    id: row.id as string,
    accountId: row.account_id as string,
    eventId: row.event_id as string,
    endpointId: row.endpoint_id as string,
    status: row.status as WebhookDeliveryRecord['status'],
    attempts: row.attempts as number,
    lastStatusCode: (row.last_status_code as number | null | undefined) ?? null,
    lastError: text(row.last_error),
    lastResponse: text(row.last_response),
    nextAttemptAt: text(row.next_attempt_at),
    createdAt: row.created_at as string,
    deliveredAt: text(row.delivered_at),
  };
}

/** Whether an endpoint with these enabled events receives events of this type. */
export function subscribes(enabledEvents: string[], type: string): boolean {
  return enabledEvents.includes('*') || enabledEvents.includes(type);
}

/** A claimed row (delivery columns, then the event's as e_*, the endpoint's as w_*) split into its records. */
export function toClaimed(row: Row) {
  const pick = (prefix: string) => Object.fromEntries(Object.entries(row).filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length), v]));
  return { delivery: toDelivery(row), event: toEvent(pick('e_')), endpoint: toEndpoint(pick('w_')) };
}

/** The columns of a claim query: the delivery's, the event's as e_*, the endpoint's as w_*. */
export const claimedColumns = `d.*, e.id AS e_id, e.account_id AS e_account_id, e.type AS e_type, e.object_id AS e_object_id,
  e.request_id AS e_request_id, e.data_json AS e_data_json, e.created_at AS e_created_at,
  w.id AS w_id, w.account_id AS w_account_id, w.url AS w_url, w.enabled_events_json AS w_enabled_events_json,
  w.description AS w_description, w.disabled AS w_disabled, w.secret_sealed AS w_secret_sealed,
  w.previous_secret_sealed AS w_previous_secret_sealed, w.previous_secret_until AS w_previous_secret_until, w.created_at AS w_created_at`;

/** The column of each endpoint field that an update may replace. */
const endpointColumns: Record<keyof EndpointChanges, string> = {
  url: 'url', enabledEvents: 'enabled_events_json', description: 'description', disabled: 'disabled',
  secretSealed: 'secret_sealed', previousSecretSealed: 'previous_secret_sealed', previousSecretUntil: 'previous_secret_until',
};

/** The SET list and values of an endpoint update (columnSets); `disabled` stays a boolean, which SQLite's Tx writes as 0 or 1. */
export const endpointSets = (changes: EndpointChanges, first?: number) => columnSets(changes, endpointColumns, new Set(['enabledEvents']), first);
