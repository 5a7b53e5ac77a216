// D43: every event the service writes, as a webhook receiver gets it and as GET /events lists
// it, validates against the contract's webhook entry of its type, after every lifecycle that
// writes events has run. Runs on SQLite and, with FOLIO_TEST_ENGINE=postgres, on PostgreSQL.
import { deliverWebhooks, driveEveryLifecycle } from '../../helpers/event-lifecycles.js';
import { startService, type TestService } from '../../helpers/service.js';
import { startWebhookReceiver, verifyAt, type WebhookReceiver } from '../../helpers/webhook-receiver.js';
import { webhookProblems as problems, webhookValidators as validators } from '../../helpers/webhook-schemas.js';

let s: TestService;
let receiver: WebhookReceiver;
let secret: string;
beforeEach(async () => {
  s = await startService();
  receiver = await startWebhookReceiver();
  const endpoint = await s.as(s.alice).post('/webhook_endpoints', { url: receiver.url, enabled_events: ['*'] });
  secret = endpoint.body.secret;
  await driveEveryLifecycle(s);
  await deliverWebhooks(s);
});
afterEach(() => receiver.close());

test('every delivered event is signed and validates against the webhook entry of its type, and every entry was delivered', () => {
  const delivered = receiver.received.map((call) => verifyAt(secret, call, s.clock()) as { type: string });
  expect(delivered.flatMap(problems)).toEqual([]);
  expect(new Set(delivered.map((e) => e.type))).toEqual(new Set(validators.keys()));
});

test('every listed event validates against the webhook entry of its type', async () => {
  const listed: Array<{ type: string }> = [];
  for (let cursor: string | null = null, first = true; first || cursor; first = false) {
    const res = await s.as(s.alice).get(`/events?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status).toBe(200);
    listed.push(...res.body.data);
    cursor = res.body.next_cursor;
  }
  expect(listed.flatMap(problems)).toEqual([]);
  expect(listed).toHaveLength(receiver.received.length);
});
