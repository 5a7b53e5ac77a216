// The PostgreSQL connection pool of a store: how values come back (amounts as numbers,
// instants as ISO strings), query helpers, transactions that retry a lost race, and the
// migrations that run at start under an advisory lock.
import pg from 'pg';
import type { Environment } from '../../config.js';
import { environmentMismatch, migrations, schemaTooNew } from '../migrations.js';
import { isRetryable } from './postgres-errors.js';
import { defaultPoolSize } from '../database-location.js';
import type { Row } from '../rows.js';

const { types } = pg;
const parseTimestamptz = types.getTypeParser(types.builtins.TIMESTAMPTZ) as (value: string) => Date;

/** BIGINT as a number; the schema's CHECKs keep amounts within Number.MAX_SAFE_INTEGER. */
function parseInt8(value: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`The database returned ${value}, beyond the integers JSON carries exactly.`);
  return number;
}

const parsers = new Map<number, (value: string) => unknown>([
  [types.builtins.INT8, parseInt8],
  [types.builtins.TIMESTAMPTZ, (value) => parseTimestamptz(value).toISOString()],
  [types.builtins.DATE, (value) => value],
]);

/** The pool's own type parsers: nothing global is changed for other users of pg. */
const typeParsers = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => parsers.get(oid) ?? types.getTypeParser(oid, format),
} as pg.CustomTypesConfig;

export interface PoolOptions {
  /** Connections this process keeps at most. */
  poolSize?: number;
}

export function createPool(url: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? defaultPoolSize,
    types: typeParsers,
    application_name: 'folio',
    connectionTimeoutMillis: 10_000,
  });
  // An idle connection that the server drops (a restart, a failover) leaves the pool by
  // itself; without a listener its error would end the process.
  pool.on('error', () => {});
  return pool;
}

type Queryable = pg.Pool | pg.PoolClient;

/** The rows a statement answers. */
export async function all(db: Queryable, text: string, values: unknown[] = []): Promise<Row[]> {
  return (await db.query<Row>(text, values)).rows;
}

/** The first row a statement answers, if any. */
export async function one(db: Queryable, text: string, values: unknown[] = []): Promise<Row | undefined> {
  return (await all(db, text, values))[0];
}

/** How many times a transaction runs when it loses to a serialization failure or a deadlock. */
const attempts = 3;

/** Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      if (attempt < attempts && isRetryable(error)) continue;
      throw error;
    } finally {
      client.release(broken);
    }
  }
}

/**
 * Applies the missing migrations and records the environment on first use, in one
 * transaction. Processes that start together queue on an advisory lock (one per schema),
 * so each step runs once; the later ones find the schema up to date.
 */
export async function migrate(pool: pg.Pool, environment: Environment): Promise<void> {
  const owner = await inTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('folio.migrate.' || coalesce(current_schema(), '')))");
    // Created only when missing, so that later starts need no right to create tables.
    if ((await client.query("SELECT to_regclass('schema_migrations') IS NULL AS missing")).rows[0].missing) {
      await client.query(`CREATE TABLE schema_migrations (
        version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    }
    const { rows } = await client.query<{ version: number }>('SELECT coalesce(max(version), 0) AS version FROM schema_migrations');
    const version = rows[0]!.version;
    if (version > migrations.length) throw schemaTooNew(version);
    for (const step of migrations.slice(version)) {
      await client.query(step.postgres);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [step.version, step.name]);
    }
    await client.query("INSERT INTO meta (key, value) VALUES ('environment', $1) ON CONFLICT (key) DO NOTHING", [environment]);
    return (await client.query<{ value: string }>("SELECT value FROM meta WHERE key = 'environment'")).rows[0]!.value;
  });
  if (owner !== environment) throw environmentMismatch(owner, environment);
}
