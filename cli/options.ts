// Option parsers shared by the subcommands: each turns bad input into a one-line error.
import { InvalidArgumentError, Option } from 'commander';
import { defaultDatabasePath, environments, type Environment } from '../server/config.js';

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
  new Option('--env <environment>', 'the environment: sandbox (test keys) or production (live keys)')
    .choices(environments)
    .default('sandbox');

export const databaseOption = () =>
  new Option('--db <path-or-url>', 'a SQLite file, or a postgres://user:password@host/database URL (default: var/<environment>.db)')
    .env('DATABASE_URL');

export const poolSizeOption = () =>
  new Option('--pool-size <number>', 'PostgreSQL: connections this process keeps at most (default: 10)')
    .env('FOLIO_DB_POOL_SIZE')
    .argParser((value: string) => {
      const size = parseCount(value);
      if (size < 1) throw new InvalidArgumentError('give a whole number, 1 or more.');
      return size;
    });

/** Where a command's database is: --db or DATABASE_URL, else the environment's default file. */
export function databaseLocation(flag: string | undefined, environment: Environment): string {
  return flag ?? defaultDatabasePath(environment);
}
