// Creating a webhook endpoint (D31, D9): at most `limit` per account, counted on the account as
// it is held in the transaction, so two creates racing for the last place do not both get it.
import type { WebhookEndpointRecord } from '../../store/event-store.js';
import type { Op, Tx } from '../../store/tx.js';
import { keyed } from '../keyed.js';
import type { EarlierOutcome, KeyedRequest } from '../outcomes.js';

export type EndpointCreateOutcome = { kind: 'created' } | { kind: 'limit_reached' };

export interface CreateEndpointRequest {
  endpoint: WebhookEndpointRecord;
  limit: number;
  idempotency?: KeyedRequest<EndpointCreateOutcome>;
}

export function* createWebhookEndpoint(tx: Tx, { endpoint, limit, idempotency }: CreateEndpointRequest): Op<EndpointCreateOutcome | EarlierOutcome> {
  return yield* keyed(tx, endpoint.accountId, endpoint.createdAt, idempotency, function* (): Op<EndpointCreateOutcome> {
    yield* tx.readAccount(endpoint.accountId, 'update');
    if ((yield* tx.countEndpoints(endpoint.accountId)) >= limit) return { kind: 'limit_reached' };
    yield* tx.insertEndpoint(endpoint);
    return { kind: 'created' };
  });
}
