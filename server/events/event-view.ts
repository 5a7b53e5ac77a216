// Events as the contract's Event and EventDetail bodies: the stored object, with a freshly
// signed pdf_url for an invoice or a credit note (D13, D34), and the state of each webhook delivery (D32).
import type { components } from '../../generated/invoicing.js';
import type { PdfLinks } from '../documents/pdf-links.js';
import type { EventRecord, WebhookDeliveryRecord } from '../store/event-store.js';
import { eventResources, type Event } from './event-types.js';

export type { Event };
export type EventDetail = components['schemas']['EventDetail'];

/**
 * The event as its webhook declares it. The store keeps the type and the object side by side;
 * the factory (event-factory.ts) made them from one table, so the pair is one of the union's members.
 */
export function eventView(record: EventRecord, links: PdfLinks): Event {
  const kind = eventResources[record.type];
  // A customer stored before D40 carries no `deleted`: it was not deleted then.
  const object = kind === 'customer' ? { deleted: false, ...record.object } : { ...record.object, pdf_url: links.urlFor(kind, record.objectId) };
  return { id: record.id, type: record.type, created_at: record.createdAt, request_id: record.requestId, data: { object } } as Event;
}

export function eventDetailView(record: EventRecord, deliveries: WebhookDeliveryRecord[], links: PdfLinks): EventDetail {
  return {
    ...eventView(record, links),
    deliveries: deliveries.map((d) => ({
      endpoint_id: d.endpointId, status: d.status, attempts: d.attempts, last_status_code: d.lastStatusCode, next_attempt_at: d.nextAttemptAt,
    })),
  };
}
