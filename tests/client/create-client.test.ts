// What every request carries and where it goes: the bearer key, the User-Agent, the
// environment's URL from the contract; and the options that cannot work.
import { clientVersion, createInvoicingClient, type InvoicingClientOptions } from '@folio/client';

function recording(options: Partial<InvoicingClientOptions> = {}) {
  const sent: Request[] = [];
  const client = createInvoicingClient({
    apiKey: 'sk_test_abc',
    environment: 'sandbox',
    fetch: async (request) => {
      sent.push(request);
      return Response.json({ status: 'ok', version: '1.0.0' });
    },
    ...options,
  });
  return { client, sent };
}

test('sends the bearer key and a User-Agent naming the client, its version and Node', async () => {
  const { client, sent } = recording();
  await client.GET('/status');
  expect(sent[0]!.headers.get('Authorization')).toBe('Bearer sk_test_abc');
  expect(sent[0]!.headers.get('User-Agent')).toBe(`folio-client/${clientVersion} node/${process.versions.node}`);
});

test.each([
  ['sandbox', 'https://sandbox.folio.example/v2/status'],
  ['production', 'https://api.folio.example/v2/status'],
] as const)('the %s environment calls the contract\'s server', async (environment, url) => {
  const { client, sent } = recording({ environment });
  await client.GET('/status');
  expect(sent[0]!.url).toBe(url);
});

test('baseUrl overrides the environment\'s server', async () => {
  const { client, sent } = recording({ baseUrl: 'http://127.0.0.1:4000/v2/' });
  await client.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: 'inv 1/2' } } });
  expect(sent[0]!.url).toBe('http://127.0.0.1:4000/v2/invoices/inv%201%2F2');
});

test('query filters are sent as they are given', async () => {
  const { client, sent } = recording();
  await client.GET('/invoices', { params: { query: { status: 'open', customer_id: 'cus_1', limit: 10 } } });
  expect(new URL(sent[0]!.url).search).toBe('?status=open&customer_id=cus_1&limit=10');
});

test.each([
  ['an empty apiKey', { apiKey: '' }, 'apiKey must be a non-empty string.'],
  ['an unknown environment', { environment: 'staging' as never }, 'environment must be "sandbox" or "production", not "staging".'],
  ['a negative maxRetries', { maxRetries: -1 }, 'maxRetries must be an integer of 0 or more.'],
  ['a fractional maxRetries', { maxRetries: 1.5 }, 'maxRetries must be an integer of 0 or more.'],
  ['a zero timeoutMs', { timeoutMs: 0 }, 'timeoutMs must be a positive number of milliseconds.'],
  ['an infinite timeoutMs', { timeoutMs: Infinity }, 'timeoutMs must be a positive number of milliseconds.'],
  ['a zero maxResponseBytes', { maxResponseBytes: 0 }, 'maxResponseBytes must be a positive integer number of bytes.'],
  ['a fractional maxResponseBytes', { maxResponseBytes: 1.5 }, 'maxResponseBytes must be a positive integer number of bytes.'],
  ['an infinite maxResponseBytes', { maxResponseBytes: Infinity }, 'maxResponseBytes must be a positive integer number of bytes.'],
])('refuses %s with a TypeError', (_name, options, message) => {
  expect(() => createInvoicingClient({ apiKey: 'sk_test_abc', environment: 'sandbox', ...options })).toThrow(new TypeError(message));
});

test.each([
  ['GET', '/invoices/{invoice_id}', { invoice_id: '' }, 'invoice_id'],
  ['POST', '/invoices/{invoice_id}/send', { invoice_id: '' }, 'invoice_id'],
  ['GET', '/customers/{customer_id}', { customer_id: '' }, 'customer_id'],
] as const)('refuses an empty path parameter of %s %s as a 400 invalid_request, without calling the service', async (method, path, params, param) => {
  const { client, sent } = recording();
  const call = client.request as unknown as (method: string, path: string, init: object) => ReturnType<typeof client.GET>;
  const { data, error, response } = await call(method.toLowerCase(), path, { params: { path: params } });
  expect(sent).toHaveLength(0);
  expect(data).toBeUndefined();
  expect(response.status).toBe(400);
  expect(response.headers.get('Folio-Client-Error')).toBe('invalid_request');
  expect(error).toEqual({
    error: { type: 'invalid_request', message: `The path parameter ${param} is empty: ${method} ${path} needs an id there.`, param },
  });
});

test('an empty invoice id no longer reads the whole list as one invoice', async () => {
  const { client, sent } = recording({ fetch: async (request) => {
    sent.push(request);
    return Response.json({ data: [], has_more: false, next_cursor: null });
  } });
  const { data, error } = await client.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: '' } } });
  expect(sent).toHaveLength(0);
  expect(data).toBeUndefined();
  expect(error?.error.param).toBe('invoice_id');
});

test.each([
  ['Deno', { Deno: { version: { deno: '2.1.4' } } }, 'deno/2.1.4'],
  ['Bun', { Bun: { version: '1.2.0' } }, 'bun/1.2.0'],
])('names %s in the User-Agent when it runs there', async (_name, globals, runtime) => {
  Object.assign(globalThis, globals);
  try {
    const { client, sent } = recording();
    await client.GET('/status');
    expect(sent[0]!.headers.get('User-Agent')).toBe(`folio-client/${clientVersion} ${runtime}`);
  } finally {
    for (const name of Object.keys(globals)) delete (globalThis as Record<string, unknown>)[name];
  }
});

test('without crypto.randomUUID (a page served over plain http), createInvoice still gets a random version 4 UUID', async () => {
  const platform = Object.getOwnPropertyDescriptor(globalThis, 'crypto')!;
  const getRandomValues = globalThis.crypto.getRandomValues.bind(globalThis.crypto);
  Object.defineProperty(globalThis, 'crypto', { value: { getRandomValues }, configurable: true });
  try {
    const { client, sent } = recording();
    const body = { customer_id: 'cus_1', lines: [{ description: 'Consulting', quantity: 1, unit_price: { amount: 100, currency: 'EUR' as const } }] };
    await client.POST('/invoices', { body });
    await client.POST('/invoices', { body });
    const keys = sent.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).not.toBe(keys[0]);
  } finally {
    Object.defineProperty(globalThis, 'crypto', platform);
  }
});
