// The one place that chooses a store's engine (D16): a postgres:// or postgresql:// URL opens
// PostgreSQL, a path without a scheme is a SQLite file (or ':memory:'), and any other scheme
// (mysql://, sqlite://, file:) is refused rather than taken for a folder name (R13). Each engine is
// imported only when chosen, so that a SQLite process never loads pg and the other way round.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Environment } from '../config.js';
import { databaseLocationProblem, isPostgresUrl } from './database-location.js';
import type { Store } from './store.js';

export interface StoreOptions {
  /** PostgreSQL: connections this process keeps at most; defaultPoolSize when not given. */
  poolSize?: number;
}

/** Opens the store at `location` for one environment, creating or migrating its schema. */
export async function openStore(location: string, environment: Environment, options: StoreOptions = {}): Promise<Store> {
  const problem = databaseLocationProblem(location);
  if (problem) throw new Error(`The database ${JSON.stringify(location)} is not one folio can open: ${problem}`);
  if (isPostgresUrl(location)) {
    const { openPostgresStore } = await import('./postgres/postgres.js');
    return openPostgresStore(location, environment, options);
  }
  const { openSqliteStore } = await import('./sqlite/sqlite.js');
  if (location !== ':memory:') mkdirSync(dirname(location), { recursive: true });
  return openSqliteStore(location, environment);
}
