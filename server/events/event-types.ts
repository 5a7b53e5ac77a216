// The event types the server writes (D43), one per webhook of the contract, each with the kind
// of resource its `data.object` is. The contract's `webhooks`, its `EventType` enum and this
// table are one list: the compiler checks each kind against the generated event types, and
// tests/server/webhooks/event-types.test.ts checks the three lists are equal.
import type { components } from '../../generated/invoicing.js';

type Schemas = components['schemas'];

/** An event as the contract declares it: the union of the webhooks' bodies, told apart by `type`. */
export type Event = Schemas['Event'];
export type EventType = Event['type'];

/** The resource in `data.object` of an event of type `T`. */
export type EventObjectOf<T extends EventType> = Extract<Event, { type: T }>['data']['object'];

interface Resources { customer: Schemas['Customer']; invoice: Schemas['Invoice']; credit_note: Schemas['CreditNote'] }
export type ResourceKind = keyof Resources;

/** The kind whose resource is exactly the `data.object` of an event of type `T`. */
type KindOf<T extends EventType> = {
  [K in ResourceKind]: [Resources[K]] extends [EventObjectOf<T>] ? ([EventObjectOf<T>] extends [Resources[K]] ? K : never) : never;
}[ResourceKind];

/** Every event type the server writes and the kind of resource it carries. */
export const eventResources = {
  'customer.created': 'customer',
  'customer.updated': 'customer',
  'customer.deleted': 'customer',
  'invoice.created': 'invoice',
  'invoice.updated': 'invoice',
  'invoice.sent': 'invoice',
  'invoice.payment_recorded': 'invoice',
  'invoice.paid': 'invoice',
  'invoice.voided': 'invoice',
  'invoice.email_delivered': 'invoice',
  'invoice.email_failed': 'invoice',
  'credit_note.created': 'credit_note',
  'credit_note.voided': 'credit_note',
} as const satisfies { [T in EventType]: KindOf<T> };

/** The event types whose object is a resource of kind `K`. */
export type EventTypeOf<K extends ResourceKind> = { [T in EventType]: (typeof eventResources)[T] extends K ? T : never }[EventType];

// The contract's EventType enum (the filter of GET /events) names the same types as its webhooks.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const enumMatchesWebhooks: Same<Schemas['EventType'], EventType> = true;
void enumMatchesWebhooks;
