// API keys (D1, D2): `sk_test_`/`sk_live_` followed by random characters; only a hash is stored.
import { hash } from 'node:crypto';
import { randomBase62 } from '../ids.js';
import type { Environment } from '../config.js';

const prefixes: Record<Environment, string> = { sandbox: 'sk_test_', production: 'sk_live_' };

/** A new secret key for the environment, e.g. `sk_test_` and 32 base62 characters. */
export function generateApiKey(environment: Environment): string {
  return prefixes[environment] + randomBase62(32);
}

/** The stored form of a key. Keys carry ~190 random bits, so a fast hash is enough. */
export function hashApiKey(key: string): string {
  // One call, with no Hash object: this runs on every request.
  return hash('sha256', key, 'hex');
}

/** The environment a key's prefix names, or null for a string that is no folio key. */
export function keyEnvironment(key: string): Environment | null {
  if (key.startsWith(prefixes.sandbox)) return 'sandbox';
  if (key.startsWith(prefixes.production)) return 'production';
  return null;
}

/** A short, safe label of a key for listings and logs: its prefix and last four characters. */
export function keyLabel(key: string): string {
  return `${key.slice(0, 8)}…${key.slice(-4)}`;
}
