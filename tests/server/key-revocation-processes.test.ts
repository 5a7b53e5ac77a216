// A key revoked with `folio keys revoke`, another process, while a `folio serve` process keeps
// the key in its cache (R50): within a second the server answers 401 to it, as the
// revocation promises. The wait is the promise being checked, not a speed goal.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { issueApiKey } from '../../server/auth/issue-key.js';
import { openSqliteStore } from '../../server/store/sqlite/sqlite.js';
import { startChildServer, type ChildServer } from '../helpers/child-server.js';
import { runFolio } from '../helpers/run-folio.js';

const path = join(mkdtempSync(join(tmpdir(), 'folio-revoke-')), 'sandbox.db');
let server: ChildServer;
let key: string;

beforeAll(async () => {
  const store = openSqliteStore(path, 'sandbox');
  ({ key } = await issueApiKey(store, { account: 'acme', environment: 'sandbox', at: new Date() }));
  await store.close();
  server = await startChildServer(path);
}, 60_000);

afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
});

const list = () => fetch(`${server.url}/invoices`, { headers: { Authorization: `Bearer ${key}` } });

test('a key revoked by folio keys revoke in another process is refused by a running server within a second', async () => {
  expect((await list()).status).toBe(200);
  expect((await list()).status).toBe(200);
  const revoked = await runFolio(['keys', 'revoke', key, '--db', path]);
  expect(revoked.status).toBe(0);
  await wait(1000);
  const res = await list();
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ error: { type: 'authentication_failed', message: 'The API key has been revoked: create a new one with folio keys create.' } });
}, 60_000);
