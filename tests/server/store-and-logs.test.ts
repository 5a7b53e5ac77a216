// One database per environment (D1), and one structured log line per request (D15).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { contractPath, createApp } from '../../server/app.js';
import { contractValidator } from '../../server/http/contract/index.js';
import { openSqliteStore } from '../../server/store/sqlite/sqlite.js';
import { fixedClock, startService } from '../helpers/service.js';

test('a database made for the sandbox refuses to serve production', async () => {
  const path = join(mkdtempSync(join(tmpdir(), 'folio-db-')), 'sandbox.db');
  await openSqliteStore(path, 'sandbox').close();
  expect(() => openSqliteStore(path, 'production')).toThrow('This database belongs to the sandbox environment and cannot serve production.');
  const reopened = openSqliteStore(path, 'sandbox');
  expect(reopened.environment).toBe('sandbox');
  await reopened.close();
});

test('a file database runs in WAL mode and keeps its data across opens', async () => {
  const path = join(mkdtempSync(join(tmpdir(), 'folio-db-')), 'sandbox.db');
  const store = openSqliteStore(path, 'sandbox');
  await store.ensureAccount('acme', '2026-11-21T10:00:00.000Z');
  await store.close();
  const again = openSqliteStore(path, 'sandbox');
  expect((await again.ensureAccount('acme', '2026-11-22T10:00:00.000Z')).createdAt).toBe('2026-11-21T10:00:00.000Z');
  const db = (again as unknown as { database: import('better-sqlite3').Database }).database;
  expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  await again.close();
});

test('every request writes one JSON log line with its request id, and never the Authorization header', async () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const s = await startService();
  const app = createApp({ store: s.store, clock: fixedClock(), config: s.config, logger: pino(sink), documents: s.documents });
  const res = await request(app).get('/v2/invoices?limit=2').set('Authorization', `Bearer ${s.alice}`);
  await request(app).get('/v2/invoices').set('Authorization', 'Bearer sk_test_wrong');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatchObject({
    msg: 'request', request_id: res.headers['request-id'], method: 'GET', path: '/v2/invoices', status: 200, account_id: expect.stringMatching(/^acct_/),
  });
  expect(lines[1]).toMatchObject({ status: 401 });
  const logged = JSON.stringify(lines);
  expect(logged).not.toContain(s.alice);
  expect(logged).not.toContain('sk_test_wrong');
  expect(logged.toLowerCase()).not.toContain('authorization');
});

test('apps built from one contract share one compiled validator, and each logs a mismatched write to its own logger', async () => {
  const logs: Record<string, unknown>[][] = [[], []];
  const sink = (into: Record<string, unknown>[]) => new Writable({
    write(chunk: Buffer, _encoding, done) {
      into.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const s = await startService();
  // A pdf_url that is no URI makes every invoice response differ from the contract.
  const config = { ...s.config, publicUrl: 'not a url' };
  const apps = logs.map((into) => createApp({ store: s.store, clock: fixedClock(), config, logger: pino(sink(into)), documents: s.documents }));
  expect(contractValidator(contractPath, true)).toBe(contractValidator(contractPath, true));
  const customer = await s.customer(s.alice);
  const created = await request(apps[1]!).post('/v2/invoices').set('Authorization', `Bearer ${s.alice}`)
    .send({ customer_id: customer.id, lines: [{ description: 'Work', quantity: 1, unit_price: { amount: 100, currency: 'EUR' } }] });
  expect(created.status).toBe(201);
  const mismatch = (into: Record<string, unknown>[]) => into.filter((l) => l.msg === 'the response to a committed write does not match the contract');
  expect(mismatch(logs[0]!)).toHaveLength(0);
  expect(mismatch(logs[1]!)).toEqual([expect.objectContaining({ request_id: created.headers['request-id'] })]);
});
