// The one place that chooses a store's engine (D16): a postgres:// or postgresql:// URL opens
// PostgreSQL, a path without a scheme is a SQLite file (or ':memory:'), and any other scheme
// (mysql://, sqlite://, file:) is refused rather than taken for a folder name (R13). Each engine is
// imported only when chosen, so that a SQLite process never loads pg and the other way round.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Environment } from '../config.js';
import type { Store } from './store.js';

export interface StoreOptions {
  /** PostgreSQL: connections this process keeps at most; defaultPoolSize when not given. */
  poolSize?: number;
}

/** PostgreSQL: how many connections a process keeps open at most, unless told otherwise. */
export const defaultPoolSize = 10;

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/**
 * What is wrong with a database location, in one sentence, or undefined: a postgres:// URL
 * must parse, a SQLite path must not be blank, and no other scheme is known.
 */
export function databaseLocationProblem(location: string): string | undefined {
  const accepts = 'give a SQLite file path, or a postgres://user:password@host/database URL.';
  if (isPostgresUrl(location)) return URL.canParse(location) ? undefined : accepts;
  if (location.trim() === '' || (location !== ':memory:' && /^[a-z][a-z0-9+.-]+:/i.test(location))) return accepts;
  return undefined;
}

/** The location as it may be printed or logged: a URL's password is masked. */
export function describeDatabase(location: string): string {
  if (!isPostgresUrl(location)) return location;
  try {
    const url = new URL(location);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'postgres://(unparsable URL)';
  }
}

/** Opens the store at `location` for one environment, creating or migrating its schema. */
export async function openStore(location: string, environment: Environment, options: StoreOptions = {}): Promise<Store> {
  const problem = databaseLocationProblem(location);
  if (problem) throw new Error(`The database ${JSON.stringify(location)} is not one folio can open: ${problem}`);
  if (isPostgresUrl(location)) {
    const { openPostgresStore } = await import('./postgres.js');
    return openPostgresStore(location, environment, options);
  }
  const { openSqliteStore } = await import('./sqlite.js');
  if (location !== ':memory:') mkdirSync(dirname(location), { recursive: true });
  return openSqliteStore(location, environment);
}
