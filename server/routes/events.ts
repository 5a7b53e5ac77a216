// Events (D30): list and read the account's events, and resend one to a webhook endpoint (D32).
import { Router } from 'express';
import type { components } from '../../generated/invoicing.js';
import type { AppDeps } from '../app-deps.js';
import { eventDetailView, eventView } from '../events/event-view.js';
import { conflict, notFound, unprocessable } from '../http/errors/index.js';
import type { PdfLinks } from '../documents/pdf-links.js';
import type { EventRecord, EventType } from '../store/event-store.js';
import { cursorScope, pageBody, readPageRequest } from './pagination.js';

type ResendRequest = components['schemas']['ResendRequest'];

export function eventRoutes({ store, clock, config }: AppDeps, links: PdfLinks): Router {
  const router = Router();
  const view = (record: EventRecord) => eventView(record, links);

  async function requireEvent(accountId: string, id: string): Promise<EventRecord> {
    const event = await store.getEvent(accountId, id);
    if (!event) throw notFound('event', id);
    return event;
  }

  router.get('/events', async (req, res) => {
    const { type, object_id } = req.query as { type?: EventType; object_id?: string };
    const accountId = res.locals.accountId;
    const scope = cursorScope('events', accountId, [type, object_id]);
    const request = readPageRequest(req, config.secret, scope);
    const page = await store.listEvents(accountId, { ...request, type, objectId: object_id });
    res.json(pageBody(page, view, config.secret, scope));
  });

  router.get('/events/:event_id', async (req, res) => {
    const event = await requireEvent(res.locals.accountId, req.params.event_id);
    res.json(eventDetailView(event, await store.listEventDeliveries(event.id), links));
  });

  router.post('/events/:event_id/resend', async (req, res) => {
    const { endpoint_id } = req.body as ResendRequest;
    const accountId = res.locals.accountId;
    const event = await requireEvent(accountId, req.params.event_id);
    const endpoint = await store.getEndpoint(accountId, endpoint_id);
    if (!endpoint) throw unprocessable(`No webhook endpoint with id '${endpoint_id}' exists.`, 'endpoint_id');
    if (endpoint.disabled) throw conflict(`Webhook endpoint ${endpoint.id} is disabled; enable it with PATCH before resending to it.`);
    await store.resendEvent(event.id, endpoint.id, accountId, clock().toISOString());
    res.status(202).json(eventDetailView(event, await store.listEventDeliveries(event.id), links));
  });

  return router;
}
