// What the subcommands share beyond the settings table (cli/settings/): where a command's
// database is, and how help names every default once, in commander's own "(default: …)".
import { existsSync } from 'node:fs';
import { Help, type Option } from 'commander';
import { defaultDatabasePath, type Environment } from '../server/config.js';
import { isPostgresUrl } from '../server/store/database-location.js';
import { SettingError } from './settings/options.js';
import { settings, type SettingName } from './settings/table.js';

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

/**
 * For a listen that failed: a port already in use becomes one line naming the setting that picks
 * another (D48, R85), the same for the API and the site; any other error goes on unchanged.
 */
export function explainPortInUse(setting: SettingName): (error: unknown) => never {
  return (error) => {
    const failure = error as NodeJS.ErrnoException & { port?: number };
    if (failure?.code !== 'EADDRINUSE') throw error;
    const flag = settings[setting].flags!.split(' ')[0];
    throw new Error(`port ${failure.port} is already in use: choose another with ${flag}, or stop the program that listens on it.`);
  };
}

/**
 * Commander's description of an option, which also names a default given only in words:
 * `.default(undefined, 'var/<environment>.db')` for a default that the action works out
 * (from --env, say), where commander alone would show none.
 */
export function optionDescription(this: Help, option: Option): string {
  const described = option.defaultValue === undefined && option.defaultValueDescription !== undefined
    ? Object.assign(Object.create(option) as Option, { defaultValue: option.defaultValueDescription })
    : option;
  return Help.prototype.optionDescription.call(this, described);
}
