// GET /status tells the truth about writes (issue 19): a database that refuses writes (here a
// SQLite database switched to read-only with PRAGMA query_only, which fails writes with
// SQLITE_READONLY as a read-only file does; a full disk's SQLITE_FULL takes the same path)
// makes the status `degraded` and every write a 503, from a probe written at most once a
// second; the status recovers by itself. On SQLite whatever the engine of the run: the switch
// is SQLite's (PostgreSQL's disk_full and read-only errors are mapped to 503 the same way,
// tests/store/postgres-errors.test.ts).
import request from 'supertest';
import type Database from 'better-sqlite3';
import type { Store } from '../../server/store/store.js';
import { probeIntervalMs } from '../../server/routes/write-probe.js';
import { address, startService, type TestService } from '../helpers/service.js';
import { expectErrorBody, expectNoWrites } from './fuzz/contract-checks.js';

let s: TestService;
let probes: number;
beforeEach(async () => {
  probes = 0;
  s = await startService({
    sqlite: true,
    inject: (deps) => {
      const counting = Object.create(deps.store) as Store;
      counting.probeWrite = (at) => { probes += 1; return deps.store.probeWrite(at); };
      return { ...deps, store: counting };
    },
  });
});

const status = async () => (await request(s.app).get('/v2/status')).body.status as string;
const database = () => (s.store as unknown as { database: Database.Database }).database;

describe('a database that refuses writes', () => {
  test('makes status degraded and writes 503 with the Error body, and status recovers by itself once writes work again', async () => {
    expect(await status()).toBe('ok');
    database().pragma('query_only = ON');
    s.clock.advance(probeIntervalMs);
    expect(await status()).toBe('degraded');
    const write = await expectNoWrites(s, () => s.as(s.alice).post('/customers', { name: 'n', email: 'a@b.example', address }));
    expectErrorBody(write, 503);
    expect(write.body.error.message).toBe('The database cannot store changes right now; retry the request later.');
    expect((await s.as(s.alice).get('/customers')).status).toBe(200);

    database().pragma('query_only = OFF');
    s.clock.advance(probeIntervalMs);
    expect(await status()).toBe('ok');
    expect((await s.as(s.alice).post('/customers', { name: 'n', email: 'a@b.example', address })).status).toBe(201);
  });

  test('probes with one write a second however often status is called', async () => {
    for (let i = 0; i < 20; i += 1) expect(await status()).toBe('ok');
    expect(probes).toBe(1);
    s.clock.advance(probeIntervalMs - 1);
    await status();
    expect(probes).toBe(1);
    s.clock.advance(1);
    await status();
    expect(probes).toBe(2);
  });
});
