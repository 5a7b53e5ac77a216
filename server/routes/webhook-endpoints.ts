// Webhook endpoints (D31): create (answers the signing secret once), list, read, change,
// delete, and rotate the secret. URLs are checked against the environment's policy, with the
// host resolved, on creation and on every change of the URL.
import { Router } from 'express';
import type { components } from '../../generated/invoicing.js';
import type { AppDeps } from '../app-deps.js';
import { ApiError, notFound, unprocessable } from '../http/errors/index.js';
import { newId } from '../ids.js';
import type { WebhookEndpointRecord } from '../store/event-store.js';
import { endpointView, endpointWithSecretView } from '../webhooks/endpoint-view.js';
import { newSigningSecret, secretBox } from '../webhooks/secret-box.js';
import { maxEndpointsPerAccount, rotationOverlapMs } from '../webhooks/settings.js';
import { checkWebhookUrl, systemResolver, UrlRefused } from '../webhooks/url-policy.js';
import { createWebhookEndpoint } from '../services/webhook-endpoints/create.js';
import { deleteWebhookEndpoint } from '../services/webhook-endpoints/delete.js';
import { rotateEndpointSecret } from '../services/webhook-endpoints/rotate-secret.js';
import { updateWebhookEndpoint } from '../services/webhook-endpoints/update.js';
import { isEarlier } from '../services/outcomes.js';
import { answerEarlier, idempotencyClaim } from './idempotency.js';
import { cursorScope, pageBody, readPageRequest } from './pagination.js';

type WebhookEndpointCreate = components['schemas']['WebhookEndpointCreate'];
type WebhookEndpointUpdate = components['schemas']['WebhookEndpointUpdate'];
type WebhookEndpointWithSecret = components['schemas']['WebhookEndpointWithSecret'];

export function webhookEndpointRoutes({ store, clock, config, resolveHost }: AppDeps): Router {
  const router = Router();
  const box = secretBox(config.secret);

  /** The URL as given when the policy takes it; a 422 on `url` otherwise. */
  async function acceptUrl(text: string): Promise<string> {
    try {
      await checkWebhookUrl(text, config.environment, resolveHost ?? systemResolver);
      return text;
    } catch (error) {
      if (error instanceof UrlRefused) throw unprocessable(error.message, 'url');
      throw error;
    }
  }

  async function requireEndpoint(accountId: string, id: string): Promise<WebhookEndpointRecord> {
    const endpoint = await store.getEndpoint(accountId, id);
    if (!endpoint) throw notFound('webhook endpoint', id);
    return endpoint;
  }

  /** A kept response's body with its signing secret opened again: the database keeps it sealed. */
  const revealSecret = (body: unknown) => {
    const kept = body as WebhookEndpointWithSecret;
    return { ...kept, secret: box.open(kept.secret) };
  };

  router.post('/webhook_endpoints', async (req, res) => {
    const body = req.body as WebhookEndpointCreate;
    const now = clock();
    const claim = idempotencyClaim(req, { create: 'webhook_endpoint', ...body }, now);
    // A replay is answered before the URL is checked again (its host may no longer resolve); the key itself is claimed in the create's transaction.
    const earlier = claim && (await store.findIdempotentResponse(res.locals.accountId, claim));
    if (earlier) return answerEarlier(res, earlier, 'webhook endpoint', revealSecret);
    const secret = newSigningSecret();
    const record: WebhookEndpointRecord = {
      id: newId('we'),
      accountId: res.locals.accountId,
      url: await acceptUrl(body.url),
      enabledEvents: body.enabled_events,
      description: body.description ?? null,
      disabled: false,
      secretSealed: box.seal(secret),
      previousSecretSealed: null,
      previousSecretUntil: null,
      createdAt: now.toISOString(),
    };
    const kept = { status: 201, body: endpointWithSecretView(record, record.secretSealed) };
    const outcome = await store.transact((tx) => createWebhookEndpoint(tx, {
      endpoint: record, limit: maxEndpointsPerAccount, idempotency: claim && { ...claim, respond: (created) => (created.kind === 'created' ? kept : undefined) },
    }));
    if (isEarlier(outcome)) return answerEarlier(res, outcome, 'webhook endpoint', revealSecret);
    if (outcome.kind === 'limit_reached') {
      throw new ApiError(409, `An account has at most ${maxEndpointsPerAccount} webhook endpoints; delete one before creating another.`);
    }
    res.status(201).json(endpointWithSecretView(record, secret));
  });

  router.get('/webhook_endpoints', async (req, res) => {
    const scope = cursorScope('webhook_endpoints', res.locals.accountId, []);
    const request = readPageRequest(req, config.secret, scope);
    const page = await store.listEndpoints(res.locals.accountId, request);
    res.json(pageBody(page, endpointView, config.secret, scope));
  });

  router.get('/webhook_endpoints/:endpoint_id', async (req, res) => {
    res.json(endpointView(await requireEndpoint(res.locals.accountId, req.params.endpoint_id)));
  });

  router.patch('/webhook_endpoints/:endpoint_id', async (req, res) => {
    const body = req.body as WebhookEndpointUpdate;
    const { accountId } = res.locals;
    const id = req.params.endpoint_id;
    await requireEndpoint(accountId, id);
    const url = body.url === undefined ? undefined : await acceptUrl(body.url);
    const outcome = await store.transact((tx) => updateWebhookEndpoint(tx, {
      accountId, endpointId: id, changes: { url, enabledEvents: body.enabled_events, description: body.description, disabled: body.disabled },
    }));
    if (outcome.kind === 'not_found') throw notFound('webhook endpoint', id);
    res.json(endpointView(outcome.endpoint));
  });

  router.delete('/webhook_endpoints/:endpoint_id', async (req, res) => {
    const endpointId = req.params.endpoint_id;
    if (!(await store.transact((tx) => deleteWebhookEndpoint(tx, { accountId: res.locals.accountId, endpointId })))) throw notFound('webhook endpoint', endpointId);
    res.status(204).end();
  });

  router.post('/webhook_endpoints/:endpoint_id/rotate_secret', async (req, res) => {
    const { accountId } = res.locals;
    const endpointId = req.params.endpoint_id;
    const secret = newSigningSecret();
    const outcome = await store.transact((tx) => rotateEndpointSecret(tx, {
      accountId, endpointId, secretSealed: box.seal(secret), previousUntil: new Date(clock().getTime() + rotationOverlapMs).toISOString(),
    }));
    if (outcome.kind === 'not_found') throw notFound('webhook endpoint', endpointId);
    res.json(endpointWithSecretView(outcome.endpoint, secret));
  });

  return router;
}
