// Invoice numbers (D33) from two `folio serve` processes on one PostgreSQL database: 50 sends
// racing across both get the numbers INV-0001 to INV-0050, each once, with no gap.
import { openStore } from '../../server/store/open.js';
import { startChildServer, type ChildServer } from '../helpers/child-server.js';
import { createTestSchema, type TestSchema } from '../helpers/postgres.js';
import { gapless, raceSends, seedNumbersAccount } from '../helpers/send-race.js';

let schema: TestSchema;
let servers: ChildServer[] = [];
let seeded: { key: string; customerId: string };

beforeAll(async () => {
  schema = await createTestSchema('numbers');
  seeded = await seedNumbersAccount(await openStore(schema.url, 'sandbox'));
  servers = await Promise.all([0, 1].map(() => startChildServer(schema.url)));
}, 60_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  await schema?.drop();
});

test('50 sends racing on two processes get the numbers INV-0001 to INV-0050, each once', async () => {
  const sends = await raceSends(servers, seeded.key, seeded.customerId, 50);
  expect(sends.map((res) => res.status)).toEqual(Array(50).fill(202));
  expect(sends.map((res) => res.number).sort()).toEqual(gapless(50));
  const stored = await schema.query<{ number: string }>('SELECT number FROM invoices ORDER BY number');
  expect(stored.map((row) => row.number)).toEqual(gapless(50));
  expect(await schema.query('SELECT last_value FROM number_sequences')).toEqual([{ last_value: '50' }]);
}, 120_000);
