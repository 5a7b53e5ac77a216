// Where a command's database is: the --db flag (or DATABASE_URL) as each kind of command takes
// it, beside the settings table (cli/settings/) that reads the flag.
import { existsSync } from 'node:fs';
import { defaultDatabasePath, type Environment } from '../../server/config.js';
import { isPostgresUrl } from '../../server/store/database-location.js';
import { SettingError } from '../settings/options.js';

/** Where a command's database is: --db or DATABASE_URL, else the environment's default file. */
export function databaseLocation(flag: string | undefined, environment: Environment): string {
  return flag ?? defaultDatabasePath(environment);
}

/**
 * The location of a database that must exist already: commands that only read or change one
 * (keys revoke, mail deliver) refuse a SQLite file that is not there, instead of creating an
 * empty database and reporting that nothing was found in it.
 */
export function existingDatabase(flag: string | undefined, environment: Environment): string {
  const location = databaseLocation(flag, environment);
  if (isPostgresUrl(location) || location === ':memory:' || existsSync(location)) return location;
  throw new SettingError(`error: option '--db <path-or-url>' names ${location}, where there is no database; give the file folio serve or folio keys create made.`);
}

/**
 * The location of a database that must outlive the command: keys create refuses `:memory:`,
 * where the key it printed would be gone when the command ends (D48).
 */
export function lastingDatabase(flag: string | undefined, environment: Environment): string {
  const location = databaseLocation(flag, environment);
  if (location !== ':memory:') return location;
  throw new SettingError("error: option '--db <path-or-url>' is :memory:, a database that ends with this command, so its key could never be used; give the database folio serve uses.");
}
