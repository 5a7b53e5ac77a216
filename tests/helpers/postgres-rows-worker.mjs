// A worker thread that reads whole tables of PostgreSQL schemas for tests/helpers/service.ts,
// whose rows() must answer synchronously: the caller blocks on Atomics.wait while this thread
// queries, writes the JSON into shared memory and wakes it. One worker serves a test file, with a
// connection per schema URL, opened at its first read and ended when its service closes. Values
// are parsed as the store's pool parses them (server/store/postgres/postgres-pool.ts), so rows
// look as SQLite rows do: amounts as numbers, instants as ISO strings, dates as YYYY-MM-DD.
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

const { types } = pg;
const timestamptz = types.getTypeParser(types.builtins.TIMESTAMPTZ);
const parsers = new Map([
  [types.builtins.INT8, Number],
  [types.builtins.TIMESTAMPTZ, (value) => timestamptz(value).toISOString()],
  [types.builtins.DATE, (value) => value],
]);
const { state, data } = workerData; // state[0]: 0 waiting, 1 answered, 2 failed; state[1]: byte length

/** The connection to each schema's URL, with the promise of its connecting. */
const clients = new Map();

function clientFor(url) {
  let entry = clients.get(url);
  if (!entry) {
    const client = new pg.Client({
      connectionString: url,
      types: { getTypeParser: (oid, format) => parsers.get(oid) ?? types.getTypeParser(oid, format) },
    });
    entry = { client, connected: client.connect() };
    clients.set(url, entry);
  }
  return entry;
}

async function rows(url, tables) {
  const { client, connected } = clientFor(url);
  await connected;
  for (const table of tables) if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  // The tables in one round trip: a query of several statements answers a result for each.
  const results = await client.query(tables.map((table) => `SELECT * FROM ${table} ORDER BY ctid`).join('; '));
  const each = Array.isArray(results) ? results : [results];
  return Object.fromEntries(tables.map((table, i) => [table, each[i].rows]));
}

parentPort.on('message', async ({ url, tables, close }) => {
  if (close) {
    const entry = clients.get(url);
    clients.delete(url);
    await entry?.client.end().catch(() => undefined);
    return;
  }
  let text;
  let outcome = 1;
  try {
    text = JSON.stringify(await rows(url, tables));
  } catch (error) {
    text = String(error instanceof Error ? error.stack : error);
    outcome = 2;
  }
  const bytes = Buffer.from(text);
  if (bytes.length > data.length) {
    bytes.set(Buffer.from('rows do not fit the shared buffer'));
    outcome = 2;
  }
  data.set(bytes.subarray(0, data.length));
  Atomics.store(state, 1, Math.min(bytes.length, data.length));
  Atomics.store(state, 0, outcome);
  Atomics.notify(state, 0);
});
