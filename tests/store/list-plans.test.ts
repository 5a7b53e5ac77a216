// Every filter of the invoice list reads an index, never the whole table (D55, R168), on both
// engines: the exact statement listInvoices runs (server/store/invoice-list.ts) is EXPLAINed on a
// small analyzed database, first page and deep down, and the page the store answers is the one the
// plain SQL of that filter gives.
import Database from 'better-sqlite3';
import { dueDays, invoiceListSql, type Dialect, type Statement } from '../../server/store/invoice-list.js';
import type { InvoiceListQuery, Store } from '../../server/store/store.js';
import { openStore } from '../../server/store/open.js';
import { engines, type EngineName } from '../helpers/engines.js';
import { createTestDatabase, type TestDatabase } from '../helpers/engines.js';
import { createTestSchema, type TestSchema } from '../helpers/postgres.js';

const rows = 40_000;
const account = 'acct_plans';

/** Rows over 400 days, in four states, over 500 customers, half of them sent with a number; a neighbour's account beside. */
const seedSql = (dialect: Dialect) => {
  const series = dialect === 'postgres' ? `generate_series(1, ${rows}) AS s(g)` : `(WITH RECURSIVE s(g) AS (SELECT 1 UNION ALL SELECT g + 1 FROM s WHERE g < ${rows}) SELECT g FROM s)`;
  const instant = dialect === 'postgres'
    ? `timestamptz '2025-01-01' + g * interval '864 seconds'`
    : `strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || (g * 864) || ' seconds')`;
  const due = dialect === 'postgres' ? `(date '2025-01-31' + (g / 100))` : `date('2025-01-31', '+' || (g / 100) || ' days')`;
  const states = dialect === 'postgres' ? `(ARRAY['draft', 'open', 'paid', 'void'])[1 + g % 4]` : `CASE g % 4 WHEN 0 THEN 'draft' WHEN 1 THEN 'open' WHEN 2 THEN 'paid' ELSE 'void' END`;
  const pad = dialect === 'postgres' ? `lpad(g::text, 8, '0')` : `substr('0000000' || g, -8)`;
  return [
    `INSERT INTO accounts (id, name, created_at) VALUES ('${account}', 'plans', '2025-01-01T00:00:00.000Z'), ('acct_other', 'other', '2025-01-01T00:00:00.000Z')`,
    `INSERT INTO customers (id, account_id, name, email, address_json, created_at)
      SELECT 'cus_' || ${pad}, CASE WHEN g % 10 = 0 THEN 'acct_other' ELSE '${account}' END, 'C', 'c@x.example', '{}', ${instant} FROM ${series} WHERE g <= 500`,
    `INSERT INTO invoices (id, account_id, customer_id, status, currency, subtotal, tax, total, lines_json, due_date, metadata_json, created_at, updated_at, number)
      SELECT 'inv_' || ${pad}, CASE WHEN g % 10 = 0 THEN 'acct_other' ELSE '${account}' END, 'cus_' || ${dialect === 'postgres' ? `lpad((1 + g % 500)::text, 8, '0')` : `substr('0000000' || (1 + g % 500), -8)`},
        ${states}, 'EUR', 100, 0, 100, '[]', ${due}, '{}', ${instant}, ${instant}, CASE WHEN g % 2 = 1 THEN 'INV-' || g END
      FROM ${series}`,
  ];
};

interface Engine {
  explain(statement: Statement): Promise<string>;
  all(text: string, values: unknown[]): Promise<string[]>;
  store: Store;
  close(): Promise<void>;
}

async function open(engine: EngineName): Promise<Engine> {
  if (engine === 'postgres') {
    const schema: TestSchema = await createTestSchema('plans');
    const store = await openStore(schema.url, 'sandbox');
    for (const statement of seedSql('postgres')) await schema.query(statement);
    await schema.query('VACUUM ANALYZE invoices');
    await schema.query('ANALYZE customers');
    return {
      store,
      explain: async ({ text, values }) => (await schema.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values)).map((l) => l['QUERY PLAN']).join('\n'),
      all: async (text, values) => (await schema.query<{ id: string }>(text, values)).map((r) => r.id),
      close: async () => { await store.close(); await schema.drop(); },
    };
  }
  const database: TestDatabase = await createTestDatabase('sqlite');
  const store = await database.open();
  const db = new Database(database.location);
  db.transaction(() => { for (const statement of seedSql('sqlite')) db.prepare(statement).run(); })();
  db.prepare('ANALYZE').run();
  return {
    store,
    explain: async ({ text, values }) => (db.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...values) as Array<{ detail: string }>).map((r) => r.detail).join('\n'),
    all: async (text, values) => (db.prepare(text).all(...values) as Array<{ id: string }>).map((r) => r.id),
    close: async () => { db.close(); await database.drop(); },
  };
}

/** A position about 80% of the way down the account's list. */
const deep = { createdAt: '2025-03-01T00:00:00.000Z', id: 'inv_00005000' };

/** Each filter of D42 with the plain SQL that says which rows it takes (placeholders: ? on SQLite, $n on PostgreSQL, numbered by `p`). */
const filters: Array<[string, Omit<InvoiceListQuery, 'limit'>, (p: (n: number) => string) => string, unknown[]]> = [
  ['no filter', {}, () => 'TRUE', []],
  ['one state', { status: ['open'] }, (p) => `status = ${p(2)}`, ['open']],
  ['a list of states', { status: ['draft', 'void'] }, (p) => `status IN (${p(2)}, ${p(3)})`, ['draft', 'void']],
  ['a creation range', { createdGte: '2025-01-20T00:00:00.000Z', createdLt: '2025-02-20T00:00:00.000Z' },
    (p) => `created_at >= ${p(2)} AND created_at < ${p(3)}`, ['2025-01-20T00:00:00.000Z', '2025-02-20T00:00:00.000Z']],
  ['a due-date range', { dueDateGte: '2025-03-01', dueDateLt: '2025-03-15' }, (p) => `due_date >= ${p(2)} AND due_date < ${p(3)}`, ['2025-03-01', '2025-03-15']],
  ['a due-date range and a creation range', { dueDateGte: '2025-02-01', dueDateLt: '2025-02-20', createdGte: '2025-01-10T00:00:00.000Z' },
    (p) => `due_date >= ${p(2)} AND due_date < ${p(3)} AND created_at >= ${p(4)}`, ['2025-02-01', '2025-02-20', '2025-01-10T00:00:00.000Z']],
  ['a due date before a day', { dueDateLt: '2025-03-15' }, (p) => `due_date < ${p(2)}`, ['2025-03-15']],
  ['a due-date range of more than a year', { dueDateGte: '2025-01-01', dueDateLt: '2026-02-01' }, (p) => `due_date >= ${p(2)} AND due_date < ${p(3)}`, ['2025-01-01', '2026-02-01']],
  ['a customer', { customerId: 'cus_00000007' }, (p) => `customer_id = ${p(2)}`, ['cus_00000007']],
  ['a number', { number: 'INV-4001' }, (p) => `number = ${p(2)}`, ['INV-4001']],
];

describe.each(engines)('%s: invoice list plans', (engine) => {
  const dialect: Dialect = engine;
  let db: Engine;

  beforeAll(async () => {
    db = await open(engine);
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  describe.each([['the first page', undefined], ['a page deep down', deep]] as const)('%s', (_where, after) => {
    test.each(filters)('%s reads an index, not the whole table, and gives the rows of the plain query', async (_name, filter, condition, values) => {
      const query: InvoiceListQuery = { limit: 20, ...filter, ...(after ? { after } : {}) };
      const statement = invoiceListSql(dialect, account, query);
      const plan = await db.explain(statement);
      if (engine === 'postgres') {
        expect(plan).not.toMatch(/Seq Scan/);
        expect(plan).toMatch(/Index (Only )?Scan using invoices_/);
      } else {
        // A full scan is a SCAN of the table without an index; every line names one here.
        expect(plan).not.toMatch(/SCAN invoices(?! USING)/);
        expect(plan).toMatch(/(SEARCH|SCAN) invoices USING (COVERING )?INDEX invoices_/);
      }
      if (dueDays(query) !== undefined) {
        // Each day of the range is sought in invoices_by_due_date, never filtered out of a scan in
        // the list's order, which reads every invoice made since the range (R217).
        expect(plan).toMatch(engine === 'postgres' ? /using invoices_by_due_date .*\n\s*Index Cond: \(\(account_id = \S+\) AND \(due_date = d\.day\)/ : /SEARCH invoices USING COVERING INDEX invoices_by_due_date \(account_id=\? AND due_date=\?/);
        expect(plan).not.toMatch(/Filter: .*due_date/);
      }
      const p = (n: number) => (dialect === 'sqlite' ? '?' : `$${n}`);
      const args: unknown[] = [account, ...values];
      let sql = `SELECT id FROM invoices WHERE account_id = ${p(1)} AND ${condition(p)}`;
      if (after) sql += ` AND (created_at, id) < (${p(args.push(after.createdAt))}, ${p(args.push(after.id))})`;
      const expected = await db.all(`${sql} ORDER BY created_at DESC, id DESC LIMIT 21`, args);
      expect(expected.length).toBeGreaterThan(0);
      const page = await db.store.listInvoices(account, query);
      expect(page.items.map((i) => i.id)).toEqual(expected.slice(0, 20));
      expect(page.hasMore).toBe(expected.length > 20);
    });
  });
});
