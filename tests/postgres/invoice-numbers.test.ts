// Invoice numbers (D33) from two `folio serve` processes on one PostgreSQL database: 50 sends
// racing across both get the numbers INV-0001 to INV-0050, each once, with no gap.
import { issueApiKey } from '../../server/auth/issue-key.js';
import { openStore } from '../../server/store/open.js';
import { startChildServer, type ChildServer } from '../helpers/child-server.js';
import { createTestSchema, type TestSchema } from '../helpers/postgres.js';
import { gapless, raceSends } from '../helpers/send-race.js';

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

test('50 sends racing on two processes get the numbers INV-0001 to INV-0050, each once', async () => {
  const sends = await raceSends(servers, key, customerId, 50);
  expect(sends.map((res) => res.status)).toEqual(Array(50).fill(202));
  expect(sends.map((res) => res.number).sort()).toEqual(gapless(50));
  const stored = await schema.query<{ number: string }>('SELECT number FROM invoices ORDER BY number');
  expect(stored.map((row) => row.number)).toEqual(gapless(50));
  expect(await schema.query('SELECT last_value FROM number_sequences')).toEqual([{ last_value: '50' }]);
}, 120_000);
