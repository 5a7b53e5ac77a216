// Invoice numbers (D33) from two `folio serve` processes on one SQLite file: 50 sends racing
// across both, each waiting for the other's IMMEDIATE transaction, get the numbers INV-0001
// to INV-0050, each once, with no gap.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openSqliteStore } from '../../server/store/sqlite/sqlite.js';
import { startChildServer, type ChildServer } from '../helpers/child-server.js';
import { gapless, raceSends, seedNumbersAccount } from '../helpers/send-race.js';

const path = join(mkdtempSync(join(tmpdir(), 'folio-numbers-')), 'sandbox.db');
let servers: ChildServer[] = [];
let seeded: { key: string; customerId: string };

beforeAll(async () => {
  seeded = await seedNumbersAccount(openSqliteStore(path, 'sandbox'));
  servers = await Promise.all([0, 1].map(() => startChildServer(path)));
}, 60_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
});

test('50 sends racing on two processes sharing one SQLite file get the numbers INV-0001 to INV-0050, each once', async () => {
  const sends = await raceSends(servers, seeded.key, seeded.customerId, 50);
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
