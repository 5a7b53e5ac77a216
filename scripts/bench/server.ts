// Benchmarks the invoicing service on this machine (`npm run bench:server`): GET an invoice,
// GET a page and POST an invoice against the compiled server, each beside a bare Express
// route returning the same JSON and the GET beside Prism's mock of the same contract (what a
// developer would otherwise run as a sandbox), and prints the ratios under the table. Then
// keyset pagination at depth over 1,000,000 invoices, then
// (with a PostgreSQL URL in FOLIO_BENCH_DATABASE_URL or FOLIO_TEST_DATABASE_URL, e.g. through
// scripts/with-postgres.sh) one and two processes on PostgreSQL beside one on SQLite.
// `--only=throughput|depth|postgres` runs one part alone; `--rounds=N` (3) sets how many times the
// GET is measured beside its references. Prints a table; it is a measurement, never a test.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { issueApiKey } from '../../server/auth/issue-key.js';
import { encodeCursor } from '../../server/domain/cursor.js';
import { openSqliteStore } from '../../server/store/sqlite/sqlite.js';
import { cursorScope } from '../../server/routes/pagination.js';
import { startChild } from './child.js';
import { benchDatabaseUrl, benchPostgres } from './postgres.js';
import { customerDefaults } from '../../server/domain/records.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const seconds = Number(process.argv.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 5);
const depthRows = Number(process.argv.find((a) => a.startsWith('--rows='))?.split('=')[1] ?? 1_000_000);
const secret = 'bench-secret-of-at-least-32-bytes';
const only = process.argv.find((a) => a.startsWith('--only='))?.split('=')[1];
const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 3);

const startService = (db: string) =>
  startChild(root, { FOLIO_SECRET: secret }, ['build/cli/folio.js', 'serve', '--db', db, '--port', '0', '--rate-limit', '0'], 'stderr', /listening on (http:\/\/\S+)/);
const startBare = (json: string) => startChild(root, {}, ['--import', 'tsx', 'scripts/bench/bare-server.ts', json], 'stdout', /(http:\/\/\S+)/);

/** Prism's mock of the invoicing contract on a free port; its log goes nowhere, as it slows it down (TOOLCHAIN.md). */
async function startPrism(): Promise<{ url: string; child: ChildProcess }> {
  // A port the system has just handed out and taken back, so that no other server answers in Prism's place.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const child = spawn(join(root, 'node_modules/.bin/prism'), ['mock', '-p', String(port), '-h', '127.0.0.1', 'openapi/invoicing.yaml'], { cwd: root, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`prism mock exited with status ${child.exitCode}`);
    if (await fetch(`${url}/status`).then(() => true, () => false)) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('prism mock did not start within 30 s');
}

/** CPU seconds a process has used so far (user + system), from /proc; null off Linux. */
function cpuSeconds(child: ChildProcess | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${child!.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime and stime, in clock ticks of 1/100 s
  } catch {
    return null;
  }
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ceiling?: number;
  /** The server's CPU time per request in µs: unlike req/s, it barely moves when the machine is busy. */
  cpuUs?: number;
}

/** One measured run, after a one-second warm-up of the same request; several URLs share the connections. */
async function load(name: string, target: string | string[], options: Partial<autocannon.Options> = {}, server?: ChildProcess): Promise<Row> {
  const url = target as string; // autocannon takes an array of URLs too; its types do not say so
  await autocannon({ url, connections: 10, duration: 1, ...options });
  const cpuBefore = cpuSeconds(server);
  const result = await autocannon({ url, connections: 10, duration: seconds, ...options });
  const cpuAfter = cpuSeconds(server);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const cpuUs = cpuBefore === null || cpuAfter === null ? undefined : ((cpuAfter - cpuBefore) / result.requests.total) * 1e6;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuUs };
}

async function seed(path: string): Promise<{ key: string; accountId: string; customerId: string }> {
  const store = openSqliteStore(path, 'sandbox');
  const { key, account } = await issueApiKey(store, { account: 'bench', environment: 'sandbox', at: new Date() });
  const customerId = 'cus_benchcustomer000000';
  await store.transact((tx) => tx.insertCustomer({ id: customerId, accountId: account.id, name: 'Bench Ltd', email: 'ap@bench.example',
    address: { line1: '1 Road', line2: null, city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' }, taxId: null, ...customerDefaults, createdAt: new Date().toISOString() }));
  await store.close();
  return { key, accountId: account.id, customerId };
}

/** Writes `count` invoices straight into the database, one second apart, newest now. */
function bulkLoad(path: string, accountId: string, customerId: string, count: number): string[] {
  const db = new Database(path);
  const insert = db.prepare(`INSERT INTO invoices (id, account_id, customer_id, status, currency, subtotal, tax, total, lines_json, due_date,
    notes, metadata_json, created_at, updated_at) VALUES (?, ?, ?, 'draft', 'EUR', 1000, 0, 1000, ?, '2030-01-01', NULL, '{}', ?, ?)`);
  const lines = JSON.stringify([{ description: 'Consulting', quantity: 1, unit_price: { amount: 1000, currency: 'EUR' } }]);
  const start = Date.now() - count * 1000;
  const ids: string[] = [];
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const id = `inv_bench${String(i).padStart(13, '0')}`;
      const at = new Date(start + i * 1000).toISOString();
      insert.run(id, accountId, customerId, lines, at, at);
      ids.push(id);
    }
  })();
  db.close();
  return ids;
}

const dir = mkdtempSync(join(tmpdir(), 'folio-bench-'));
const rows: Row[] = [];
const ratios: string[] = [];

// Throughput: the service beside the bare route.
if (only === undefined || only === 'throughput') {
  const db = join(dir, 'throughput.db');
  const { key, accountId, customerId } = await seed(db);
  const [invoiceId] = bulkLoad(db, accountId, customerId, 200).slice(-1);
  const service = await startService(db);
  const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
  const invoiceJson = await (await fetch(`${service.url}/invoices/${invoiceId}`, { headers })).text();
  const pageJson = await (await fetch(`${service.url}/invoices?limit=20`, { headers })).text();
  const bare = await startBare(invoiceJson);
  const barePage = await startBare(pageJson);
  const prism = await startPrism();
  try {
    // The host's speed drifts from one row to the next (the bare route alone varied by 12%
    // between runs), so the GET is measured beside its two references in rounds, and each
    // ratio is the median of the rounds' ratios.
    const pairs: Array<{ bare: Row; get: Row; prism: Row }> = [];
    for (let round = 1; round <= rounds; round += 1) {
      const tag = rounds > 1 ? `, round ${round}` : '';
      const pair = {
        bare: await load(`bare Express route, invoice JSON${tag}`, `${bare.url}/invoice`, {}, bare.child),
        get: await load(`GET /invoices/{id}${tag}`, `${service.url}/invoices/${invoiceId}`, { headers }, service.child),
        prism: await load(`prism mock, GET /invoices/{id}${tag}`, `${prism.url}/invoices/${invoiceId}`, { headers }, prism.child),
      };
      pairs.push(pair);
      rows.push(pair.bare, { ...pair.get, ceiling: pair.bare.rps }, pair.prism);
    }
    const ratio = (of: (pair: (typeof pairs)[number]) => number) => {
      const values = pairs.map(of);
      const sorted = [...values].sort((a, b) => a - b);
      const rounded = values.map((v) => v.toFixed(2)).join(', ');
      return `${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)}${rounds > 1 ? ` (median of ${rounds} rounds: ${rounded})` : ''}`;
    };
    const ceilingInvoice = pairs[pairs.length - 1]!.bare;
    const ceilingPage = await load('bare Express route, page JSON', `${barePage.url}/invoice`, {}, barePage.child);
    const getPage = await load('GET /invoices?limit=20', `${service.url}/invoices?limit=20`, { headers }, service.child);
    const body = JSON.stringify({ customer_id: customerId, lines: [{ description: 'Consulting', quantity: 2, unit_price: { amount: 1500, currency: 'EUR' }, tax_rate: 19 }] });
    const create = await load('POST /invoices (writes invoice.created)', `${service.url}/invoices`, { method: 'POST', headers, body }, service.child);
    rows.push(ceilingPage, { ...getPage, ceiling: ceilingPage.rps }, { ...create, ceiling: ceilingInvoice.rps });
    // On a shared machine CPU per request is the steadier figure of the two; req/s follows the load.
    const cpuKnown = pairs.every((p) => p.get.cpuUs !== undefined && p.bare.cpuUs !== undefined);
    ratios.push(
      ...(cpuKnown ? [`GET /invoices/{id} CPU per request / bare route's: ${ratio((p) => p.get.cpuUs! / p.bare.cpuUs!)} (aim at most 2.0)`] : []),
      `GET /invoices/{id} / bare Express route: ${ratio((p) => p.get.rps / p.bare.rps)} (aim at least 0.50)`,
      `GET /invoices/{id} / prism mock:         ${ratio((p) => p.get.rps / p.prism.rps)} (aim at least 2.0)`,
      `POST /invoices with events:              ${create.rps.toFixed(0)} req/s (aim at least 3,000)`,
    );
  } finally {
    for (const child of [service.child, bare.child, barePage.child, prism.child]) child.kill();
  }
}

// Depth: the first page against a page deep in a long list.
if (only === undefined || only === 'depth') {
  const db = join(dir, 'depth.db');
  const { key, accountId, customerId } = await seed(db);
  const loadStarted = Date.now();
  const ids = bulkLoad(db, accountId, customerId, depthRows);
  process.stderr.write(`loaded ${depthRows} invoices in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s\n`);
  const service = await startService(db);
  const headers = { Authorization: `Bearer ${key}` };
  try {
    // Rows were written one second apart, oldest first; resume after the row 20 from the end.
    const deepIndex = 20;
    const row = new Database(db, { readonly: true }).prepare('SELECT created_at FROM invoices WHERE id = ?').get(ids[deepIndex]) as { created_at: string };
    const cursor = encodeCursor(secret, cursorScope('invoices', accountId, [undefined, undefined, undefined]), { createdAt: row.created_at, id: ids[deepIndex]! });
    const first = await load(`first page of ${depthRows.toLocaleString('en-US')}`, `${service.url}/invoices?limit=20`, { headers });
    const deep = await load(`page after row ${(depthRows - deepIndex).toLocaleString('en-US')}`, `${service.url}/invoices?limit=20&cursor=${encodeURIComponent(cursor)}`, { headers });
    rows.push(first, { ...deep, ceiling: undefined });
    process.stderr.write(`deep page p50 / first page p50 = ${(deep.p50 / first.p50).toFixed(2)}\n`);
  } finally {
    service.child.kill();
  }
}

// PostgreSQL: one and two processes on one database, beside one process on SQLite (D16).
if (only === undefined || only === 'postgres') {
  const url = benchDatabaseUrl();
  if (url) rows.push(...await benchPostgres({ load, startService, dir }, url));
  else process.stderr.write('PostgreSQL rows skipped: set FOLIO_BENCH_DATABASE_URL, or run through scripts/with-postgres.sh\n');
}

const pad = (text: string, width: number) => text.padEnd(width);
const width = Math.max(40, ...rows.map((row) => row.name.length));
console.log(`\n${pad('route', width)} ${pad('req/s', 9)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('CPU µs/req', 11)} of ceiling`);
for (const row of rows) {
  const share = row.ceiling ? `${((row.rps / row.ceiling) * 100).toFixed(0)}%` : '';
  const cpu = row.cpuUs === undefined ? '' : row.cpuUs.toFixed(0);
  console.log(`${pad(row.name, width)} ${pad(row.rps.toFixed(0), 9)} ${pad(String(row.p50), 7)} ${pad(String(row.p99), 7)} ${pad(cpu, 11)} ${share}`);
}
if (ratios.length > 0) console.log(`\n${ratios.join('\n')}`);
console.log(`\n${seconds} s per row, 10 connections, autocannon on 127.0.0.1; server: build/cli/folio.js, NODE_ENV=production; load ${os.loadavg()[0].toFixed(2)} at the end`);
console.log('(request validation on, response validation off, one JSON log line per request to /dev/null)');
