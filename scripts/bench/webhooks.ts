// Benchmarks webhooks on this machine (`npm run bench:webhooks`), printing numbers; it is a
// measurement, never a test. (1) Delivery throughput: events per second that the delivery
// worker signs and POSTs to a receiver on 127.0.0.1 that answers 200 at once, on SQLite and
// (with FOLIO_BENCH_DATABASE_URL or FOLIO_TEST_DATABASE_URL, e.g. through scripts/with-postgres.sh)
// on PostgreSQL. (2) The added cost per write: POST /customers against the compiled
// `folio serve`, without a webhook endpoint and then with one that receives every event.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { pino } from 'pino';
import { issueApiKey } from '../../server/auth/issue-key.js';
import { customerCreatedEvent } from '../../server/events/event-factory.js';
import { newId } from '../../server/ids.js';
import { openStore } from '../../server/store/open.js';
import { webhookContext } from '../../server/webhooks/configure.js';
import { deliverDueWebhooks } from '../../server/webhooks/delivery-worker.js';
import { newSigningSecret, secretBox } from '../../server/webhooks/secret-box.js';
import { defaultWebhookSettings } from '../../server/webhooks/settings.js';
import { benchDatabaseUrl } from './postgres.js';
import { customerDefaults } from '../../server/domain/records.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const events = arg('events', 3000);
const seconds = arg('duration', 5);
const secret = 'bench-secret-of-at-least-32-bytes!';
const address = { line1: '1 Road', city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' };

/** A receiver on 127.0.0.1 that answers every call 200 at once; counts what it got. */
async function startReceiver() {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received: () => received, close: () => server.close() };
}

/** Writes `count` customer.created events for an endpoint at `url`, then times the worker delivering all of them. */
async function deliveryThroughput(database: string, url: string): Promise<number> {
  const store = await openStore(database, 'sandbox');
  try {
    const { account } = await issueApiKey(store, { account: 'bench', environment: 'sandbox', at: new Date() });
    await store.transact((tx) => tx.insertEndpoint({
      id: newId('we'), accountId: account.id, url, enabledEvents: ['*'], description: null, disabled: false,
      secretSealed: secretBox(secret).seal(newSigningSecret()), previousSecretSealed: null, previousSecretUntil: null, createdAt: new Date().toISOString(),
    }));
    for (let i = 0; i < events; i += 1) {
      const customer = { id: newId('cus'), accountId: account.id, name: `C${i}`, email: 'a@example.com', address: { ...address, line2: null }, taxId: null, ...customerDefaults, createdAt: new Date().toISOString() };
      await store.transact(function* (tx) { yield* tx.insertCustomer(customer); yield* tx.appendEvent(customerCreatedEvent(customer, 'req_bench')); });
    }
    const context = webhookContext({
      store, clock: () => new Date(), logger: pino({ level: 'silent' }), config: { environment: 'sandbox', secret, publicUrl: 'http://127.0.0.1:8080/v2' },
      settings: { ...defaultWebhookSettings, batchSize: 200 },
    });
    const started = process.hrtime.bigint();
    let delivered = 0;
    while (delivered < events) {
      const report = await deliverDueWebhooks(context);
      if (report.delivered === 0) throw new Error(`the worker stopped after ${delivered} of ${events} deliveries`);
      delivered += report.delivered;
    }
    return events / (Number(process.hrtime.bigint() - started) / 1e9);
  } finally {
    await store.close();
  }
}

/** Starts the compiled `folio serve` on a database and resolves with its base URL. */
function startService(database: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['build/cli/folio.js', 'serve', '--db', database, '--port', '0', '--rate-limit', '0'], {
    cwd: root, env: { ...process.env, NODE_ENV: 'production', FOLIO_SECRET: secret }, stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ url: match[1]!, child });
    });
    child.once('exit', () => reject(new Error(`folio serve exited: ${output}`)));
  });
}

/** Requests per second of POST /customers, without and then with an endpoint that receives every event. */
async function writeCost(database: string, receiverUrl: string): Promise<{ without: number; with: number }> {
  const store = await openStore(database, 'sandbox');
  const { key } = await issueApiKey(store, { account: 'writer', environment: 'sandbox', at: new Date() });
  await store.close();
  const service = await startService(database);
  try {
    const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
    const body = JSON.stringify({ name: 'Bench Ltd', email: 'ap@bench.example', address });
    const load = async () => {
      const options = { url: `${service.url}/customers`, method: 'POST' as const, headers, body, connections: 10 };
      await autocannon({ ...options, duration: 1 });
      const result = await autocannon({ ...options, duration: seconds });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
      return result.requests.average;
    };
    const without = await load();
    const created = await fetch(`${service.url}/webhook_endpoints`, { method: 'POST', headers, body: JSON.stringify({ url: receiverUrl, enabled_events: ['*'] }) });
    if (created.status !== 201) throw new Error(`creating the endpoint answered ${created.status}`);
    return { without, with: await load() };
  } finally {
    service.child.kill();
  }
}

/** A throwaway schema on the PostgreSQL server at `base`, dropped by the returned function. */
async function postgresSchema(base: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `folio_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: async () => { await admin.query(`DROP SCHEMA ${schema} CASCADE`); await admin.end(); } };
}

const receiver = await startReceiver();
const dir = mkdtempSync(join(tmpdir(), 'folio-bench-webhooks-'));
const rows: Array<[string, string]> = [];
try {
  rows.push([`SQLite: delivery of ${events} events`, `${(await deliveryThroughput(join(dir, 'deliver.db'), receiver.url)).toFixed(0)} events/s`]);
  const sqliteWrites = await writeCost(join(dir, 'writes.db'), receiver.url);
  rows.push(['SQLite: POST /customers, no endpoint', `${sqliteWrites.without.toFixed(0)} req/s`]);
  rows.push(['SQLite: POST /customers, 1 endpoint', `${sqliteWrites.with.toFixed(0)} req/s`]);
  const base = benchDatabaseUrl();
  if (base) {
    const first = await postgresSchema(base);
    try {
      rows.push([`PostgreSQL: delivery of ${events} events`, `${(await deliveryThroughput(first.url, receiver.url)).toFixed(0)} events/s`]);
    } finally {
      await first.drop();
    }
    const second = await postgresSchema(base);
    try {
      const writes = await writeCost(second.url, receiver.url);
      rows.push(['PostgreSQL: POST /customers, no endpoint', `${writes.without.toFixed(0)} req/s`]);
      rows.push(['PostgreSQL: POST /customers, 1 endpoint', `${writes.with.toFixed(0)} req/s`]);
    } finally {
      await second.drop();
    }
  } else {
    rows.push(['PostgreSQL', 'skipped: set FOLIO_BENCH_DATABASE_URL or run through scripts/with-postgres.sh']);
  }
} finally {
  receiver.close();
}
const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, value] of rows) process.stdout.write(`${name.padEnd(width)}  ${value}\n`);
process.stdout.write(`(${receiver.received()} calls received in all; ${seconds} s per load run, 10 connections)\n`);
