// Webhook delivery (D32) to a real receiver on 127.0.0.1, on a fixed clock: signed with
// Standard Webhooks and verifiable with the standardwebhooks library, retried on the schedule
// with the same webhook-id after a 500, a timeout, a dropped connection and a redirect (not
// followed), disabled by 410, checked against the URL policy before every call.
import { pino } from 'pino';
import request from 'supertest';
import { deliverDueWebhooks, type WebhookContext } from '../../../server/webhooks/delivery-worker.js';
import { webhookContext } from '../../../server/webhooks/configure.js';
import { defaultWebhookSettings, retrySchedule } from '../../../server/webhooks/settings.js';
import { startService, type TestService } from '../../helpers/service.js';
import { startWebhookReceiver, verifyAt, type WebhookReceiver } from '../../helpers/webhook-receiver.js';

let s: TestService;
let receiver: WebhookReceiver;
const dns: Record<string, string[]> = {};
const resolveHost = async (host: string) => {
  if (!dns[host]) throw new Error(`ENOTFOUND ${host}`);
  return dns[host]!;
};

beforeEach(async () => {
  dns['hooks.test'] = ['127.0.0.1'];
  s = await startService({ resolveHost });
  receiver = await startWebhookReceiver();
});
afterEach(() => receiver.close());

const settings = { ...defaultWebhookSettings, timeoutMs: 300 };
const context = (): WebhookContext =>
  webhookContext({ store: s.store, clock: s.clock, logger: pino({ level: 'silent' }), config: s.config, settings, resolveHost });

async function endpoint(url = receiver.url, enabled_events: string[] = ['*']): Promise<{ id: string; secret: string }> {
  const res = await s.as(s.alice).post('/webhook_endpoints', { url, enabled_events });
  expect(res.status).toBe(201);
  return res.body;
}

async function deliveriesOf(eventId: string) {
  const res = await s.as(s.alice).get(`/events/${eventId}`);
  expect(res.status).toBe(200);
  return res.body.deliveries;
}

async function latestEventId(): Promise<string> {
  return (await s.as(s.alice).get('/events?limit=1')).body.data[0].id;
}

test('a delivery survives a 500, a timeout, a dropped connection and a redirect, on the schedule, with one webhook-id, and every call verifies', async () => {
  const { id: endpointId, secret } = await endpoint();
  receiver.script([500, 'timeout', 'close', 'redirect', 200]);
  await s.customer(s.alice);
  const eventId = await latestEventId();
  const times: Date[] = [];
  const expected = [
    { report: { delivered: 0, retrying: 1, failed: 0 }, code: 500 },
    { report: { delivered: 0, retrying: 1, failed: 0 }, code: null },
    { report: { delivered: 0, retrying: 1, failed: 0 }, code: null },
    { report: { delivered: 0, retrying: 1, failed: 0 }, code: 307 },
    { report: { delivered: 1, retrying: 0, failed: 0 }, code: 200 },
  ];
  for (const [attempt, step] of expected.entries()) {
    times.push(s.clock());
    expect(await deliverDueWebhooks(context())).toEqual(step.report);
    const [delivery] = await deliveriesOf(eventId);
    const next = attempt < 4 ? new Date(s.clock().getTime() + retrySchedule[attempt]!).toISOString() : null;
    expect(delivery).toEqual({
      endpoint_id: endpointId, status: attempt < 4 ? 'pending' : 'delivered', attempts: attempt + 1, last_status_code: step.code, next_attempt_at: next,
    });
    // Not due again a moment before the schedule says.
    if (attempt < 4) {
      s.clock.advance(retrySchedule[attempt]! - 1);
      expect(await deliverDueWebhooks(context())).toEqual({ delivered: 0, retrying: 0, failed: 0 });
      s.clock.advance(1);
    }
  }
  expect(receiver.received.map((r) => r.path)).toEqual(['/hook', '/hook', '/hook', '/hook', '/hook']);
  receiver.received.forEach((call, i) => {
    expect(call.headers['webhook-id']).toBe(eventId);
    expect(call.headers['webhook-timestamp']).toBe(String(times[i]!.getTime() / 1000));
    expect(verifyAt(secret, call, times[i]!)).toMatchObject({ id: eventId, type: 'customer.created', data: { object: { name: 'Ada Lovelace' } } });
    const tampered = { ...call, body: call.body.replace('Ada', 'Adb') };
    expect(() => verifyAt(secret, tampered, times[i]!)).toThrow();
  });
});

test('a receiver that always fails is tried ten times over about three days, then the delivery is failed', async () => {
  await endpoint();
  receiver.script(Array(20).fill(500));
  await s.customer(s.alice);
  const eventId = await latestEventId();
  const started = s.clock().getTime();
  for (const wait of retrySchedule) {
    expect(await deliverDueWebhooks(context())).toMatchObject({ retrying: 1 });
    s.clock.advance(wait);
  }
  expect(await deliverDueWebhooks(context())).toEqual({ delivered: 0, retrying: 0, failed: 1 });
  expect(receiver.received).toHaveLength(10);
  expect((s.clock().getTime() - started) / 3600_000).toBeCloseTo(75.6, 1);
  expect(await deliveriesOf(eventId)).toMatchObject([{ status: 'failed', attempts: 10, next_attempt_at: null }]);
  s.clock.advance(7 * 24 * 3600_000 - 1);
  expect(await deliverDueWebhooks(context())).toEqual({ delivered: 0, retrying: 0, failed: 0 });
});

test('410 fails the delivery and disables the endpoint, which then gets no new deliveries', async () => {
  const { id } = await endpoint();
  receiver.script([410]);
  await s.customer(s.alice);
  expect(await deliverDueWebhooks(context())).toEqual({ delivered: 0, retrying: 0, failed: 1 });
  expect((await s.as(s.alice).get(`/webhook_endpoints/${id}`)).body.disabled).toBe(true);
  s.clock.advance(1000);
  await s.customer(s.alice);
  expect(await deliveriesOf(await latestEventId())).toEqual([]);
});

test('a host whose DNS answer turns private after creation is refused at delivery, and nothing reaches it', async () => {
  await endpoint(`http://hooks.test:${receiver.port}/hook`);
  await s.customer(s.alice);
  dns['hooks.test'] = ['10.0.0.5'];
  expect(await deliverDueWebhooks(context())).toEqual({ delivered: 0, retrying: 1, failed: 0 });
  expect(receiver.received).toEqual([]);
  const [row] = s.rows('webhook_deliveries');
  expect(row!.last_error).toBe('The host hooks.test of url resolves to 10.0.0.5, which is not a public address.');
  dns['hooks.test'] = ['127.0.0.1'];
  s.clock.advance(retrySchedule[0]!);
  expect(await deliverDueWebhooks(context())).toEqual({ delivered: 1, retrying: 0, failed: 0 });
  expect(receiver.received).toHaveLength(1);
});

test('only subscribed event types are delivered, and deliveries of other accounts stay theirs', async () => {
  await endpoint(receiver.url, ['invoice.paid']);
  const invoice = await s.invoice(s.alice);
  await s.as(s.alice).post(`/invoices/${invoice.id}/send`);
  await s.invoice(s.bob);
  expect(await deliverDueWebhooks(context())).toEqual({ delivered: 0, retrying: 0, failed: 0 });
  await s.as(s.alice).post(`/invoices/${invoice.id}/pay`);
  expect(await deliverDueWebhooks(context())).toEqual({ delivered: 1, retrying: 0, failed: 0 });
  expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'invoice.paid', data: { object: { id: invoice.id, status: 'paid' } } });
});

test('after a rotation a call carries two signatures, and each secret verifies it', async () => {
  const { id, secret: old } = await endpoint();
  const rotated = await s.as(s.alice).post(`/webhook_endpoints/${id}/rotate_secret`);
  await s.customer(s.alice);
  await deliverDueWebhooks(context());
  const [call] = receiver.received;
  expect(String(call!.headers['webhook-signature']).split(' ')).toHaveLength(2);
  expect(verifyAt(rotated.body.secret, call!, s.clock())).toBeTruthy();
  expect(verifyAt(old, call!, s.clock())).toBeTruthy();
  s.clock.advance(24 * 3600_000);
  await s.customer(s.alice);
  await deliverDueWebhooks(context());
  expect(String(receiver.received[1]!.headers['webhook-signature']).split(' ')).toHaveLength(1);
  expect(() => verifyAt(old, receiver.received[1]!, s.clock())).toThrow();
});

test('resend queues a delivered event again, sent with the same webhook-id', async () => {
  const { id } = await endpoint();
  await s.customer(s.alice);
  const eventId = await latestEventId();
  await deliverDueWebhooks(context());
  s.clock.advance(60_000);
  const res = await s.as(s.alice).post(`/events/${eventId}/resend`, { endpoint_id: id });
  expect(res.status).toBe(202);
  expect(res.body.deliveries).toEqual([{ endpoint_id: id, status: 'pending', attempts: 1, last_status_code: 200, next_attempt_at: s.clock().toISOString() }]);
  expect(await deliverDueWebhooks(context())).toEqual({ delivered: 1, retrying: 0, failed: 0 });
  expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([eventId, eventId]);
});

test('resend to a disabled endpoint is 409 and queues nothing', async () => {
  const { id } = await endpoint();
  await s.customer(s.alice);
  const eventId = await latestEventId();
  await s.as(s.alice).patch(`/webhook_endpoints/${id}`, { disabled: true });
  const before = s.snapshot();
  const res = await s.as(s.alice).post(`/events/${eventId}/resend`, { endpoint_id: id });
  expect(res.status).toBe(409);
  expect(res.body.error).toEqual({ type: 'conflict', message: `Webhook endpoint ${id} is disabled; enable it with PATCH before resending to it.` });
  expect(s.snapshot()).toEqual(before);
});

test('a long answer is read at most 64 kB and kept at most 1 kB', async () => {
  await endpoint();
  receiver.script([{ status: 500, body: 'x'.repeat(200_000) }]);
  await s.customer(s.alice);
  await deliverDueWebhooks(context());
  const [row] = s.rows('webhook_deliveries');
  expect(String(row!.last_response)).toHaveLength(1024);
  expect(row!.last_status_code).toBe(500);
});

test('GET /status turns degraded when the webhook backlog passes its limit', async () => {
  await endpoint();
  s.config.webhookBacklogLimit = 1;
  await s.customer(s.alice);
  expect((await request(s.app).get('/v2/status')).body.status).toBe('ok');
  await s.customer(s.alice);
  expect((await request(s.app).get('/v2/status')).body.status).toBe('degraded');
  await deliverDueWebhooks(context());
  expect((await request(s.app).get('/v2/status')).body.status).toBe('ok');
});

test('a worker round prunes the events older than 30 days, with their deliveries, and keeps the newer ones', async () => {
  await endpoint();
  receiver.script(Array(20).fill(500));
  await s.customer(s.alice);
  const old = await latestEventId();
  s.clock.advance(30 * 24 * 3600_000 - 1000);
  await s.customer(s.alice);
  const recent = await latestEventId();
  s.clock.advance(1001);
  await deliverDueWebhooks(context());
  expect((await s.as(s.alice).get(`/events/${old}`)).status).toBe(404);
  expect((await s.as(s.alice).get(`/events/${recent}`)).status).toBe(200);
  expect(s.rows('webhook_deliveries').map((row) => row.event_id)).toEqual([recent]);
});
