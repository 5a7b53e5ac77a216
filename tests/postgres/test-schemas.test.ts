// The throwaway schemas the PostgreSQL suites run in (tests/helpers/postgres.ts): a migrated
// one taken from the file's pool holds no row but the record of its migrations, whatever the
// test before it wrote, and a connection left on the name it had finds nothing, as after a drop.
import pg from 'pg';
import { migrations } from '../../server/store/migrations.js';
import { openStore } from '../../server/store/open.js';
import { customerRecord } from '../store/fixtures.js';
import { createTestSchema, migratedTestSchema, urlWithSchema, testDatabaseUrl } from '../helpers/postgres.js';

/** Rows per table, counted one query after another on the schema's one connection. */
async function rowCounts(query: (text: string) => Promise<Array<Record<string, unknown>>>, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = Number((await query(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
  return counts;
}

test('a migrated schema used, written to and given back comes out of the pool again with no rows but its migrations', async () => {
  const first = await migratedTestSchema('pool');
  const store = await openStore(first.url, 'production');
  const account = await store.ensureAccount('acme', '2026-11-21T10:00:00.000Z');
  await store.transact((tx) => tx.insertCustomer(customerRecord(account.id)));
  await store.close();
  const tables = (await first.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'")).map((r) => r.name);
  expect(tables).toEqual(expect.arrayContaining(['accounts', 'customers', 'invoices', 'events', 'meta']));
  expect(await rowCounts(first.query, ['accounts', 'customers', 'meta'])).toEqual({ accounts: 1, customers: 1, meta: 1 });
  await first.drop();

  const second = await migratedTestSchema('pool');
  expect(second.name).not.toBe(first.name);
  expect(await rowCounts(second.query, tables)).toEqual(Object.fromEntries(tables.map((t) => [t, 0])));
  expect(await rowCounts(second.query, ['schema_migrations'])).toEqual({ schema_migrations: migrations.length });
  // The environment is recorded again by the store that opens it, as in a new schema (D1).
  const sandbox = await openStore(second.url, 'sandbox');
  expect(sandbox.environment).toBe('sandbox');
  await sandbox.close();
  await second.drop();
});

test('a connection left on a schema after it is given back finds none of its tables', async () => {
  const schema = await migratedTestSchema('pool');
  const left = new pg.Client({ connectionString: urlWithSchema(testDatabaseUrl(), schema.name) });
  await left.connect();
  try {
    await schema.drop();
    await expect(left.query('SELECT count(*) FROM accounts')).rejects.toThrow('relation "accounts" does not exist');
  } finally {
    await left.end();
  }
});

test('a schema made with createTestSchema has no tables, for the suites that migrate it themselves', async () => {
  const schema = await createTestSchema('empty');
  try {
    expect(await schema.query("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")).toEqual([]);
  } finally {
    await schema.drop();
  }
});
