// A fresh invoicing service for one test: an in-memory database, a fixed clock that only
// moves when the test moves it, two accounts with sandbox keys, and request helpers.
// FOLIO_TEST_ENGINE=postgres runs the same suites on an empty, migrated PostgreSQL schema per
// service instead (in FOLIO_TEST_DATABASE_URL), emptied after each test for the next one. The
// services of one test file share one PDF pool, closed after the file, so no test leaves a
// thread behind.
import { createServer } from 'node:http';
import { Worker } from 'node:worker_threads';
import { pino } from 'pino';
import request from 'supertest';
import type { Express } from 'express';
import { createApp } from '../../server/app.js';
import type { AppDeps } from '../../server/app-deps.js';
import { issueApiKey } from '../../server/auth/issue-key.js';
import type { AppConfig, Environment } from '../../server/config.js';
import { openStore } from '../../server/store/open.js';
import { createDocumentRenderer, type DocumentRenderer } from '../../server/documents/document-renderer.js';
import type { Store } from '../../server/store/store.js';
import type { Resolver } from '../../server/webhooks/url-policy.js';
import type { components } from '../../generated/invoicing.js';
import { migratedTestSchema, type TestSchema } from './postgres.js';

export type Invoice = components['schemas']['Invoice'];
export type Customer = components['schemas']['Customer'];

export const startTime = '2026-11-21T10:00:00.000Z';

/** The tables a snapshot holds: every table of the service's data. */
const DATA_TABLES = ['accounts', 'api_keys', 'customers', 'invoices', 'credit_notes', 'number_sequences', 'idempotent_responses', 'outbox', 'events',
  'webhook_endpoints', 'webhook_deliveries', 'documents'];

/** Where tests pretend the server is reached; pdf_url links start with it. */
export const publicUrl = { sandbox: 'https://sandbox.folio.example/v2', production: 'https://api.folio.example/v2' } as const;

export interface TestClock {
  (): Date;
  advance(ms: number): void;
  set(iso: string): void;
}

export function fixedClock(iso = startTime): TestClock {
  let now = new Date(iso).getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => { now += ms; };
  clock.set = (value) => { now = new Date(value).getTime(); };
  return clock;
}

export interface TestService {
  app: Express;
  store: Store;
  clock: TestClock;
  /** A sandbox key of account "alice" and one of account "bob". */
  alice: string;
  bob: string;
  config: AppConfig;
  /** The test file's PDF pool, for contexts a test builds itself (the mail worker's). */
  documents: DocumentRenderer;
  as(key: string): {
    get(path: string): request.Test;
    post(path: string, body?: unknown): request.Test;
    patch(path: string, body?: unknown): request.Test;
    delete(path: string): request.Test;
  };
  /** Creates a customer for the key's account through the API. */
  customer(key: string, overrides?: Partial<components['schemas']['CustomerCreate']>): Promise<Customer>;
  /** Creates a draft invoice through the API. */
  invoice(key: string, body?: Partial<components['schemas']['InvoiceCreate']>): Promise<Invoice>;
  /**
   * Every row of the data tables, to prove that a rejected request changed nothing. On SQLite,
   * while no row has been written since the last snapshot, that same snapshot is returned
   * (the fuzzers take two per request), and a new one is read from a copy of the database at
   * its first use: read it, never change it.
   */
  snapshot(): Record<string, unknown[]>;
  /** Rows of one table, for assertions on what a request wrote. */
  rows(table: string): Record<string, unknown>[];
}

export const address = { line1: '1 Rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' };

export function line(amount = 1000, extra: Record<string, unknown> = {}) {
  return { description: 'Consulting', quantity: 1, unit_price: { amount, currency: 'EUR' as const }, ...extra };
}

/** The engine the HTTP suites run on: SQLite unless FOLIO_TEST_ENGINE=postgres. */
export const testEngine = process.env.FOLIO_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/** What a service holds, its listening socket and its PostgreSQL schema: a test's own let go after it, a whole file's (made in beforeAll) after the file. */
type Cleanup = () => Promise<void>;
const cleanups = { test: [] as Cleanup[], file: [] as Cleanup[] };
const runAll = async (list: Cleanup[]) => {
  for (const cleanup of list.splice(0)) await cleanup();
};
/**
 * Whether a test is running (its beforeEach hooks, its body, its afterEach hooks) rather than a
 * beforeAll or afterAll hook: expect's currentTestName still names the last test that ran while
 * a later describe block's beforeAll runs, which let a service made there go after its block's
 * first test (its PostgreSQL schema emptied under the tests that followed).
 */
let inTest = false;
beforeEach(() => {
  inTest = true;
});
afterEach(async () => {
  await runAll(cleanups.test);
  inTest = false;
});
afterAll(() => runAll(cleanups.file));

let documents: DocumentRenderer | undefined;
afterAll(async () => {
  await documents?.close();
  documents = undefined;
});

/** The test file's PDF pool, started on first use. */
export function testDocuments(): DocumentRenderer {
  documents ??= createDocumentRenderer({ threads: 1 });
  return documents;
}

type Tables = Record<string, Record<string, unknown>[]>;

interface TableReader {
  read: (tables: string[]) => Tables;
  /** SQLite's count of rows its connection has inserted, changed or deleted (total_changes()), rolled back or not; none on PostgreSQL. */
  writes?: () => number;
  /**
   * On SQLite, the rows of `tables` as they are now, read when first asked: a copy of the
   * database's pages is taken now (sqlite3_serialize; 229,376 bytes at most in a run of the
   * contract fuzzer at FUZZ_SCALE=0.5) and read at the first access. The fuzzers take a snapshot before every request and compare it
   * only after a rejected one that wrote and rolled back.
   */
  later?: (tables: string[]) => Tables;
  close(): Promise<void>;
}

/** An object with a property for each of `tables`, whose rows `load` gives at the first access to any of them. */
function lazyTables(tables: string[], load: () => Tables): Tables {
  let loaded: Tables | undefined;
  return Object.defineProperties({}, Object.fromEntries(tables.map((table) => [table, { enumerable: true, get: () => (loaded ??= load())[table] }])));
}

/** Reads whole tables, synchronously, in the row shape the tests expect on either engine. */
function tableReader(store: Store, schema: TestSchema | undefined): TableReader {
  if (!schema) {
    const db = (store as unknown as { database: import('better-sqlite3').Database }).database;
    // Prepared once per table: a test may read a table after each of many requests.
    const statements = new Map<string, import('better-sqlite3').Statement>();
    const statement = (table: string) => {
      let prepared = statements.get(table);
      if (!prepared) {
        prepared = db.prepare(`SELECT * FROM ${table} ORDER BY rowid`);
        statements.set(table, prepared);
      }
      return prepared;
    };
    const totalChanges = db.prepare('SELECT total_changes()').pluck();
    const readFrom = (database: import('better-sqlite3').Database, tables: string[]): Tables => Object.fromEntries(tables.map((t) => [
      t, (database === db ? statement(t) : database.prepare(`SELECT * FROM ${t} ORDER BY rowid`)).all() as Record<string, unknown>[],
    ]));
    return {
      read: (tables) => readFrom(db, tables),
      writes: () => totalChanges.get() as number,
      later(tables) {
        const image = db.serialize();
        return lazyTables(tables, () => {
          const copy = new (db.constructor as typeof import('better-sqlite3'))(image);
          try {
            return readFrom(copy, tables);
          } finally {
            copy.close();
          }
        });
      },
      close: async () => undefined,
    };
  }
  // PostgreSQL answers asynchronously: the file's worker thread queries while this thread waits on shared memory.
  return {
    read(tables) {
      const reader = rowsWorker();
      Atomics.store(reader.state, 0, 0);
      reader.worker.postMessage({ url: schema.url, tables });
      if (Atomics.wait(reader.state, 0, 0, 30_000) === 'timed-out') throw new Error('reading rows from PostgreSQL timed out');
      const text = Buffer.from(reader.data.subarray(0, Atomics.load(reader.state, 1))).toString('utf8');
      if (Atomics.load(reader.state, 0) === 2) throw new Error(`reading rows from PostgreSQL failed: ${text}`);
      return JSON.parse(text);
    },
    close: async () => {
      rowsReader?.worker.postMessage({ url: schema.url, close: true });
    },
  };
}

/**
 * The test file's reader of PostgreSQL rows (postgres-rows-worker.mjs): one worker thread, started
 * at the file's first read, with a connection per schema that it opens at the schema's first
 * read. A worker per service cost each test that read its rows about 160 ms to start it.
 */
let rowsReader: { worker: Worker; state: Int32Array; data: Uint8Array } | undefined;
function rowsWorker(): NonNullable<typeof rowsReader> {
  if (!rowsReader) {
    const state = new Int32Array(new SharedArrayBuffer(8));
    const data = new Uint8Array(new SharedArrayBuffer(16 * 1024 * 1024));
    const worker = new Worker(new URL('./postgres-rows-worker.mjs', import.meta.url), { workerData: { state, data } });
    worker.unref();
    rowsReader = { worker, state, data };
  }
  return rowsReader;
}
afterAll(async () => {
  await rowsReader?.worker.terminate();
  rowsReader = undefined;
});

export interface ServiceOptions {
  environment?: Environment;
  rateLimit?: number;
  /** Resolves webhook hosts for the URL checks of D31, instead of the system's DNS. */
  resolveHost?: Resolver;
  /** How long a request body may take to arrive (the service's default otherwise). */
  bodyReadTimeoutMs?: number;
  /** Runs on SQLite whatever FOLIO_TEST_ENGINE says, for a suite about SQLite itself. */
  sqlite?: boolean;
  /** Replaces what the app is built from, to inject failures: gets the real store and clock. */
  inject?: (deps: AppDeps) => AppDeps;
}

export async function startService(options: ServiceOptions = {}): Promise<TestService> {
  const environment = options.environment ?? 'sandbox';
  const schema = testEngine === 'postgres' && !options.sqlite ? await migratedTestSchema('http') : undefined;
  const store = await openStore(schema?.url ?? ':memory:', environment);

  const clock = fixedClock();
  const config: AppConfig = {
    environment, version: '0.0.0-test', region: 'test-1', secret: 'test-secret', validateResponses: true, outboxBacklogLimit: 5,
    publicUrl: publicUrl[environment], rateLimit: options.rateLimit ?? 0,
  };
  const deps: AppDeps = { store, clock, config, logger: pino({ level: 'silent' }), documents: testDocuments(), bodyReadTimeoutMs: options.bodyReadTimeoutMs, resolveHost: options.resolveHost };
  const app = createApp(options.inject ? options.inject(deps) : deps);
  const alice = (await issueApiKey(store, { account: 'alice', environment, at: clock() })).key;
  const bob = (await issueApiKey(store, { account: 'bob', environment, at: clock() })).key;
  const { read, writes, later, close } = tableReader(store, schema);
  let lastSnapshot: { writes: number; tables: Record<string, unknown[]> } | undefined;
  // One socket listening for the service's requests: given an app, supertest would listen and
  // close a server of its own for each request. Once it is closed, a request (from a later hook)
  // gets supertest's own server again.
  const server = createServer(app).listen(0);
  server.unref();
  server.on('connection', (socket) => socket.unref());
  (inTest ? cleanups.test : cleanups.file).push(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    if (schema) {
      await close();
      await store.close().catch(() => undefined);
      await schema.drop();
    }
  });

  const as: TestService['as'] = (key) => ({
    get: (path) => request(server).get(`/v2${path}`).set('Authorization', `Bearer ${key}`),
    post: (path, body) => {
      const req = request(server).post(`/v2${path}`).set('Authorization', `Bearer ${key}`);
      return body === undefined ? req : req.send(body as object);
    },
    patch: (path, body) => request(server).patch(`/v2${path}`).set('Authorization', `Bearer ${key}`).send(body as object),
    delete: (path) => request(server).delete(`/v2${path}`).set('Authorization', `Bearer ${key}`),
  });

  const service: TestService = {
    app, store, clock, alice, bob, config, as, documents: deps.documents,
    async customer(key, overrides = {}) {
      const res = await as(key).post('/customers', { name: 'Ada Lovelace', email: 'ada@example.com', address, ...overrides });
      if (res.status !== 201) throw new Error(`customer create failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as Customer;
    },
    async invoice(key, body = {}) {
      const customerId = body.customer_id ?? (await service.customer(key)).id;
      const res = await as(key).post('/invoices', { customer_id: customerId, lines: [line()], ...body });
      if (res.status !== 201) throw new Error(`invoice create failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as Invoice;
    },
    rows(table) {
      return read([table])[table]!;
    },
    snapshot() {
      const count = writes?.();
      if (count !== undefined && lastSnapshot?.writes === count) return lastSnapshot.tables;
      const tables = (later ?? read)(DATA_TABLES);
      if (count !== undefined) lastSnapshot = { writes: count, tables };
      return tables;
    },
  };
  return service;
}
