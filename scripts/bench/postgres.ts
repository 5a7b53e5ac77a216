// The PostgreSQL part of `npm run bench:server` (D16): GET an invoice and create invoices
// (without and with an Idempotency-Key) against one and two compiled server processes on
// one PostgreSQL database, beside one process on SQLite, measured back to back. The
// database is a throwaway schema in FOLIO_BENCH_DATABASE_URL (or FOLIO_TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import pg from 'pg';
import { issueApiKey } from '../../server/auth/issue-key.js';
import { openStore } from '../../server/store/open.js';
import { customerDefaults, draftDefaults } from '../../server/domain/records.js';

export interface BenchRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
}

export interface PostgresBenchDeps {
  /** Warms up, then measures one request shape; `url` may list several servers, which share the connections. */
  load(name: string, url: string | string[], options?: Partial<autocannon.Options>): Promise<BenchRow>;
  /** Starts `folio serve` on a database (file or URL) and resolves with its base URL. */
  startService(database: string): Promise<{ url: string; child: ChildProcess }>;
  /** A folder for the SQLite file of the comparison. */
  dir: string;
}

/** The database the benchmark may create a schema in, if any. */
export function benchDatabaseUrl(): string | undefined {
  return process.env.FOLIO_BENCH_DATABASE_URL || process.env.FOLIO_TEST_DATABASE_URL || undefined;
}

/** An account with a key, a customer and one invoice, written through the store. */
export async function seed(database: string) {
  const store = await openStore(database, 'sandbox');
  try {
    const { key, account } = await issueApiKey(store, { account: 'bench', environment: 'sandbox', at: new Date() });
    const customerId = 'cus_benchcustomer000000';
    const now = new Date().toISOString();
    await store.transact((tx) => tx.insertCustomer({ id: customerId, accountId: account.id, name: 'Bench Ltd', email: 'ap@bench.example',
      address: { line1: '1 Road', line2: null, city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' }, taxId: null, ...customerDefaults, createdAt: now }));
    const lines = [{ description: 'Consulting', quantity: 1, unit_price: { amount: 1000, currency: 'EUR' as const } }];
    const invoiceId = 'inv_benchinvoice00000000';
    await store.transact((tx) => tx.insertInvoice({ id: invoiceId, accountId: account.id, customerId, number: null, status: 'draft', lines, currency: 'EUR', subtotal: 1000,
      tax: 0, total: 1000, amountCredited: 0, dueDate: '2030-01-01', notes: null, metadata: {}, ...draftDefaults, createdAt: now, updatedAt: now }));
    return { key, customerId, invoiceId };
  } finally {
    await store.close();
  }
}

/** GET, create and idempotent create against the servers at `urls` (one database), named with `label`. */
async function measure(deps: PostgresBenchDeps, label: string, urls: string[], seeded: Awaited<ReturnType<typeof seed>>): Promise<BenchRow[]> {
  const headers = { Authorization: `Bearer ${seeded.key}`, 'Content-Type': 'application/json' };
  const body = JSON.stringify({ customer_id: seeded.customerId, lines: [{ description: 'Consulting', quantity: 2, unit_price: { amount: 1500, currency: 'EUR' }, tax_rate: 19 }] });
  const at = (path: string) => urls.map((url) => `${url}${path}`);
  return [
    await deps.load(`${label}: GET /invoices/{id}`, at(`/invoices/${seeded.invoiceId}`), { headers }),
    await deps.load(`${label}: POST /invoices`, at('/invoices'), { method: 'POST', headers, body }),
    await deps.load(`${label}: POST /invoices + Idempotency-Key`, at('/invoices'), {
      method: 'POST', headers: { ...headers, 'Idempotency-Key': 'bench-[<id>]' }, body, idReplacement: true,
    }),
  ];
}

export async function benchPostgres(deps: PostgresBenchDeps, baseUrl: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const children: ChildProcess[] = [];
  const start = async (database: string) => {
    const service = await deps.startService(database);
    children.push(service.child);
    return service.url;
  };
  const stopAll = () => {
    for (const child of children.splice(0)) child.kill();
  };
  try {
    const sqlite = join(deps.dir, 'compare.db');
    const sqliteSeed = await seed(sqlite);
    rows.push(...await measure(deps, 'SQLite, 1 process', [await start(sqlite)], sqliteSeed));
    stopAll();

    const schema = `folio_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    try {
      const url = new URL(baseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const database = url.toString();
      const pgSeed = await seed(database);
      rows.push(...await measure(deps, 'PostgreSQL, 1 process', [await start(database)], pgSeed));
      stopAll();
      rows.push(...await measure(deps, 'PostgreSQL, 2 processes', await Promise.all([start(database), start(database)]), pgSeed));
      stopAll();
    } finally {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  } finally {
    stopAll();
  }
  return rows;
}
