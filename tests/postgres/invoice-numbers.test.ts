// Invoice numbers (D33) from two `folio serve` processes on one PostgreSQL database: 50 sends
// racing across both get the numbers INV-0001 to INV-0050, each once, with no gap.
import { issueApiKey } from '../../server/auth/issue-key.js';
import { openStore } from '../../server/store/open.js';
import { startChildServer, type ChildServer } from '../helpers/child-server.js';
import { createTestSchema, type TestSchema } from '../helpers/postgres.js';

let schema: TestSchema;
let servers: ChildServer[] = [];
let key: string;
const customerId = 'cus_numbers00000000000';

beforeAll(async () => {
  schema = await createTestSchema('numbers');
  const store = await openStore(schema.url, 'sandbox');
  const issued = await issueApiKey(store, { account: 'numbers', environment: 'sandbox', at: new Date() });
  key = issued.key;
  await store.insertCustomer({
    id: customerId, accountId: issued.account.id, name: 'Count Ltd', email: 'ap@count.example',
    address: { line1: '1 Road', line2: null, city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' }, taxId: null, createdAt: new Date().toISOString(),
  });
  await store.close();
  servers = await Promise.all([0, 1].map(() => startChildServer(schema.url)));
}, 60_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  await schema?.drop();
});

async function call(server: ChildServer, path: string, body?: unknown): Promise<{ status: number; body: { id: string; number: string | null } }> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() as { id: string; number: string | null } };
}

test('50 sends racing on two processes get the numbers INV-0001 to INV-0050, each once', async () => {
  const [a, b] = servers as [ChildServer, ChildServer];
  const drafts: string[] = [];
  for (let i = 0; i < 50; i += 1) {
    const created = await call(a, '/invoices', { customer_id: customerId, lines: [{ description: 'Work', quantity: 1, unit_price: { amount: 100 + i, currency: 'EUR' } }] });
    expect(created.status).toBe(201);
    drafts.push(created.body.id);
  }
  const sends = await Promise.all(drafts.map((id, i) => call(i % 2 ? a : b, `/invoices/${id}/send`)));
  expect(sends.map((res) => res.status)).toEqual(Array(50).fill(202));
  const expected = Array.from({ length: 50 }, (_, i) => `INV-${String(i + 1).padStart(4, '0')}`);
  expect(sends.map((res) => res.body.number).sort()).toEqual(expected);
  const stored = await schema.query<{ number: string }>('SELECT number FROM invoices ORDER BY number');
  expect(stored.map((row) => row.number)).toEqual(expected);
  expect(await schema.query('SELECT last_value FROM number_sequences')).toEqual([{ last_value: '50' }]);
}, 120_000);
