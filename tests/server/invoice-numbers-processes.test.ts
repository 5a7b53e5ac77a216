// Invoice numbers (D33) from two `folio serve` processes on one SQLite file: 50 sends racing
// across both, each waiting for the other's IMMEDIATE transaction, get the numbers INV-0001
// to INV-0050, each once, with no gap.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { issueApiKey } from '../../server/auth/issue-key.js';
import { openSqliteStore } from '../../server/store/sqlite.js';
import { startChildServer, type ChildServer } from '../helpers/child-server.js';
import { gapless, raceSends } from '../helpers/send-race.js';

const path = join(mkdtempSync(join(tmpdir(), 'folio-numbers-')), 'sandbox.db');
const customerId = 'cus_numbers00000000000';
let servers: ChildServer[] = [];
let key: string;

beforeAll(async () => {
  const store = openSqliteStore(path, 'sandbox');
  const issued = await issueApiKey(store, { account: 'numbers', environment: 'sandbox', at: new Date() });
  key = issued.key;
  await store.insertCustomer({
    id: customerId, accountId: issued.account.id, name: 'Count Ltd', email: 'ap@count.example',
    address: { line1: '1 Road', line2: null, city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' }, taxId: null, createdAt: new Date().toISOString(),
  });
  await store.close();
  servers = await Promise.all([0, 1].map(() => startChildServer(path)));
}, 60_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
});

test('50 sends racing on two processes sharing one SQLite file get the numbers INV-0001 to INV-0050, each once', async () => {
  const sends = await raceSends(servers, key, customerId, 50);
  expect(sends.map((res) => res.status)).toEqual(Array(50).fill(202));
  expect(sends.map((res) => res.number).sort()).toEqual(gapless(50));
  const db = new Database(path, { readonly: true });
  try {
    expect((db.prepare('SELECT number FROM invoices ORDER BY number').all() as Array<{ number: string }>).map((row) => row.number)).toEqual(gapless(50));
    expect(db.prepare('SELECT last_value FROM number_sequences').all()).toEqual([{ last_value: 50 }]);
  } finally {
    db.close();
  }
}, 120_000);
