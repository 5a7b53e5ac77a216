// Crash safety of webhook delivery (D32): `folio serve` killed with SIGKILL while calls are in
// flight loses no event; after a restart every event of an answered request reaches the
// receiver at least once, with its event id as webhook-id.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { issueApiKey } from '../../../server/auth/issue-key.js';
import { openSqliteStore } from '../../../server/store/sqlite/sqlite.js';
import { childServerSecret, startChildServer } from '../../helpers/child-server.js';
import { seedEndpoint, startWebhookReceiver } from '../../helpers/webhook-receiver.js';

const env = { FOLIO_WEBHOOK_POLL_MS: '20', FOLIO_WEBHOOK_LEASE_MS: '1000', FOLIO_MAIL_POLL_MS: '60000' };

test('a server killed while webhook calls are in flight delivers every event at least once after a restart', async () => {
  const receiver = await startWebhookReceiver({ delayMs: 100 });
  const path = join(mkdtempSync(join(tmpdir(), 'folio-crash-')), 'sandbox.db');
  const store = openSqliteStore(path, 'sandbox');
  const { key, account } = await issueApiKey(store, { account: 'crash', environment: 'sandbox', at: new Date() });
  // child-server.ts runs folio serve with childServerSecret as FOLIO_SECRET, which seals the signing secrets.
  await seedEndpoint(store, account.id, receiver.url, childServerSecret);
  await store.close();
  const address = { line1: '1 Road', city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' };
  const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };

  const first = await startChildServer(path, env);
  const answered: string[] = [];
  let stop = false;
  const lane = async (n: number) => {
    for (let i = 0; !stop && i < 10_000; i += 1) {
      try {
        const res = await fetch(`${first.url}/customers`, { method: 'POST', headers, body: JSON.stringify({ name: `C${n}-${i}`, email: 'a@example.com', address }) });
        if (res.status === 201) answered.push(((await res.json()) as { id: string }).id);
      } catch {
        return; // the server is gone
      }
    }
  };
  const lanes = [0, 1, 2].map(lane);
  for (let waited = 0; receiver.received.length < 5 && waited < 30_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 300)));
  first.child.kill('SIGKILL');
  stop = true;
  await Promise.all(lanes);
  await first.exited;
  const beforeRestart = receiver.received.length;

  const db = new Database(path, { readonly: true });
  const events = db.prepare("SELECT id, object_id FROM events WHERE type = 'customer.created'").all() as Array<{ id: string; object_id: string }>;
  const pending = (db.prepare("SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'pending'").get() as { n: number }).n;
  db.close();
  // Every answered create has its event, and something was still to deliver when the server died.
  const objects = new Set(events.map((e) => e.object_id));
  for (const id of answered) expect(objects.has(id)).toBe(true);
  expect(pending).toBeGreaterThan(0);

  const second = await startChildServer(path, env);
  try {
    const delivered = () => new Set(receiver.received.map((r) => String(r.headers['webhook-id'])));
    for (let waited = 0; events.some((e) => !delivered().has(e.id)) && waited < 45_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(events.filter((e) => !delivered().has(e.id))).toEqual([]);
    expect(receiver.received.length).toBeGreaterThan(beforeRestart);
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
    await receiver.close();
  }
}, 90_000);
