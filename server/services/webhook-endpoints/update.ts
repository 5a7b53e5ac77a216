// Changing a webhook endpoint's URL, events, description or state (D31): the endpoint is held
// while it changes, so a rotation or a delete racing with it waits and then sees the change.
// The URL was checked against the environment's policy before (a DNS lookup has no place in a
// transaction); the check depends on the request alone.
import type { EndpointChanges } from '../../store/event-store.js';
import type { Op, Tx } from '../../store/tx.js';
import type { EndpointChange } from '../outcomes.js';

export interface UpdateEndpointRequest {
  accountId: string;
  endpointId: string;
  changes: Pick<EndpointChanges, 'url' | 'enabledEvents' | 'description' | 'disabled'>;
}

export function* updateWebhookEndpoint(tx: Tx, { accountId, endpointId, changes }: UpdateEndpointRequest): Op<EndpointChange> {
  const found = yield* tx.readEndpoint(accountId, endpointId, 'update');
  if (!found) return { kind: 'not_found' };
  return { kind: 'changed', endpoint: yield* tx.updateEndpoint(found.id, changes) };
}
