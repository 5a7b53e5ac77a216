// Keyset pagination on PostgreSQL stays index-backed (D10): with enough rows for the planner
// to choose freely, the exact statements listInvoices runs read the matching index in order
// and stop after one page, with no Seq Scan and no Sort, at the first page and deep down.
import { invoiceListStatement, type Statement } from '../../server/store/postgres/postgres-listing.js';
import { openStore } from '../../server/store/open.js';
import type { Store } from '../../server/store/store.js';
import { createTestSchema, type TestSchema } from '../helpers/postgres.js';

let schema: TestSchema;
let store: Store;
let account: string;
const rows = 60_000;

beforeAll(async () => {
  schema = await createTestSchema('plan');
  store = await openStore(schema.url, 'sandbox');
  account = (await store.ensureAccount('planner', '2026-01-01T00:00:00.000Z')).id;
  const other = (await store.ensureAccount('neighbour', '2026-01-01T00:00:00.000Z')).id;
  const address = JSON.stringify({ line1: '1 Road', line2: null, city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' });
  await schema.query(`INSERT INTO customers (id, account_id, name, email, address_json, created_at) VALUES
    ('cus_0', $1, 'Zero', 'a@x.example', $3, now()), ('cus_1', $1, 'One', 'b@x.example', $3, now()), ('cus_n', $2, 'N', 'c@x.example', $3, now())`,
  [account, other, address]);
  // Half the rows are the account's, spread over four states and two customers; half a neighbour's.
  await schema.query(`INSERT INTO invoices (id, account_id, customer_id, status, currency, subtotal, tax, total, lines_json, due_date,
      notes, metadata_json, created_at, updated_at)
    SELECT 'inv_' || lpad(g::text, 10, '0'), CASE WHEN g % 2 = 0 THEN $1 ELSE $2 END,
      CASE WHEN g % 2 = 1 THEN 'cus_n' WHEN g % 4 = 0 THEN 'cus_0' ELSE 'cus_1' END,
      (ARRAY['draft', 'open', 'paid', 'void'])[1 + (g / 2) % 4], 'EUR', 1000, 0, 1000, '[]', '2027-01-01', NULL, '{}',
      timestamptz '2026-01-01' + g * interval '1 second', timestamptz '2026-01-01' + g * interval '1 second'
    FROM generate_series(1, $3::int) AS g`, [account, other, rows]);
  await schema.query('ANALYZE');
}, 60_000);

afterAll(async () => {
  await store?.close();
  await schema?.drop();
});

async function plan(statement: Statement): Promise<string> {
  const lines = await schema.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement.text}`, statement.values);
  return lines.map((line) => line['QUERY PLAN']).join('\n');
}

/** A position deep in the account's list: about 90% of the way down. */
const deep = { createdAt: new Date(Date.parse('2026-01-01T00:00:00Z') + rows * 100).toISOString(), id: `inv_${String(rows / 10).padStart(10, '0')}` };

test.each([
  ['the first page', 'invoices_by_account', {}],
  ['a page deep down the list', 'invoices_by_account', { after: deep }],
  ['a page filtered by status', 'invoices_by_status', { status: ['open' as const], after: deep }],
  ['a page filtered by customer', 'invoices_by_customer', { customerId: 'cus_1', after: deep }],
])('%s is an Index Scan using %s, with no Seq Scan and no Sort', async (_name, index, query) => {
  const text = await plan(invoiceListStatement(account, { limit: 20, ...query }));
  expect(text).toMatch(new RegExp(`^Limit .*\\n\\s+->  Index Scan using ${index} on invoices `));
  expect(text).not.toMatch(/Seq Scan|Sort/);
  if ('after' in query) expect(text).toMatch(/Index Cond: .*\(ROW\(created_at, id\) < ROW\(/);
});

test('the deep page reads one page of index entries, not the rows before it', async () => {
  const statement = invoiceListStatement(account, { limit: 20, after: deep });
  const [analyzed] = await schema.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`, statement.values);
  const [{ Plan: limit }] = analyzed!['QUERY PLAN'] as Array<{ Plan: { 'Actual Rows': number; Plans: Array<{ 'Node Type': string; 'Actual Rows': number }> } }>;
  expect(limit.Plans[0]).toMatchObject({ 'Node Type': 'Index Scan', 'Actual Rows': 21 });
  const page = await store.listInvoices(account, { limit: 20, after: deep });
  expect(page.items).toHaveLength(20);
  expect(page.items[0]!.createdAt < deep.createdAt).toBe(true);
});
