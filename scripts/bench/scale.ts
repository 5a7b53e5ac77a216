// `npm run bench:scale` (D55): one account with 1,000,000 invoices and 100,000 customers, on
// SQLite and on PostgreSQL. For each engine it first proves that the seeder writes the rows the
// service writes (a few invoices made over HTTP, replayed by the seeder into a second database,
// compared column by column), then seeds in bulk (scale-seed.ts) with a progress bar, starts the
// compiled `folio serve` on 127.0.0.1 and measures p50/p99 of each read over HTTP, the same SQL
// run directly on the same database and a bare Express route answering the same bytes (the
// floor of any HTTP answer), the three side by side, then send, pay and credit throughput on
// that database beside an empty one. Prints a table, the database's size and the load
// average; writes results/scale-<engine>.json. A measurement, never a test.
//
//   npm run bench:scale -- [--invoices 1000000] [--customers N] [--engine sqlite|postgres|both] [--samples 1000]
// PostgreSQL needs FOLIO_BENCH_DATABASE_URL or FOLIO_TEST_DATABASE_URL (scripts/with-postgres.sh sets the latter).
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { issueApiKey } from '../../server/auth/issue-key.js';
import { openStore } from '../../server/store/open.js';
import { invoiceListSql, type Dialect } from '../../server/store/invoice-list.js';
import type { InvoiceListQuery } from '../../server/store/store.js';
import { startChild } from './child.js';
import { benchDatabaseUrl } from './postgres.js';
import { applyPlan, creditNoteRow, customerRow, invoiceRow, postgresWriter, seedAccount, sqliteWriter, type InvoicePlan, type Row, type Writer } from './scale-seed.js';
import type { CustomerRecord } from '../../server/domain/records.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values: args } = parseArgs({
  options: {
    invoices: { type: 'string', default: '1000000' },
    customers: { type: 'string' },
    engine: { type: 'string', default: 'both' },
    samples: { type: 'string', default: '1000' },
    writes: { type: 'string', default: '300' },
  },
});
const invoiceCount = Number(args.invoices);
const customerCount = Number(args.customers ?? Math.max(10, Math.round(invoiceCount / 10)));
const samples = Number(args.samples);
const writes = Number(args.writes);
const engines = (args.engine === 'both' ? ['sqlite', 'postgres'] : [args.engine]) as Dialect[];
for (const engine of engines) if (engine !== 'sqlite' && engine !== 'postgres') throw new Error(`--engine takes sqlite, postgres or both, not ${engine}`);
const secret = `scale-bench-${randomBytes(16).toString('hex')}`;
const say = (line: string) => process.stderr.write(`${line}\n`);

// --- Databases: a SQLite file, or a schema of its own in the PostgreSQL database.

interface BenchDatabase {
  location: string;
  writer(): Writer;
  /** Every row of a table, by id (or by its key columns), as the engine's client reads it. */
  rows(table: string): Promise<Row[]>;
  size(): Promise<number>;
  drop(): Promise<void>;
}

const folder = mkdtempSync(join(tmpdir(), 'folio-scale-'));

async function createDatabase(engine: Dialect, name: string): Promise<BenchDatabase> {
  if (engine === 'sqlite') {
    const path = join(folder, `${name}.db`);
    return {
      location: path,
      writer: () => sqliteWriter(path),
      async rows(table) {
        const db = new Database(path, { readonly: true });
        try { return db.prepare(`SELECT * FROM ${table} ORDER BY 1`).all() as Row[]; } finally { db.close(); }
      },
      async size() {
        return ['', '-wal', '-shm'].reduce((sum, suffix) => sum + (existsSync(path + suffix) ? statSync(path + suffix).size : 0), 0);
      },
      async drop() { for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true }); },
    };
  }
  const base = benchDatabaseUrl();
  if (!base) throw new Error('PostgreSQL: set FOLIO_BENCH_DATABASE_URL, or run through scripts/with-postgres.sh');
  const schema = `folio_scale_${name}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const location = url.toString();
  return {
    location,
    writer: () => postgresWriter(location),
    async rows(table) {
      return (await admin.query(`SELECT * FROM ${schema}.${table} ORDER BY 1`)).rows as Row[];
    },
    async size() {
      const { rows } = await admin.query(`SELECT sum(pg_total_relation_size(c.oid))::bigint AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND c.relkind = 'r'`, [schema]);
      return Number(rows[0].n);
    },
    async drop() {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

async function prepared(db: BenchDatabase, account: string): Promise<{ key: string; accountId: string }> {
  const store = await openStore(db.location, 'sandbox');
  try {
    const { key, account: record } = await issueApiKey(store, { account, environment: 'sandbox', at: new Date() });
    return { key, accountId: record.id };
  } finally {
    await store.close();
  }
}

/** A bare Express route answering `file`'s JSON (bare-server.ts): the floor under any HTTP answer of that size. */
const startBare = (file: string) => startChild(root, {}, ['--import', 'tsx', 'scripts/bench/bare-server.ts', `@${file}`], 'stdout', /(http:\/\/\S+)/);

const startService = (location: string) => startChild(root, { FOLIO_SECRET: secret },
  ['build/cli/folio.js', 'serve', '--db', location, '--host', '127.0.0.1', '--port', '0', '--rate-limit', '0'], 'stderr', /listening on (http:\/\/\S+)/);

interface Answer { status: number; text: string; body: any }

interface Api {
  call(method: string, path: string, body?: unknown): Promise<Answer>;
}

/**
 * Requests over kept-alive sockets of node:http, timed to the last byte of the answer, as
 * autocannon and wrk time them; the body is parsed only when read. (undici's fetch and a
 * JSON.parse of every page took more of the benchmark's own CPU than the server took: R192.)
 */
function api(url: string, key: string): Api {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  return {
    async call(method, path, body) {
      for (let attempt = 1; ; attempt += 1) {
        let answer;
        try {
          answer = await once(method, path, body);
        } catch (error) {
          // A kept-alive connection that the server closed while idle (while a bare route was
          // starting, say) fails the next request before it is sent; a GET is safe to send again.
          if (method !== 'GET' || attempt === 3) throw error;
          continue;
        }
        // 408: the server gave up waiting for the body on a starved machine, so nothing was done; send it again.
        if (answer.status !== 408 || attempt === 3) return answer;
      }
    },
  };
  function once(method: string, path: string, body: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { Authorization: `Bearer ${key}`, ...(payload === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }) };
    return new Promise((resolve, reject) => {
      const request = httpRequest(`${url}${path}`, { method, agent, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => { text += chunk; });
        response.on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode!, text, get body() { return text ? JSON.parse(text) : null; } }));
      });
      request.on('error', reject);
      request.end(payload);
    });
  }
}

async function expectOk(result: Promise<Answer>, what: string) {
  const { status, body } = await result;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

// --- The self-check: the seeder's plans, made over HTTP by the real service, and replayed by the seeder.

async function selfCheck(engine: Dialect): Promise<string> {
  const plans: InvoicePlan[] = [];
  const customers = new Map<string, CustomerRecord>();
  const nothing: Writer = { write: async () => undefined, exec: async () => undefined, close: async () => undefined };
  // A small account from the seeder's own generator: every state, partial and full payments, credit notes.
  await seedAccount(nothing, {
    accountId: 'acct_x', invoices: 400, customers: 6, end: Date.now(), batch: 100, progress: () => undefined,
    onPlan: (plan) => { plans.push(plan); customers.set(plan.customer.id, plan.customer); },
  });
  const chosen = ['draft', 'open', 'partly paid', 'paid', 'credited', 'void'].map((kind) => plans.find((p) =>
    kind === 'draft' ? !p.sent : kind === 'void' ? p.voidedAt : kind === 'credited' ? p.credit
      : kind === 'paid' ? p.payments && !p.credit && p.payments[0]!.amount === undefined
        : kind === 'partly paid' ? p.payments?.[0]?.amount !== undefined : p.sent && !p.payments && !p.voidedAt)!);
  if (chosen.some((p) => !p)) throw new Error('self-check: the generator made no invoice of some kind');
  const made = await createDatabase(engine, 'made');
  const copy = await createDatabase(engine, 'copy');
  const { key, accountId } = await prepared(made, 'selfcheck');
  const service = await startService(made.location);
  const replayed: InvoicePlan[] = [];
  const customerIds = new Map<string, CustomerRecord>();
  try {
    const http = api(service.url, key);
    for (const plan of chosen) {
      let customer = customerIds.get(plan.customer.id);
      if (!customer) {
        const c = plan.customer;
        const body = await expectOk(http.call('POST', '/customers', { name: c.name, email: c.email, address: c.address, tax_id: c.taxId ?? undefined, locale: c.locale }), 'create customer');
        customer = { ...c, id: body.id, accountId, createdAt: body.created_at };
        customerIds.set(plan.customer.id, customer);
      }
      // Due a month from today: the service refuses a due date in the past.
      const dueDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const created = await expectOk(http.call('POST', '/invoices', { customer_id: customer.id, due_date: dueDate, lines: plan.lines }), 'create invoice');
      const again: InvoicePlan = { ...plan, id: created.id, customer, dueDate, createdAt: created.created_at, sent: undefined, payments: undefined, credit: undefined, voidedAt: undefined };
      if (plan.sent) {
        const sent = await expectOk(http.call('POST', `/invoices/${created.id}/send`, { delivery: 'none' }), 'send');
        again.sent = { at: sent.sent_at, number: sent.number };
      }
      for (const p of plan.payments ?? []) {
        const due = (await expectOk(http.call('GET', `/invoices/${created.id}`), 'get')).amount_due.amount as number;
        const paid = await expectOk(http.call('POST', `/invoices/${created.id}/payments`, { amount: { amount: p.amount ?? due, currency: 'EUR' }, method: p.method, reference: p.reference ?? undefined }), 'pay');
        (again.payments ??= []).push({ ...p, id: paid.id, at: paid.created_at });
      }
      if (plan.credit) {
        const note = await expectOk(http.call('POST', `/invoices/${created.id}/credit_notes`, { reason: plan.credit.reason, lines: plan.credit.lines }), 'credit');
        again.credit = { ...plan.credit, id: note.id, at: note.created_at, number: note.number };
      }
      if (plan.voidedAt) {
        await expectOk(http.call('DELETE', `/invoices/${created.id}`), 'void');
        const voided = await expectOk(http.call('GET', `/invoices/${created.id}`), 'get');
        again.voidedAt = voided.voided_at;
      }
      replayed.push(again);
    }
  } finally {
    service.child.kill();
  }
  try {
    // The seeder writes the same invoices, with the ids and instants the service gave, into an empty database.
    await prepared(copy, 'selfcheck');
    const writer = copy.writer();
    const account = (await made.rows('accounts'))[0]!;
    await writer.exec('DELETE FROM api_keys');
    await writer.exec('DELETE FROM accounts');
    await writer.write('accounts', [{ id: account.id, name: account.name, created_at: account.created_at instanceof Date ? account.created_at.toISOString() : account.created_at, invoice_prefix: account.invoice_prefix }]);
    await writer.write('customers', [...customerIds.values()].map(customerRow));
    const applied = replayed.map((plan) => applyPlan(accountId, plan));
    await writer.write('invoices', applied.map((a) => invoiceRow(a.invoice)));
    await writer.write('credit_notes', applied.flatMap((a) => (a.creditNote ? [creditNoteRow(a.creditNote)] : [])));
    await writer.close();
    const differences: string[] = [];
    for (const table of ['customers', 'invoices', 'credit_notes']) {
      const [service, seeded] = [await made.rows(table), await copy.rows(table)];
      if (service.length !== seeded.length) differences.push(`${table}: ${service.length} rows made by the service, ${seeded.length} by the seeder`);
      service.forEach((row, n) => {
        for (const [column, value] of Object.entries(row)) {
          // Rendered PDFs are listed on their owner once the document worker has made them; the seeder renders none.
          if (column === 'documents_json') continue;
          const [a, b] = [JSON.stringify(value), JSON.stringify(seeded[n]?.[column])];
          if (a !== b) differences.push(`${table}.${column} of ${String(row.id)}: service ${a}, seeder ${b}`);
        }
      });
    }
    if (differences.length > 0) throw new Error(`self-check failed: the seeder's rows differ from the service's:\n${differences.join('\n')}`);
    return `self-check: ${replayed.length} invoices (draft, open, partly paid, paid, credited, void) made by the service equal the seeder's rows in every column but documents_json`;
  } finally {
    await made.drop();
    await copy.drop();
  }
}

// --- Measuring.

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Timing { p50: number; p99: number }

/** Calls of each kind before any is timed: every process has compiled its hot paths by then. */
const WARM_UP = 200;

/**
 * Times `n` calls of each of `kinds` side by side: after WARM_UP calls of each, the i-th call of
 * every kind runs in turn, each round in another order, so that whatever else the machine does
 * (a collection, another process, the host) falls on all of them alike.
 */
async function timeSideBySide(n: number, kinds: Array<(i: number) => Promise<unknown>>): Promise<Timing[]> {
  for (let i = 0; i < WARM_UP; i += 1) for (const run of kinds) await run(i);
  const ms: number[][] = kinds.map(() => []);
  for (let i = 0; i < n; i += 1) {
    for (let k = 0; k < kinds.length; k += 1) {
      const kind = (i + k) % kinds.length;
      const started = performance.now();
      await kinds[kind]!(i);
      ms[kind]!.push(performance.now() - started);
    }
  }
  return ms.map((list) => {
    list.sort((a, b) => a - b);
    return { p50: percentile(list, 50), p99: percentile(list, 99) };
  });
}

/** Runs `each` for 0..count-1 with `concurrency` at once; answers per second. */
async function throughput(count: number, concurrency: number, each: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) await each(next++);
  }));
  return count / ((performance.now() - started) / 1000);
}

interface Raw { all(text: string, values: unknown[]): Promise<unknown[]>; close(): Promise<void> }

async function rawClient(engine: Dialect, location: string): Promise<Raw> {
  if (engine === 'sqlite') {
    const db = new Database(location, { readonly: true });
    const cache = new Map<string, Database.Statement>();
    return {
      async all(text, values) {
        let statement = cache.get(text);
        if (!statement) cache.set(text, (statement = db.prepare(text)));
        return statement.all(...values);
      },
      async close() { db.close(); },
    };
  }
  const client = new pg.Client({ connectionString: location });
  await client.connect();
  return { all: async (text, values) => (await client.query(text, values)).rows, close: () => client.end() };
}

const progressBar = (label: string, done: number, total: number, started: number) => {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const seconds = (Date.now() - started) / 1000;
  process.stderr.write(`\r${label.padEnd(18)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} ${seconds.toFixed(0)} s${done === total ? '\n' : ''}`);
};

const month = 30 * 86_400_000;

async function benchEngine(engine: Dialect) {
  const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
  say(`\n== ${engine}: ${invoiceCount.toLocaleString('en-US')} invoices, ${customerCount.toLocaleString('en-US')} customers (load average ${load()})`);
  const check = await selfCheck(engine);
  say(check);

  const db = await createDatabase(engine, 'big');
  const { key, accountId } = await prepared(db, 'scale');
  const writer = db.writer();
  const end = Date.now() - 3_600_000;
  const seedStarted = Date.now();
  const phases = new Map<string, number>();
  const seeded = await seedAccount(writer, {
    accountId, invoices: invoiceCount, customers: customerCount, end, batch: engine === 'sqlite' ? 20_000 : 5_000,
    progress: (table, done, total) => {
      if (!phases.has(table)) phases.set(table, Date.now());
      progressBar(table, done, total, phases.get(table)!);
    },
  });
  const analyzeStarted = Date.now();
  await writer.exec(engine === 'sqlite' ? 'ANALYZE' : 'VACUUM ANALYZE');
  await writer.close();
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  say(`seeded in ${seedSeconds.toFixed(0)} s (ANALYZE ${((Date.now() - analyzeStarted) / 1000).toFixed(0)} s): ${JSON.stringify(seeded.counts)}`);
  const size = await db.size();

  const service = await startService(db.location);
  const raw = await rawClient(engine, db.location);
  const http = api(service.url, key);
  const rows: Array<{ name: string; http: Timing; sql: Timing; bare: Timing }> = [];
  const loadBefore = load();
  try {
    const at = (i: number) => i * 7919;
    const nth = <T>(list: T[], i: number) => list[at(i) % list.length]!;
    const span = 3 * 365 * 86_400_000;
    const window = (i: number) => end - span + (at(i) % (span - month));
    const iso = (ms: number) => new Date(ms).toISOString();
    const day = (ms: number) => iso(ms).slice(0, 10);
    // Page 500 of the unfiltered list, 20 a page: reached by following next_cursor, as a client does.
    let cursor = '';
    let position = { createdAt: '', id: '' };
    for (let page = 1; page < 500; page += 1) {
      const body = (await http.call('GET', `/invoices?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).body;
      cursor = body.next_cursor;
      const last = body.data.at(-1);
      position = { createdAt: last.created_at, id: last.id };
    }
    type Query = [name: string, path: (i: number) => string, sql: (i: number) => { text: string; values: unknown[] }];
    const list = (query: (i: number) => Omit<InvoiceListQuery, 'limit'>) => (i: number) => invoiceListSql(engine, accountId, { limit: 20, ...query(i) });
    const p = (n: number) => (engine === 'sqlite' ? '?' : `$${n}`);
    const states = ['open,void', 'draft,open', 'paid,void'];
    const queries: Query[] = [
      ['get invoice', (i) => `/invoices/${nth(seeded.invoiceIds, i)}`, (i) => ({ text: `SELECT * FROM invoices WHERE id = ${p(1)} AND account_id = ${p(2)}`, values: [nth(seeded.invoiceIds, i), accountId] })],
      ['list, first page', () => '/invoices?limit=20', list(() => ({}))],
      ['list, status list', (i) => `/invoices?limit=20&status=${nth(states, i)}`, list((i) => ({ status: nth(states, i).split(',') as InvoiceListQuery['status'] }))],
      ['list, created range', (i) => `/invoices?limit=20&created[gte]=${iso(window(i))}&created[lt]=${iso(window(i) + month)}`,
        list((i) => ({ createdGte: iso(window(i)), createdLt: iso(window(i) + month) }))],
      ['list, due-date range', (i) => `/invoices?limit=20&due_date[gte]=${day(window(i))}&due_date[lt]=${day(window(i) + month)}`,
        list((i) => ({ dueDateGte: day(window(i)), dueDateLt: day(window(i) + month) }))],
      ['list, customer', (i) => `/invoices?limit=20&customer_id=${nth(seeded.customerIds, i)}`, list((i) => ({ customerId: nth(seeded.customerIds, i) }))],
      ['list, number', (i) => `/invoices?limit=20&number=${nth(seeded.numbers, i)}`, list((i) => ({ number: nth(seeded.numbers, i) }))],
      ['list, page 500', () => `/invoices?limit=20&cursor=${encodeURIComponent(cursor)}`, list(() => ({ after: position }))],
      ['list customers', () => '/customers?limit=20',
        () => ({ text: `SELECT * FROM customers WHERE account_id = ${p(1)} AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT ${p(2)}`, values: [accountId, 21] })],
    ];
    for (const [name, path, sql] of queries) {
      const first = await http.call('GET', path(0));
      if (first.status !== 200) throw new Error(`${name}: ${first.status} ${JSON.stringify(first.body)}`);
      const bodyFile = join(folder, 'bare.json');
      writeFileSync(bodyFile, first.text);
      const bareServer = await startBare(bodyFile);
      let httpTiming: Timing, sqlTiming: Timing, bare: Timing;
      try {
        const floor = api(bareServer.url, key);
        [httpTiming, sqlTiming, bare] = await timeSideBySide(samples, [
          async (i) => {
            const { status } = await http.call('GET', path(i));
            if (status !== 200) throw new Error(`${name}: ${status}`);
          },
          (i) => { const s = sql(i); return raw.all(s.text, s.values); },
          () => floor.call('GET', '/invoice'),
        ]) as [Timing, Timing, Timing];
      } finally {
        bareServer.child.kill();
      }
      rows.push({ name, http: httpTiming, sql: sqlTiming, bare });
      say(`${name}: HTTP p50 ${httpTiming.p50.toFixed(2)} p99 ${httpTiming.p99.toFixed(2)} ms, SQL p50 ${sqlTiming.p50.toFixed(2)} p99 ${sqlTiming.p99.toFixed(2)} ms, bare Express p50 ${bare.p50.toFixed(2)} p99 ${bare.p99.toFixed(2)} ms`);
    }
  } finally {
    await raw.close();
  }
  const loadAfterReads = load();

  // Writes: send, pay and credit on this database and on an empty one, `writes` invoices each, 4 at a time.
  const writeRates = async (url: string, key: string, customerId: string) => {
    const h = api(url, key);
    const ids: string[] = [];
    const due = new Date(Date.now() + month).toISOString().slice(0, 10);
    await throughput(writes, 4, async () => {
      ids.push((await expectOk(h.call('POST', '/invoices', { customer_id: customerId, due_date: due, lines: [{ description: 'Consulting', quantity: 2, unit_price: { amount: 1500, currency: 'EUR' }, tax_rate: 19 }] }), 'create')).id);
    });
    return {
      send: await throughput(writes, 4, (i) => expectOk(h.call('POST', `/invoices/${ids[i]}/send`, { delivery: 'none' }), 'send')),
      pay: await throughput(writes, 4, (i) => expectOk(h.call('POST', `/invoices/${ids[i]}/pay`, {}), 'pay')),
      credit: await throughput(writes, 4, (i) => expectOk(h.call('POST', `/invoices/${ids[i]}/credit_notes`, {
        reason: 'order_change', lines: [{ description: 'Consulting', quantity: 1, unit_price: { amount: 1500, currency: 'EUR' }, tax_rate: 19 }],
      }), 'credit')),
    };
  };
  let big;
  try {
    big = await writeRates(service.url, key, seeded.customerIds[0]!);
  } finally {
    service.child.kill();
  }
  const empty = await createDatabase(engine, 'empty');
  let small;
  try {
    const emptyKey = await prepared(empty, 'scale');
    const emptyService = await startService(empty.location);
    try {
      const customer = await expectOk(api(emptyService.url, emptyKey.key).call('POST', '/customers', { name: 'Ada Ltd', email: 'ap@ada.example', address: { line1: '1 Road', city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' } }), 'customer');
      small = await writeRates(emptyService.url, emptyKey.key, customer.id);
    } finally {
      emptyService.child.kill();
    }
  } finally {
    await empty.drop();
  }
  await db.drop();

  const table = [
    `| ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${invoiceCount.toLocaleString('en-US')} invoices | HTTP p50 | HTTP p99 | SQL p50 | SQL p99 | p99 HTTP / SQL | bare Express, same bytes, p50 | p99 |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${r.http.p50.toFixed(2)} ms | ${r.http.p99.toFixed(2)} ms | ${r.sql.p50.toFixed(2)} ms | ${r.sql.p99.toFixed(2)} ms | ${(r.http.p99 / r.sql.p99).toFixed(1)}x | ${r.bare.p50.toFixed(2)} ms | ${r.bare.p99.toFixed(2)} ms |`),
    '',
    `| writes, ${writes} each, 4 at a time | ${invoiceCount.toLocaleString('en-US')} invoices | empty database |`,
    '|---|---:|---:|',
    ...(['send', 'pay', 'credit'] as const).map((w) => `| ${w} | ${big![w].toFixed(0)}/s | ${small![w].toFixed(0)}/s |`),
    '',
    `database size: ${(size / 1024 / 1024).toFixed(0)} MiB (${(size / invoiceCount).toFixed(0)} bytes per invoice); seeded in ${seedSeconds.toFixed(0)} s;`
      + ` load average (1, 5, 15 min) ${loadBefore} before the reads, ${loadAfterReads} after; ${os.cpus().length} cores; ${samples} samples per query`,
  ].join('\n');
  process.stdout.write(`\n${check}\n\n${table}\n`);
  mkdirSync(join(root, 'results'), { recursive: true });
  writeFileSync(join(root, `results/scale-${engine}${invoiceCount === 1_000_000 ? '' : `-${invoiceCount}`}.json`), `${JSON.stringify({
    engine, invoices: invoiceCount, customers: customerCount, samples, writes, counts: seeded.counts, seedSeconds, sizeBytes: size,
    loadAverage: { beforeReads: loadBefore, afterReads: loadAfterReads }, cores: os.cpus().length, reads: rows, writeRates: { atSize: big, empty: small },
    at: new Date().toISOString(),
  }, null, 2)}\n`);
}

const children: ChildProcess[] = [];
try {
  for (const engine of engines) await benchEngine(engine);
} finally {
  for (const child of children) child.kill();
  rmSync(folder, { recursive: true, force: true });
}
