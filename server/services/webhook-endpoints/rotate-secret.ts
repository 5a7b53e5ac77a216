// Rotating a webhook endpoint's signing secret (D31): the secret in force becomes the previous
// one, still signing until `previousUntil`, and the new one signs from now. The endpoint is
// held while it changes, so two rotations at once go one after the other: the second keeps the
// first one's secret as the previous one, and no secret handed out is lost.
import type { Op, Tx } from '../../store/tx.js';
import type { EndpointChange } from '../outcomes.js';

export interface RotateSecretRequest {
  accountId: string;
  endpointId: string;
  /** The new secret, sealed for storage. */
  secretSealed: string;
  previousUntil: string;
}

export function* rotateEndpointSecret(tx: Tx, { accountId, endpointId, secretSealed, previousUntil }: RotateSecretRequest): Op<EndpointChange> {
  const found = yield* tx.readEndpoint(accountId, endpointId, 'update');
  if (!found) return { kind: 'not_found' };
  const endpoint = yield* tx.updateEndpoint(found.id, { secretSealed, previousSecretSealed: found.secretSealed, previousSecretUntil: previousUntil });
  return { kind: 'changed', endpoint };
}
