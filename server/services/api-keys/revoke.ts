// Revoking an API key (D2): a key revoked twice keeps the instant of its first revocation.
import type { Op, Tx } from '../../store/tx.js';
import type { KeyRevocation } from '../outcomes.js';

export interface RevokeKeyRequest {
  /** The key's hash (server/auth/api-keys.ts, hashApiKey). */
  hash: string;
  at: string;
}

export function* revokeApiKey(tx: Tx, { hash, at }: RevokeKeyRequest): Op<KeyRevocation> {
  const key = yield* tx.readApiKey(hash, 'update');
  if (!key) return { kind: 'not_found' };
  if (key.revokedAt !== null) return { kind: 'revoked', key };
  yield* tx.revokeApiKey(key.id, at);
  return { kind: 'revoked', key: { ...key, revokedAt: at } };
}
