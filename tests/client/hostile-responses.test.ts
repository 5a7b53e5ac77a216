// Answers that are not the contract's (D48): a success whose body is not the contract's JSON
// (a captive portal's HTML, text, no Content-Type, JSON cut short, no body at all) is a 502
// `invalid_response` result, a body over maxResponseBytes is cut off while it streams and is
// never retried, and a body that never ends is a timeout; on GET, POST and DELETE, nothing
// rejects. Each case runs against a local server that answers exactly so.
import { buildInvoicingClient, type InvoicingClientOptions } from '../../client/create-client.js';
import { isTransportFailure, transportFailureHeader } from '../../client/transport-failure.js';
import { fakeRuntime } from './helpers/fake-runtime.js';
import { hostileServer, type HostileReply, type HostileServer } from './helpers/hostile-server.js';

let server: HostileServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(reply: HostileReply, options: Partial<InvoicingClientOptions> = {}) {
  server = await hostileServer(reply);
  return buildInvoicingClient({ apiKey: 'sk_test_key', environment: 'sandbox', baseUrl: server.url, ...options }, fakeRuntime());
}

/** The three kinds of call: a read (retry-safe), a POST without a key (sendInvoice: not), a delete (retry-safe, 204 in the contract). */
const calls = {
  GET: (client: Awaited<ReturnType<typeof clientFor>>) => client.GET('/invoices'),
  POST: (client: Awaited<ReturnType<typeof clientFor>>) => client.POST('/invoices/{invoice_id}/send', { params: { path: { invoice_id: 'inv_1' } } }),
  DELETE: (client: Awaited<ReturnType<typeof clientFor>>) => client.DELETE('/invoices/{invoice_id}', { params: { path: { invoice_id: 'inv_1' } } }),
};
const attemptsOf = { GET: 3, POST: 1, DELETE: 3 };
const methods = Object.keys(calls) as Array<keyof typeof calls>;

const portal = '<!doctype html><html><head><title>Hotel Wi-Fi</title></head><body><form action="/login">Sign in</form></body></html>';
const notJson: Array<[string, HostileReply, string]> = [
  ['an HTML captive portal', { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: portal }, 'its Content-Type is text/html; charset=utf-8, not JSON'],
  ['JSON sent as text/plain', { status: 200, headers: { 'Content-Type': 'text/plain' }, body: '{"id":"cus_1"}' }, 'its Content-Type is text/plain, not JSON'],
  ['a body without a Content-Type', { status: 200, body: '{"id":"cus_1"}' }, 'it has no Content-Type'],
  ['JSON cut short', { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"id":"cus_1","na' }, 'Unterminated string in JSON at position 17'],
  ['a JSON array', { status: 200, headers: { 'Content-Type': 'application/json' }, body: '[]' }, 'the JSON body is not an object'],
  ['JSON null', { status: 201, headers: { 'Content-Type': 'application/json' }, body: 'null' }, 'the JSON body is not an object'],
  ['an empty body with Content-Length: 0', { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Length': '0' }, body: '' }, 'the body is empty'],
  ['an empty chunked body', { status: 200, headers: { 'Content-Type': 'application/json' }, body: '' }, 'the body is empty'],
];

describe.each(methods)('%s', (method) => {
  test.each(notJson)('a 2xx with %s is a 502 invalid_response result, not a rejection', async (_name, reply, cause) => {
    const client = await clientFor(reply);
    const { data, error, response } = await calls[method](client);
    expect(data).toBeUndefined();
    expect(response.status).toBe(502);
    expect(response.headers.get(transportFailureHeader)).toBe('invalid_response');
    expect(error?.error.type).toBe('invalid_response');
    expect(error?.error.param).toBeNull();
    expect(error?.error.message).toContain(`answered ${method} ${server!.url}`);
    expect(error?.error.message).toContain(`but its body is not the JSON the contract describes (${attemptsOf[method] === 1 ? '1 attempt' : '3 attempts'}): ${cause}.`);
    expect(isTransportFailure(error) && error.transport).toEqual({ reason: 'invalid_response', attempts: attemptsOf[method], cause });
    expect(server!.requests).toHaveLength(attemptsOf[method]);
  });

  test('a streamed body over maxResponseBytes is cut off, read no further and not retried', async () => {
    const client = await clientFor({ status: 200, headers: { 'Content-Type': 'application/json' }, stream: 300 * 1024 * 1024 }, { maxResponseBytes: 1024 * 1024 });
    const { data, error, response } = await calls[method](client);
    expect(data).toBeUndefined();
    expect(response.status).toBe(502);
    expect(response.headers.get(transportFailureHeader)).toBe('response_too_large');
    expect(error?.error.type).toBe('invalid_response');
    expect(error?.error.message).toMatch(/^The folio API answered [A-Z]+ \S+ with 200 OK, but its body is over maxResponseBytes \(1048576 bytes\) and was cut off \(1 attempt\)\./);
    expect(isTransportFailure(error) && error.transport).toEqual({ reason: 'response_too_large', attempts: 1, cause: 'the body is over 1048576 bytes' });
    expect(server!.requests).toHaveLength(1);
    // The server could hand over no more than what the socket buffers hold past the limit.
    expect(server!.sent.finished).toBe(false);
    expect(server!.sent.bytes).toBeLessThan(64 * 1024 * 1024);
  });

  test('a body that never ends is a 504 timeout result', async () => {
    const client = await clientFor({ status: 200, headers: { 'Content-Type': 'application/json' }, trickleEveryMs: 20 }, { timeoutMs: 150, maxRetries: 0 });
    const { data, error, response } = await calls[method](client);
    expect(data).toBeUndefined();
    expect(response.status).toBe(504);
    expect(isTransportFailure(error) && error.transport.reason).toBe('timeout');
  });
});

test('a 500 with a 300 MB body is cut off at the default 10 MB, and not retried although GET is safe to retry', async () => {
  const client = await clientFor({ status: 500, headers: { 'Content-Type': 'text/html' }, stream: 300 * 1024 * 1024 });
  const { error, response } = await client.GET('/invoices');
  expect(response.status).toBe(502);
  expect(error?.error.message).toMatch(/with 500 Internal Server Error, but its body is over maxResponseBytes \(10485760 bytes\) and was cut off \(1 attempt\)\.$/);
  expect(server!.requests).toHaveLength(1);
  expect(server!.sent.finished).toBe(false);
  expect(server!.sent.bytes).toBeLessThan(80 * 1024 * 1024);
});

test('a declared Content-Length over maxResponseBytes is refused before the body is read', async () => {
  const client = await clientFor({ status: 200, headers: { 'Content-Type': 'application/json', 'Content-Length': String(2 * 1024 * 1024) }, stream: 2 * 1024 * 1024 }, { maxResponseBytes: 1024 * 1024 });
  const { error } = await client.GET('/invoices');
  expect(isTransportFailure(error) && error.transport).toEqual({ reason: 'response_too_large', attempts: 1, cause: 'the body is over 1048576 bytes' });
});

test('a body of exactly maxResponseBytes is read', async () => {
  const body = JSON.stringify({ data: [], has_more: false, next_cursor: null, pad: '' });
  const padded = body.replace('"pad":""', `"pad":"${'x'.repeat(1000 - body.length)}"`);
  const client = await clientFor({ status: 200, headers: { 'Content-Type': 'application/json' }, body: padded }, { maxResponseBytes: 1000 });
  const { data, error } = await client.GET('/invoices');
  expect(error).toBeUndefined();
  expect(data?.has_more).toBe(false);
});

test.each<[string, HostileReply]>([
  ['application/json; charset=utf-8', { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: '{"data":[],"has_more":false,"next_cursor":null}' }],
  ['application/problem+json', { status: 200, headers: { 'Content-Type': 'application/problem+json' }, body: '{"data":[],"has_more":false,"next_cursor":null}' }],
])('a JSON object sent as %s is data', async (_name, reply) => {
  const client = await clientFor(reply);
  const { data, error } = await client.GET('/invoices');
  expect(error).toBeUndefined();
  expect(data).toEqual({ data: [], has_more: false, next_cursor: null });
  expect(server!.requests).toHaveLength(1);
});

test('a 204 to a DELETE is a success without data', async () => {
  const client = await clientFor({ status: 204, body: '' });
  const { data, error, response } = await calls.DELETE(client);
  expect(response.status).toBe(204);
  expect(error).toBeUndefined();
  expect(data).toBeUndefined();
});

test('a PDF read as a blob is not held to JSON, and the call says so with its Accept header', async () => {
  const pdf = '%PDF-1.7\n%%EOF\n';
  const client = await clientFor({ status: 200, headers: { 'Content-Type': 'application/pdf' }, body: pdf });
  const { data, error } = await client.GET('/invoices/{invoice_id}/pdf', { params: { path: { invoice_id: 'inv_1' } }, parseAs: 'blob' });
  expect(error).toBeUndefined();
  expect(await (data as Blob).text()).toBe(pdf);
});
