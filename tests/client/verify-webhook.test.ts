// verifyWebhook (D43) on real calls of the service (server/serve.ts, as `folio serve` runs it)
// to a receiver on 127.0.0.1, and beside the standardwebhooks library: both accept and refuse
// the same calls. A tampered byte, an old or future timestamp, a missing header and a wrong
// secret are refused with their reason; after a rotation both secrets verify.
import { createInvoicingClient, verifyWebhook, WebhookVerificationError, type InvoicingClient, type WebhookEvent, type WebhookVerificationReason } from '@folio/client';
import { Webhook } from 'standardwebhooks';
import { startWebhookReceiver, type Received, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { startRealService, type RealService } from './helpers/real-service.js';
import { expectType, type Equal } from './helpers/type-assert.js';

let service: RealService;
let client: InvoicingClient;
let receiver: WebhookReceiver;

beforeAll(async () => {
  service = await startRealService();
  client = createInvoicingClient({ apiKey: service.key, environment: 'sandbox', baseUrl: service.url });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await service.close();
});

const address = { line1: '1 Rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' };

async function must<T>(call: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const { data, error } = await call;
  if (!data) throw new Error(`the call failed: ${JSON.stringify(error)}`);
  return data;
}

/** Waits until the receiver holds `count` calls; the service's worker sends them on its own. */
async function calls(count: number): Promise<Received[]> {
  for (let waited = 0; receiver.received.length < count; waited += 20) {
    if (waited > 20_000) throw new Error(`got ${receiver.received.length} webhook calls, expected ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return receiver.received.slice(0, count);
}

/** Runs `check` as if this machine's clock read `seconds` (Unix seconds). */
async function atClock<T>(seconds: number, check: () => Promise<T>): Promise<T> {
  const realNow = Date.now;
  Date.now = () => seconds * 1000;
  try {
    return await check();
  } finally {
    Date.now = realNow;
  }
}

const verifyAt = (seconds: number, options: Parameters<typeof verifyWebhook>[0]): Promise<WebhookEvent> => atClock(seconds, () => verifyWebhook(options));

async function reason(promise: Promise<unknown>): Promise<WebhookVerificationReason> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(WebhookVerificationError);
  return (error as WebhookVerificationError).reason;
}

describe('real deliveries', () => {
  let secret: string;
  let endpointId: string;
  let delivered: Received[];
  beforeAll(async () => {
    const endpoint = await must(client.POST('/webhook_endpoints', { body: { url: receiver.url, enabled_events: ['customer.created', 'invoice.created', 'invoice.sent', 'invoice.paid'] } }));
    ({ secret, id: endpointId } = endpoint);
    const customer = await must(client.POST('/customers', { body: { name: 'Ada Lovelace Ltd', email: 'billing@lovelace.example', address } }));
    const invoice = await must(client.POST('/invoices', { body: { customer_id: customer.id, lines: [{ description: 'Architecture review', quantity: 4, unit_price: { amount: 12000, currency: 'EUR' }, tax_rate: 19 }] } }));
    await must(client.POST('/invoices/{invoice_id}/send', { params: { path: { invoice_id: invoice.id } } }));
    await must(client.POST('/invoices/{invoice_id}/pay', { params: { path: { invoice_id: invoice.id } } }));
    delivered = await calls(4);
  });

  test('every call verifies, as a string or as bytes, with Node headers or fetch Headers, to the event as typed', async () => {
    const events: WebhookEvent[] = [];
    for (const call of delivered) {
      const event = await verifyWebhook({ payload: call.body, headers: call.headers, secret });
      expect(event).toEqual(JSON.parse(call.body));
      const headers = new Headers(Object.entries(call.headers).map(([name, value]): [string, string] => [name, String(value)]));
      expect(await verifyWebhook({ payload: new TextEncoder().encode(call.body), headers, secret })).toEqual(event);
      events.push(event);
    }
    expect(events.map((e) => e.type).sort()).toEqual(['customer.created', 'invoice.created', 'invoice.paid', 'invoice.sent']);
    const paid = events.find((e) => e.type === 'invoice.paid');
    if (paid?.type !== 'invoice.paid') throw new Error('no invoice.paid call');
    expectType<Equal<typeof paid.data.object.status, 'draft' | 'open' | 'paid' | 'void'>>(true);
    expect(paid.data.object).toMatchObject({ status: 'paid', amount_due: { amount: 0, currency: 'EUR' }, total: { amount: 57120, currency: 'EUR' } });
  });

  test('a call with one byte changed is refused', async () => {
    const [call] = delivered;
    const bytes = new TextEncoder().encode(call!.body);
    bytes[bytes.length - 2] ^= 1;
    expect(await reason(verifyWebhook({ payload: bytes, headers: call!.headers, secret }))).toBe('no_matching_signature');
    expect(await reason(verifyWebhook({ payload: call!.body, headers: { ...call!.headers, 'webhook-id': 'evt_other' }, secret }))).toBe('no_matching_signature');
  });

  test('a call older or newer than the tolerance is refused, and a wider tolerance accepts it', async () => {
    const [call] = delivered;
    const sent = Number(call!.headers['webhook-timestamp']);
    const options = { payload: call!.body, headers: call!.headers, secret };
    await expect(verifyAt(sent + 300, options)).resolves.toMatchObject({ id: call!.headers['webhook-id'] });
    expect(await reason(verifyAt(sent + 301, options))).toBe('timestamp_too_old');
    expect(await reason(verifyAt(sent - 301, options))).toBe('timestamp_too_new');
    await expect(verifyAt(sent + 3600, { ...options, toleranceSeconds: 3600 })).resolves.toMatchObject({ id: call!.headers['webhook-id'] });
    expect(await reason(verifyWebhook({ ...options, headers: { ...call!.headers, 'webhook-timestamp': 'yesterday' } }))).toBe('invalid_timestamp');
  });

  test.each(['webhook-id', 'webhook-timestamp', 'webhook-signature'])('a call without %s is refused, naming the header', async (name) => {
    const [call] = delivered;
    const { [name]: _dropped, ...headers } = call!.headers;
    const refused = verifyWebhook({ payload: call!.body, headers, secret });
    await expect(refused).rejects.toThrow(`The ${name} header is missing.`);
    expect(await reason(refused)).toBe('missing_header');
  });

  test('after a rotation the call carries two signatures, and the old and the new secret each verify it; a third does not', async () => {
    const rotated = await must(client.POST('/webhook_endpoints/{endpoint_id}/rotate_secret', { params: { path: { endpoint_id: endpointId } } }));
    await must(client.POST('/customers', { body: { name: 'Grace Hopper GmbH', email: 'billing@hopper.example', address } }));
    const call = (await calls(5))[4]!;
    expect(String(call.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const key of [secret, rotated.secret]) await expect(verifyWebhook({ payload: call.body, headers: call.headers, secret: key })).resolves.toMatchObject({ type: 'customer.created' });
    const stranger = 'whsec_' + btoa(String.fromCharCode(...new Uint8Array(32).fill(7)));
    expect(await reason(verifyWebhook({ payload: call.body, headers: call.headers, secret: stranger }))).toBe('no_matching_signature');
    expect(await reason(verifyWebhook({ payload: call.body, headers: call.headers, secret: 'whsec_not base64!' }))).toBe('invalid_secret');
  });
});

describe('beside the standardwebhooks library', () => {
  const secret = 'whsec_' + btoa(String.fromCharCode(...Array.from({ length: 32 }, (_v, i) => i * 7)));
  const other = 'whsec_' + btoa(String.fromCharCode(...Array.from({ length: 32 }, (_v, i) => 255 - i)));
  const library = new Webhook(secret);
  const now = 1_795_687_200;
  const body = JSON.stringify({ id: 'evt_2aLq9XkT0bR4mZp7Vc1Nd8', type: 'customer.created', created_at: '2026-11-24T10:00:00.000Z', request_id: null, data: { object: { id: 'cus_8Hd2kLp0QwZx5Vb3Nm7Ty1', name: 'Ada Lovelace Ltd' } } });
  const signed = (id: string, at: number, payload: string, key = library) => ({ 'webhook-id': id, 'webhook-timestamp': String(at), 'webhook-signature': key.sign(id, new Date(at * 1000), payload) });
  const good = signed('evt_2aLq9XkT0bR4mZp7Vc1Nd8', now, body);

  test.each<[string, { payload: string; headers: Record<string, string> }, boolean]>([
    ['a call the library signed', { payload: body, headers: good }, true],
    ['two signatures of which the second is right', { payload: body, headers: { ...good, 'webhook-signature': `${signed('x', now, body, new Webhook(other))['webhook-signature']} ${good['webhook-signature']}` } }, true],
    ['a signature under another secret', { payload: body, headers: signed('evt_2aLq9XkT0bR4mZp7Vc1Nd8', now, body, new Webhook(other)) }, false],
    ['a body with one character changed', { payload: body.replace('Ada', 'Adb'), headers: good }, false],
    ['another webhook-id', { payload: body, headers: { ...good, 'webhook-id': 'evt_other' } }, false],
    ['a signature of another version', { payload: body, headers: { ...good, 'webhook-signature': good['webhook-signature'].replace('v1,', 'v1a,') } }, false],
    ['a timestamp six minutes old', { payload: body, headers: signed('evt_a', now - 360, body) }, false],
    ['a timestamp six minutes ahead', { payload: body, headers: signed('evt_a', now + 360, body) }, false],
    ['a timestamp four minutes old', { payload: body, headers: signed('evt_a', now - 240, body) }, true],
    ['no webhook-signature', { payload: body, headers: { 'webhook-id': good['webhook-id'], 'webhook-timestamp': good['webhook-timestamp'] } }, false],
  ])('%s: both verifiers agree', async (_name, call, accepted) => {
    const ours = await atClock(now, () => verifyWebhook({ ...call, secret }).then(() => true, () => false));
    const theirs = await atClock(now, async () => {
      try {
        library.verify(call.payload, call.headers);
        return true;
      } catch {
        return false;
      }
    });
    expect([ours, theirs]).toEqual([accepted, accepted]);
  });
});
