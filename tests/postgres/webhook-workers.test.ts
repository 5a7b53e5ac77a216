// Two `folio serve` processes on one PostgreSQL database share the webhook deliveries (D32):
// FOR UPDATE SKIP LOCKED and a lease give each delivery to one worker, so a receiver that
// answers every call gets each event exactly once.
import { issueApiKey } from '../../server/auth/issue-key.js';
import { openStore } from '../../server/store/open.js';
import { childServerSecret, startChildServer, type ChildServer } from '../helpers/child-server.js';
import { createTestSchema } from '../helpers/postgres.js';
import { seedEndpoint, startWebhookReceiver } from '../helpers/webhook-receiver.js';

test('two processes delivering from one database send every event once', async () => {
  const schema = await createTestSchema('webhooks');
  const receiver = await startWebhookReceiver({ delayMs: 20 });
  const servers: ChildServer[] = [];
  try {
    const store = await openStore(schema.url, 'sandbox');
    const { key, account } = await issueApiKey(store, { account: 'racer', environment: 'sandbox', at: new Date() });
    // child-server.ts runs folio serve with FOLIO_SECRET=crash-test-secret.
    await seedEndpoint(store, account.id, receiver.url, childServerSecret);
    await store.close();
    servers.push(...await Promise.all([0, 1].map(() => startChildServer(schema.url, { FOLIO_WEBHOOK_POLL_MS: '10' }))));
    const address = { line1: '1 Road', city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' };
    await Promise.all(Array.from({ length: 60 }, async (_, i) => {
      const res = await fetch(`${servers[i % 2]!.url}/customers`, {
        method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `C${i}`, email: 'c@example.com', address }),
      });
      expect(res.status).toBe(201);
    }));
    const events = (await schema.query<{ id: string }>('SELECT id FROM events')).map((row) => row.id);
    expect(events).toHaveLength(60);
    for (let waited = 0; receiver.received.length < 60 && waited < 30_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    // A moment more, in which a second call of any event would arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ids = receiver.received.map((r) => String(r.headers['webhook-id']));
    expect(ids.sort()).toEqual([...events].sort());
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await receiver.close();
    await schema.drop();
  }
}, 90_000);
