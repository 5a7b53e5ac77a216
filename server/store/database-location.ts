// What a database location is, read from its text alone (D16, R13): a postgres:// or
// postgresql:// URL, or a SQLite path. Imports nothing, so that settings and the command line can
// check a location without loading a store.

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
