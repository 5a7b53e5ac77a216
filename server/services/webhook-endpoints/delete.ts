// Deleting a webhook endpoint (D31) and, through the schema's cascade, its deliveries.
import type { Op, Tx } from '../../store/tx.js';

export interface DeleteEndpointRequest {
  accountId: string;
  endpointId: string;
}

/** Whether the endpoint existed (and is now gone). */
export function* deleteWebhookEndpoint(tx: Tx, { accountId, endpointId }: DeleteEndpointRequest): Op<boolean> {
  const found = yield* tx.readEndpoint(accountId, endpointId, 'update');
  if (!found) return false;
  yield* tx.deleteEndpoint(found.id);
  return true;
}
