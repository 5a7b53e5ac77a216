// A throwaway PostgreSQL schema for one test (or one file): made in the database named by
// FOLIO_TEST_DATABASE_URL, reached through a URL whose search_path points into it, and
// dropped afterwards. Without the variable every PostgreSQL test fails, saying how to start one.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPool, migrate } from '../../server/store/postgres/postgres-pool.js';

export const missingDatabaseMessage = [
  'FOLIO_TEST_DATABASE_URL is not set, so the PostgreSQL tests cannot run.',
  'Run them through `npm test` (scripts/with-postgres.sh installs and starts a local PostgreSQL and sets the variable),',
  'or start PostgreSQL yourself and point the variable at a database you may create schemas in, e.g.:',
  '  apt-get install -y postgresql && pg_ctlcluster 15 main start',
  "  runuser -u postgres -- psql -c \"CREATE ROLE folio LOGIN PASSWORD 'folio'\" -c 'CREATE DATABASE folio OWNER folio'",
  '  FOLIO_TEST_DATABASE_URL=postgres://folio:folio@127.0.0.1:5432/folio npm run test:unit',
].join('\n');

/** The database the PostgreSQL tests use; throws (never skips) when none is configured. */
export function testDatabaseUrl(): string {
  const url = process.env.FOLIO_TEST_DATABASE_URL;
  if (!url) throw new Error(missingDatabaseMessage);
  return url;
}

/** `base` with its search_path set to `schema`, as a postgres:// URL that folio accepts. */
export function urlWithSchema(base: string, schema: string): string {
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

export interface TestSchema {
  /** A postgres:// URL whose connections live in the schema. */
  url: string;
  name: string;
  /** Runs SQL in the schema on a connection of its own. */
  query<R extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
  /** Drops the schema and everything in it; a migrated one goes back to its file's pool, empty. */
  drop(): Promise<void>;
}

/** A TestSchema on the schema `name`, whose connection `drop` closes before it calls `remove`. */
async function connectTo(name: string, remove: () => Promise<void>): Promise<TestSchema> {
  const url = urlWithSchema(testDatabaseUrl(), name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    url,
    name,
    query: async (text, values) => (await client.query(text, values)).rows,
    drop: async () => {
      await client.end();
      await remove();
    },
  };
}

/** Runs one statement on the test database, outside every schema. */
async function onDatabase(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A new, empty schema: no tables, not even the record of migrations. */
export async function createTestSchema(label = 'test'): Promise<TestSchema> {
  const name = `folio_${label}_${randomBytes(5).toString('hex')}`;
  await onDatabase(`CREATE SCHEMA ${name}`);
  return connectTo(name, () => onDatabase(`DROP SCHEMA ${name} CASCADE`));
}

/**
 * Schemas with every migration applied and no rows, kept for the test file that made them:
 * creating a schema and migrating it costs PostgreSQL a few hundred milliseconds, emptying one
 * a few. A released schema is emptied (children before the rows they reference) and renamed,
 * so that a connection left open on the old name finds nothing, as it would after a drop; what
 * the file leaves in its pool is dropped after it.
 */
const pool = { free: [] as string[], closed: false, admin: undefined as pg.Client | undefined, deleteOrder: undefined as string[] | undefined, turn: Promise.resolve() };

if (typeof afterAll === 'function') {
  afterAll(async () => {
    pool.closed = true;
    await pool.turn;
    const admin = pool.admin;
    pool.admin = undefined;
    if (!admin) return;
    for (const name of pool.free.splice(0)) await admin.query(`DROP SCHEMA ${name} CASCADE`);
    await admin.end();
  });
}

async function poolAdmin(): Promise<pg.Client> {
  if (!pool.admin) {
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    pool.admin = admin;
  }
  return pool.admin;
}

/** The schema's tables in an order that deletes every row before the rows it references. */
async function deleteOrder(admin: pg.Client, schema: string): Promise<string[]> {
  const tables = (await admin.query<{ name: string }>('SELECT tablename AS name FROM pg_tables WHERE schemaname = $1', [schema])).rows.map((r) => r.name);
  const references = (await admin.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname = $1`, [schema])).rows;
  const order: string[] = [];
  let left = tables.filter((t) => t !== 'schema_migrations');
  while (left.length > 0) {
    const unreferenced = left.filter((t) => !references.some((r) => r.parent === t && r.child !== t && left.includes(r.child)));
    if (unreferenced.length === 0) throw new Error(`the tables ${left.join(', ')} reference each other in a circle`);
    order.push(...unreferenced);
    left = left.filter((t) => !unreferenced.includes(t));
  }
  return order;
}

/**
 * Empties a migrated schema of every row but its record of migrations, and puts it in the pool
 * under a new name. Releases take turns on the one connection (a test may drop several at once).
 */
function release(name: string): Promise<void> {
  const done = pool.turn.then(() => emptyAndPool(name));
  pool.turn = done.catch(() => undefined);
  return done;
}

async function emptyAndPool(name: string): Promise<void> {
  if (pool.closed) {
    // Given back after the file's pool closed (the services a file starts in beforeAll go in an
    // afterAll registered after this module's): dropped on a connection of its own, ended here,
    // where the pool's admin, opened again, was left open and kept Jest's worker from exiting.
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    try {
      await admin.query(`DROP SCHEMA ${name} CASCADE`);
    } finally {
      await admin.end();
    }
    return;
  }
  const admin = await poolAdmin();
  pool.deleteOrder ??= await deleteOrder(admin, name);
  const renamed = `folio_pooled_${randomBytes(5).toString('hex')}`;
  try {
    await admin.query(`BEGIN; ${pool.deleteOrder.map((t) => `DELETE FROM ${name}.${t};`).join(' ')} ALTER SCHEMA ${name} RENAME TO ${renamed}; COMMIT`);
  } catch (error) {
    await admin.query('ROLLBACK');
    throw error;
  }
  pool.free.push(renamed);
}

/**
 * A schema in which folio's migrations have been applied and no store has been opened: the
 * state `openStore` leaves a new schema in, minus the environment it records on opening.
 * `drop()` returns it to the test file's pool.
 */
export async function migratedTestSchema(label = 'test'): Promise<TestSchema> {
  let name = pool.free.pop();
  if (!name) {
    name = `folio_${label}_${randomBytes(5).toString('hex')}`;
    await onDatabase(`CREATE SCHEMA ${name}`);
    const connections = createPool(urlWithSchema(testDatabaseUrl(), name));
    try {
      await migrate(connections, 'sandbox');
      await connections.query('DELETE FROM meta');
    } finally {
      await connections.end();
    }
  }
  const taken = name;
  return connectTo(taken, () => release(taken));
}
