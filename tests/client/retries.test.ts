// Retries against a local server that fails on purpose: which failures are retried, how
// often, after how long (backoff, Retry-After), and with which Idempotency-Key.
import { buildInvoicingClient, type InvoicingClientOptions } from '../../client/create-client.js';
import { fakeRuntime, type FakeRuntime } from './helpers/fake-runtime.js';
import { scriptedServer, type Reply, type ScriptedServer } from './helpers/scripted-server.js';

const invoice = {
  id: 'inv_1', customer_id: 'cus_1', status: 'draft', lines: [], subtotal: { amount: 0, currency: 'EUR' },
  tax: { amount: 0, currency: 'EUR' }, total: { amount: 0, currency: 'EUR' }, due_date: '2026-12-21',
  created_at: '2026-11-21T10:00:00.000Z', pdf_url: null, notes: null, metadata: {},
};
const customer = {
  id: 'cus_1', name: 'Ada', email: 'ada@example.com', tax_id: null, created_at: '2026-11-21T10:00:00.000Z',
  address: { line1: '1 Rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' },
};
const unavailable: Reply = { status: 503, body: { error: { type: 'api_error', message: 'Try again.' } } };
const rateLimited = (retryAfter: string): Reply => ({
  status: 429, headers: { 'Retry-After': retryAfter }, body: { error: { type: 'rate_limited', message: 'Slow down.' } },
});
const invoiceBody = { customer_id: 'cus_1', lines: [{ description: 'Work', quantity: 1, unit_price: { amount: 100, currency: 'EUR' as const } }] };
const customerBody = { name: 'Ada', email: 'ada@example.com', address: customer.address };
const creditBody = { lines: invoiceBody.lines, reason: 'other' as const };
const paymentBody = { amount: { amount: 100, currency: 'EUR' as const } };
const endpointBody = { url: 'https://billing.example/hooks', enabled_events: ['invoice.paid' as const] };

let server: ScriptedServer | undefined;
let runtime: FakeRuntime;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(script: Reply[], options: Partial<InvoicingClientOptions> = {}, clock: { now?: number; random?: number } = {}) {
  server = await scriptedServer(script);
  runtime = fakeRuntime({ random: 0.5, ...clock });
  return buildInvoicingClient({ apiKey: 'sk_test_key', environment: 'sandbox', baseUrl: server.url, ...options }, runtime);
}

test('succeeds on the third attempt after two 503s, backing off longer each time', async () => {
  const client = await clientFor([unavailable, unavailable, { status: 200, body: invoice }]);
  const { data, error, response } = await client.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: 'inv_1' } } });
  expect(error).toBeUndefined();
  expect(response.status).toBe(200);
  expect(data?.id).toBe('inv_1');
  expect(server!.requests).toHaveLength(3);
  // 500 ms then 1,000 ms, each scaled by the jitter (0.5 + random / 2 = 0.75 here)
  expect(runtime.sleeps).toEqual([375, 750]);
});

test.each([
  ['no retry at all', { maxRetries: 0, attempts: 1 }],
  ['one retry', { maxRetries: 1, attempts: 2 }],
  ['the default of two retries', { maxRetries: undefined, attempts: 3 }],
  ['five retries', { maxRetries: 5, attempts: 6 }],
])('with %s, a service that keeps answering 503 gets exactly the attempts allowed and the last 503 is returned', async (_name, { maxRetries, attempts }) => {
  const client = await clientFor([unavailable], maxRetries === undefined ? {} : { maxRetries });
  const { data, error, response } = await client.GET('/invoices');
  expect(data).toBeUndefined();
  expect(response.status).toBe(503);
  expect(error?.error).toEqual({ type: 'api_error', message: 'Try again.' });
  expect(server!.requests).toHaveLength(attempts);
  expect(runtime.sleeps).toHaveLength(attempts - 1);
});

test('the backoff doubles per retry, up to 8 seconds, jittered between half and all of it', async () => {
  const client = await clientFor([unavailable], { maxRetries: 6 }, { random: 0.999999 });
  await client.GET('/invoices');
  expect(runtime.sleeps).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
});

test('a 429 with Retry-After: 1 waits one second, then succeeds', async () => {
  const client = await clientFor([rateLimited('1'), { status: 200, body: { data: [], has_more: false, next_cursor: null } }]);
  const { data, response } = await client.GET('/invoices');
  expect(response.status).toBe(200);
  expect(data?.has_more).toBe(false);
  expect(server!.requests).toHaveLength(2);
  expect(runtime.sleeps).toEqual([1000]);
});

test('a 429 with an HTTP-date Retry-After waits until that time', async () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  const client = await clientFor(
    [rateLimited('Sat, 21 Nov 2026 10:00:03 GMT'), { status: 200, body: { data: [], has_more: false, next_cursor: null } }],
    {},
    { now },
  );
  const { response } = await client.GET('/customers');
  expect(response.status).toBe(200);
  expect(runtime.sleeps).toEqual([3000]);
});

test('a 429 asking to wait longer than a minute is returned to the caller at once', async () => {
  const client = await clientFor([rateLimited('3600'), { status: 200, body: invoice }]);
  const { error, response } = await client.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: 'inv_1' } } });
  expect(response.status).toBe(429);
  expect(response.headers.get('Retry-After')).toBe('3600');
  expect(error?.error.type).toBe('rate_limited');
  expect(server!.requests).toHaveLength(1);
});

test('a 503 with Retry-After waits what the service asks', async () => {
  const client = await clientFor([{ ...unavailable, headers: { 'Retry-After': '2' } }, { status: 200, body: invoice }]);
  await client.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: 'inv_1' } } });
  expect(runtime.sleeps).toEqual([2000]);
});

test.each([
  ['400', 400, 'invalid_request'],
  ['401', 401, 'authentication_failed'],
  ['404', 404, 'not_found'],
  ['409', 409, 'conflict'],
  ['501', 501, 'api_error'],
] as const)('a %s is returned without retrying', async (_name, status, type) => {
  const client = await clientFor([{ status, body: { error: { type, message: 'No.' } } }, { status: 200, body: invoice }]);
  const { error, response } = await client.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: 'inv_1' } } });
  expect(response.status).toBe(status);
  expect(error?.error.type).toBe(type);
  expect(server!.requests).toHaveLength(1);
});

describe('Idempotency-Key and non-idempotent requests', () => {
  test.each([
    ['createInvoice', (c: Client) => c.POST('/invoices', { body: invoiceBody }), invoiceBody],
    ['createCustomer', (c: Client) => c.POST('/customers', { body: customerBody }), customerBody],
    ['createCreditNote', (c: Client) => c.POST('/invoices/{invoice_id}/credit_notes', { params: { path: { invoice_id: 'inv_1' } }, body: creditBody }), creditBody],
    ['recordPayment', (c: Client) => c.POST('/invoices/{invoice_id}/payments', { params: { path: { invoice_id: 'inv_1' } }, body: paymentBody }), paymentBody],
    ['createWebhookEndpoint', (c: Client) => c.POST('/webhook_endpoints', { body: endpointBody }), endpointBody],
  ])('%s gets one Idempotency-Key, the same on every retry', async (_name, call, body) => {
    const client = await clientFor([unavailable, unavailable, { status: 201, body: invoice }]);
    const { response } = await call(client);
    expect(response.status).toBe(201);
    const keys = server!.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(1);
    expect(server!.requests.every((r) => r.body === JSON.stringify(body))).toBe(true);
  });

  test('two createInvoice calls get two different keys', async () => {
    const client = await clientFor([{ status: 201, body: invoice }]);
    await client.POST('/invoices', { body: invoiceBody });
    await client.POST('/invoices', { body: invoiceBody });
    const [first, second] = server!.requests.map((r) => r.headers['idempotency-key']);
    expect(first).not.toBe(second);
  });

  test("the caller's own Idempotency-Key is kept", async () => {
    const client = await clientFor([unavailable, { status: 201, body: invoice }]);
    await client.POST('/invoices', { body: invoiceBody, params: { header: { 'Idempotency-Key': 'order-42' } } });
    expect(server!.requests.map((r) => r.headers['idempotency-key'])).toEqual(['order-42', 'order-42']);
  });

  test.each([
    ['sendInvoice', (c: Client) => c.POST('/invoices/{invoice_id}/send', { params: { path: { invoice_id: 'inv_1' } } })],
    ['payInvoice', (c: Client) => c.POST('/invoices/{invoice_id}/pay', { params: { path: { invoice_id: 'inv_1' } } })],
  ])('%s without an Idempotency-Key is not retried after a 503, and gets no key', async (_name, call) => {
    const client = await clientFor([unavailable, { status: 200, body: invoice }]);
    const { response, error } = await call(client);
    expect(response.status).toBe(503);
    expect(error?.error.type).toBe('api_error');
    expect(server!.requests).toHaveLength(1);
    expect(server!.requests[0]!.headers['idempotency-key']).toBeUndefined();
  });

  test('createCustomer is retried after a 429: the rate limit refuses a request before acting on it', async () => {
    const client = await clientFor([rateLimited('0'), { status: 201, body: customer }]);
    const { data } = await client.POST('/customers', { body: customerBody });
    expect(data?.id).toBe('cus_1');
    expect(server!.requests).toHaveLength(2);
    expect(runtime.sleeps).toEqual([0]);
  });

  test('sendInvoice with an Idempotency-Key of the caller is retried after a 503', async () => {
    const client = await clientFor([unavailable, { status: 202, body: { ...invoice, status: 'open' } }]);
    const { data } = await client.POST('/invoices/{invoice_id}/send', {
      params: { path: { invoice_id: 'inv_1' } },
      headers: { 'Idempotency-Key': 'send-inv_1' },
    });
    expect(data?.status).toBe('open');
    expect(server!.requests).toHaveLength(2);
  });

  test.each([
    ['updateInvoice (PATCH replaces, D6)', (c: Client) => c.PATCH('/invoices/{invoice_id}', { params: { path: { invoice_id: 'inv_1' } }, body: { notes: 'x' } })],
    ['voidInvoice (DELETE)', (c: Client) => c.DELETE('/invoices/{invoice_id}', { params: { path: { invoice_id: 'inv_1' } } })],
  ])('%s is retried after a 503', async (_name, call) => {
    const client = await clientFor([unavailable, { status: 200, body: invoice }]);
    const { response } = await call(client);
    expect(response.status).toBe(200);
    expect(server!.requests).toHaveLength(2);
  });
});

test('an error without the contract\'s Error body (a proxy\'s HTML 502) still comes back as a typed api_error', async () => {
  const client = await clientFor([{ status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }], { maxRetries: 0 });
  const { error, response } = await client.GET('/invoices');
  expect(response.status).toBe(502);
  expect(error?.error.type).toBe('api_error');
  expect(error?.error.message).toBe('The service answered 502 Bad Gateway without an Error body: <html><body><h1>502 Bad Gateway</h1></body></html>');
});

test('an error with an empty body comes back typed by its status', async () => {
  const client = await clientFor([{ status: 404 }]);
  const { error } = await client.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: 'inv_1' } } });
  expect(error?.error).toEqual({ type: 'not_found', message: 'The service answered 404 Not Found with an empty body.', param: null });
});

type Client = Awaited<ReturnType<typeof clientFor>>;
