// Calls that get no response (refused connection, dropped connection, timeout, the caller's
// abort) resolve to an error result shaped like the contract's Error; nothing rejects. Answers
// that are not the contract's are in hostile-responses.test.ts.
import { buildInvoicingClient, createInvoicingClient, type InvoicingClientOptions } from '../../client/create-client.js';
import { isTransportFailure, transportFailureHeader } from '../../client/transport-failure.js';
import { systemRuntime } from '../../client/transport.js';
import { fakeRuntime, type FakeRuntime } from './helpers/fake-runtime.js';
import { closedPort, scriptedServer, type Reply, type ScriptedServer } from './helpers/scripted-server.js';

const page = { data: [], has_more: false, next_cursor: null };
const send = { params: { path: { invoice_id: 'inv_1' } } };

let server: ScriptedServer | undefined;
let runtime: FakeRuntime;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function clientAt(baseUrl: string, options: Partial<InvoicingClientOptions> = {}) {
  runtime = fakeRuntime();
  return buildInvoicingClient({ apiKey: 'sk_test_key', environment: 'sandbox', baseUrl, ...options }, runtime);
}

async function clientFor(script: Reply[], options: Partial<InvoicingClientOptions> = {}) {
  server = await scriptedServer(script);
  return clientAt(server.url, options);
}

test('a refused connection is retried, then reported as a 503 api_error with the cause and the attempts', async () => {
  const port = await closedPort();
  const client = clientAt(`http://127.0.0.1:${port}/v2`);
  const { data, error, response } = await client.GET('/invoices');
  expect(data).toBeUndefined();
  expect(response.status).toBe(503);
  expect(response.headers.get(transportFailureHeader)).toBe('network');
  expect(response.headers.get('Request-Id')).toBeNull();
  expect(error?.error.type).toBe('api_error');
  expect(error?.error.message).toBe(
    `Could not reach the folio API for GET http://127.0.0.1:${port}/v2/invoices (3 attempts): connect ECONNREFUSED 127.0.0.1:${port}.`,
  );
  expect(isTransportFailure(error)).toBe(true);
  if (isTransportFailure(error)) expect(error.transport).toEqual({ reason: 'network', attempts: 3, cause: `connect ECONNREFUSED 127.0.0.1:${port}` });
  expect(runtime.sleeps).toHaveLength(2);
});

test('a refused connection is retried even for sendInvoice: the request never left', async () => {
  const client = clientAt(`http://127.0.0.1:${await closedPort()}/v2`);
  const { error } = await client.POST('/invoices/{invoice_id}/send', send);
  expect(isTransportFailure(error) && error.transport.attempts).toBe(3);
  expect(error?.error.message).not.toMatch(/may have reached/);
});

test('a connection dropped after sending is retried for a GET', async () => {
  const client = await clientFor([{ status: 0, hangUp: true }, { status: 200, body: page }]);
  const { data, response } = await client.GET('/invoices');
  expect(response.status).toBe(200);
  expect(data).toEqual(page);
  expect(server!.requests).toHaveLength(2);
});

test('a connection dropped after sending a sendInvoice is not retried, and the error says the request may have gone through', async () => {
  const client = await clientFor([{ status: 0, hangUp: true }, { status: 202, body: {} }]);
  const { error, response } = await client.POST('/invoices/{invoice_id}/send', send);
  expect(response.status).toBe(503);
  expect(server!.requests).toHaveLength(1);
  expect(error?.error.type).toBe('api_error');
  expect(error?.error.message).toMatch(/^Could not reach the folio API for POST http:\/\/127\.0\.0\.1:\d+\/v2\/invoices\/inv_1\/send \(1 attempt\): other side closed\. The request may have reached the service; it was not retried, because repeating it without an Idempotency-Key is not safe\.$/);
});

test('an attempt slower than timeoutMs is abandoned and retried; when all time out, the result is a 504 api_error', async () => {
  // 500 ms: long enough for each attempt to reach the server on a loaded machine (30 ms did not, once, in CI).
  const client = await clientFor([{ status: 200, body: page, delayMs: 20_000 }], { timeoutMs: 500, maxRetries: 1 });
  const { error, response } = await client.GET('/invoices');
  expect(response.status).toBe(504);
  expect(response.headers.get(transportFailureHeader)).toBe('timeout');
  expect(error?.error.message).toMatch(/^The folio API did not answer GET http:\/\/127\.0\.0\.1:\d+\/v2\/invoices within 500 ms \(2 attempts\)\.$/);
  expect(isTransportFailure(error) && error.transport.reason).toBe('timeout');
  expect(server!.requests).toHaveLength(2);
});

test('a 200 whose JSON body is cut short is retried for a GET, then reported as a 502 invalid_response instead of rejecting', async () => {
  const truncated = { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"data":[{"id":"inv_1"},' };
  const client = await clientFor([truncated]);
  const { data, error, response } = await client.GET('/invoices');
  expect(data).toBeUndefined();
  expect(response.status).toBe(502);
  expect(response.headers.get(transportFailureHeader)).toBe('invalid_response');
  expect(error?.error.type).toBe('invalid_response');
  expect(error?.error.message).toMatch(
    /^The folio API answered GET http:\/\/127\.0\.0\.1:\d+\/v2\/invoices with 200 OK, but its body is not the JSON the contract describes \(3 attempts\): Unexpected end of JSON input\.$/,
  );
  expect(isTransportFailure(error) && error.transport).toEqual({ reason: 'invalid_response', attempts: 3, cause: 'Unexpected end of JSON input' });
  expect(server!.requests).toHaveLength(3);
});

test('a 202 with a cut-short body to sendInvoice is not retried, and the error says the request may have gone through', async () => {
  const client = await clientFor([{ status: 202, headers: { 'Content-Type': 'application/json' }, body: '{"id":"inv_1","st' }]);
  const { error, response } = await client.POST('/invoices/{invoice_id}/send', send);
  expect(response.status).toBe(502);
  expect(server!.requests).toHaveLength(1);
  expect(error?.error.message).toMatch(/may have reached the service; it was not retried/);
});

test('a timed-out payInvoice is not retried', async () => {
  const client = await clientFor([{ status: 200, body: {}, delayMs: 20_000 }], { timeoutMs: 500 });
  const { error } = await client.POST('/invoices/{invoice_id}/pay', { params: { path: { invoice_id: 'inv_1' } } });
  expect(isTransportFailure(error) && error.transport).toMatchObject({ reason: 'timeout', attempts: 1 });
  expect(server!.requests).toHaveLength(1);
  expect(error?.error.message).toMatch(/may have reached the service/);
});

test('a fetch that ignores its AbortSignal still times out', async () => {
  const never: InvoicingClientOptions['fetch'] = () => new Promise<Response>(() => {});
  const client = clientAt('http://127.0.0.1:9/v2', { fetch: never, timeoutMs: 20, maxRetries: 0 });
  const { error, response } = await client.GET('/invoices');
  expect(response.status).toBe(504);
  expect(isTransportFailure(error) && error.transport.reason).toBe('timeout');
});

test('a fetch that throws is reported like a network failure', async () => {
  const broken: InvoicingClientOptions['fetch'] = () => Promise.reject(new TypeError('fetch failed', { cause: new Error('socket hang up') }));
  const client = clientAt('http://127.0.0.1:9/v2', { fetch: broken, maxRetries: 1 });
  const { error } = await client.GET('/invoices');
  expect(isTransportFailure(error) && error.transport).toEqual({ reason: 'network', attempts: 2, cause: 'socket hang up' });
});

test("the caller's abort ends the call at once, without retrying, as a 499", async () => {
  const client = await clientFor([{ status: 200, body: page, delayMs: 500 }]);
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 20);
  const { error, response } = await client.GET('/invoices', { signal: controller.signal });
  expect(response.status).toBe(499);
  expect(isTransportFailure(error) && error.transport).toMatchObject({ reason: 'aborted', attempts: 1 });
  expect(error?.error.message).toMatch(/was cancelled by its AbortSignal/);
  expect(runtime.sleeps).toEqual([]);
});

test('an abort during the backoff ends the wait and the call', async () => {
  const client = await clientFor([{ status: 503, body: { error: { type: 'api_error', message: 'Later.' } } }]);
  const controller = new AbortController();
  runtime.sleep = async () => {
    controller.abort();
    return false;
  };
  const { error, response } = await client.GET('/invoices', { signal: controller.signal });
  expect(response.status).toBe(499);
  expect(isTransportFailure(error) && error.transport.reason).toBe('aborted');
  expect(server!.requests).toHaveLength(1);
});

test('with the real runtime, the backoff really waits, and an abort cuts it short', async () => {
  const started = Date.now();
  expect(await systemRuntime.sleep(25, new AbortController().signal)).toBe(true);
  expect(Date.now() - started).toBeGreaterThanOrEqual(20);

  const controller = new AbortController();
  setTimeout(() => controller.abort(), 10);
  const cut = Date.now();
  expect(await systemRuntime.sleep(10_000, controller.signal)).toBe(false);
  expect(Date.now() - cut).toBeLessThan(1_000);
});

test('createInvoicingClient with default settings reports a refused connection without rejecting', async () => {
  const client = createInvoicingClient({ apiKey: 'sk_test_key', environment: 'sandbox', baseUrl: `http://127.0.0.1:${await closedPort()}/v2`, maxRetries: 0 });
  await expect(client.GET('/invoices')).resolves.toMatchObject({ response: { status: 503 }, error: { error: { type: 'api_error' } } });
});
