// What the subcommands share beyond the settings table (cli/settings/): where a command's
// database is, and how help names every default once, in commander's own "(default: …)".
import { existsSync } from 'node:fs';
import { Help, type Option } from 'commander';
import { defaultDatabasePath, type Environment } from '../server/config.js';
import { isPostgresUrl } from '../server/store/database-location.js';
import { SettingError } from './settings/options.js';

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
