// Crash safety: a server killed with SIGKILL in the middle of creates and sends loses no
// answered invoice, duplicates none, and keeps every queued e-mail (D9, D12).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { issueApiKey } from '../../server/auth/issue-key.js';
import { openSqliteStore } from '../../server/store/sqlite/sqlite.js';
import { startChildServer } from '../helpers/child-server.js';
import { customerDefaults } from '../../server/domain/records.js';

async function seed(path: string): Promise<{ key: string; customerId: string }> {
  const store = openSqliteStore(path, 'sandbox');
  const { key, account } = await issueApiKey(store, { account: 'crash', environment: 'sandbox', at: new Date() });
  const customerId = 'cus_crashtestcustomer00';
  await store.transact((tx) => tx.insertCustomer({
    id: customerId, accountId: account.id, name: 'Crash Ltd', email: 'ap@crash.example',
    address: { line1: '1 Road', line2: null, city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' }, taxId: null, ...customerDefaults, createdAt: new Date().toISOString(),
  }));
  await store.close();
  return { key, customerId };
}

test('a server killed mid-stream keeps every answered invoice once, and every queued e-mail', async () => {
  const path = join(mkdtempSync(join(tmpdir(), 'folio-crash-')), 'sandbox.db');
  const { key, customerId } = await seed(path);
  const body = (i: number) => JSON.stringify({ customer_id: customerId, lines: [{ description: `Line ${i}`, quantity: 1, unit_price: { amount: 100 + i, currency: 'EUR' } }] });
  const headers = (idempotencyKey?: string) => ({
    Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
  });

  const first = await startChildServer(path);
  const created = new Map<string, string>(); // Idempotency-Key -> invoice id answered 201
  const sent = new Set<string>(); // invoice ids answered 202 on send
  let stop = false;
  const worker = async (lane: number) => {
    for (let i = 0; !stop && i < 10_000; i += 1) {
      const idempotencyKey = `lane${lane}-${i}`;
      try {
        const res = await fetch(`${first.url}/invoices`, { method: 'POST', headers: headers(idempotencyKey), body: body(i) });
        if (res.status !== 201) continue;
        const id = ((await res.json()) as { id: string }).id;
        created.set(idempotencyKey, id);
        if (i % 2 === 0) {
          const send = await fetch(`${first.url}/invoices/${id}/send`, { method: 'POST', headers: headers() });
          if (send.status === 202) sent.add(id);
        }
      } catch {
        return; // the server is gone
      }
    }
  };
  const lanes = [0, 1, 2, 3].map(worker);
  // Kill at a random moment once the stream is flowing (a loaded machine may be slow to answer the first request).
  for (let waited = 0; created.size < 5 && waited < 30_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 500)));
  first.child.kill('SIGKILL');
  stop = true;
  await Promise.all(lanes);
  await first.exited;
  expect(created.size).toBeGreaterThan(0);

  const db = new Database(path, { readonly: true });
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  const invoices = db.prepare('SELECT id, status FROM invoices').all() as Array<{ id: string; status: string }>;
  const keys = (db.prepare('SELECT key, response_body FROM idempotent_responses').all() as Array<{ key: string; response_body: string }>)
    .map((row) => ({ key: row.key, invoice_id: (JSON.parse(row.response_body) as { id: string }).id }));
  const outbox = db.prepare('SELECT invoice_id FROM outbox').all() as Array<{ invoice_id: string }>;
  db.close();
  // Every create carried a key, so one key per invoice means nothing was duplicated.
  expect(keys).toHaveLength(invoices.length);
  const byKey = new Map(keys.map((row) => [row.key, row.invoice_id]));
  for (const [idempotencyKey, id] of created) expect(byKey.get(idempotencyKey)).toBe(id);
  const status = new Map(invoices.map((row) => [row.id, row.status]));
  const queued = new Set(outbox.map((row) => row.invoice_id));
  for (const id of sent) {
    expect(status.get(id)).toBe('open');
    expect(queued.has(id)).toBe(true);
  }
  for (const [id, state] of status) expect(queued.has(id)).toBe(state === 'open');

  const second = await startChildServer(path);
  try {
    for (const [idempotencyKey, id] of created) {
      const i = Number(idempotencyKey.split('-')[1]);
      const replay = await fetch(`${second.url}/invoices`, { method: 'POST', headers: headers(idempotencyKey), body: body(i) });
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(((await replay.json()) as { id: string }).id).toBe(id);
    }
    const after = new Database(path, { readonly: true });
    expect((after.prepare('SELECT count(*) AS n FROM invoices').get() as { n: number }).n).toBe(invoices.length);
    after.close();
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
}, 60_000);
