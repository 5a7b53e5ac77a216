// A worker thread that reads whole tables of one PostgreSQL schema for tests/helpers/service.ts,
// whose rows() must answer synchronously: the caller blocks on Atomics.wait while this thread
// queries, writes the JSON into shared memory and wakes it. Values are parsed as the store's
// pool parses them (server/store/postgres/postgres-pool.ts), so rows look as SQLite rows do: amounts as
// numbers, instants as ISO strings, dates as YYYY-MM-DD.
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

const { types } = pg;
const timestamptz = types.getTypeParser(types.builtins.TIMESTAMPTZ);
const parsers = new Map([
  [types.builtins.INT8, Number],
  [types.builtins.TIMESTAMPTZ, (value) => timestamptz(value).toISOString()],
  [types.builtins.DATE, (value) => value],
]);
const client = new pg.Client({
  connectionString: workerData.url,
  types: { getTypeParser: (oid, format) => parsers.get(oid) ?? types.getTypeParser(oid, format) },
});
const connected = client.connect();
const { state, data } = workerData; // state[0]: 0 waiting, 1 answered, 2 failed; state[1]: byte length

parentPort.on('message', async (tables) => {
  let text;
  let outcome = 1;
  try {
    await connected;
    const out = {};
    for (const table of tables) {
      if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
      out[table] = (await client.query(`SELECT * FROM ${table} ORDER BY ctid`)).rows;
    }
    text = JSON.stringify(out);
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
