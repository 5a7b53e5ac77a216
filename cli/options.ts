// Options and option parsers shared by the subcommands: each parser turns bad input into a
// one-line error, and help names every default once, in commander's own "(default: …)".
import { Help, InvalidArgumentError, Option } from 'commander';
import { defaultDatabasePath, environments, type Environment } from '../server/config.js';
import { defaultPoolSize } from '../server/store/open.js';

export function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('a port is a whole number from 0 to 65535.');
  return port;
}

export function parseCount(value: string): number {
  const count = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(count)) throw new InvalidArgumentError('give a whole number, 0 or more.');
  return count;
}

export function parseInstant(value: string): Date {
  const instant = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(instant.getTime())) {
    throw new InvalidArgumentError('give an ISO 8601 date or date-time, such as 2027-01-31 or 2027-01-31T12:00:00Z.');
  }
  return instant;
}

export const environmentOption = () =>
  new Option('--env <environment>', 'the environment: sandbox for test keys, production for live keys')
    .choices(environments)
    .default('sandbox');

export const databaseOption = () =>
  new Option('--db <path-or-url>', 'the database: a SQLite file, or a postgres://user:password@host/database URL')
    .env('DATABASE_URL')
    // Worked out from --env (or the key) when the command runs: the pattern of defaultDatabasePath.
    .default(undefined, defaultDatabasePath('<environment>' as Environment));

export const poolSizeOption = () =>
  new Option('--pool-size <number>', 'the most connections this process keeps open to PostgreSQL')
    .env('FOLIO_DB_POOL_SIZE')
    // Applied by the store (server/store/postgres-pool.ts) when the option is not given.
    .default(undefined, String(defaultPoolSize))
    .argParser((value: string) => {
      const size = parseCount(value);
      if (size < 1) throw new InvalidArgumentError('give a whole number, 1 or more.');
      return size;
    });

/** Where a command's database is: --db or DATABASE_URL, else the environment's default file. */
export function databaseLocation(flag: string | undefined, environment: Environment): string {
  return flag ?? defaultDatabasePath(environment);
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
