// Creates an API key for an account (creating the account when needed), as `folio keys
// create` does (D2). The key is returned once; only its hash is stored.
import type { Environment } from '../config.js';
import { newId } from '../ids.js';
import { issueApiKey as issueKey } from '../services/api-keys/issue.js';
import type { AccountRecord, Store } from '../store/store.js';
import { generateApiKey, hashApiKey, keyLabel } from './api-keys.js';

export interface IssuedKey {
  key: string;
  account: AccountRecord;
}

export async function issueApiKey(
  store: Store,
  options: { account: string; environment: Environment; at: Date; expiresAt?: Date },
): Promise<IssuedKey> {
  if (options.environment !== store.environment) {
    throw new Error(`This database belongs to the ${store.environment} environment; it cannot hold ${options.environment} keys.`);
  }
  if (options.expiresAt && options.expiresAt.getTime() <= options.at.getTime()) {
    throw new Error('The expiry must be in the future.');
  }
  const at = options.at.toISOString();
  const key = generateApiKey(options.environment);
  const account = await store.transact((tx) => issueKey(tx, {
    accountName: options.account,
    key: {
      id: newId('key'),
      environment: options.environment,
      hash: hashApiKey(key),
      label: keyLabel(key),
      createdAt: at,
      expiresAt: options.expiresAt?.toISOString() ?? null,
      revokedAt: null,
    },
  }));
  return { key, account };
}
