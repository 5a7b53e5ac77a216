// A tool call's arguments are checked against the tool's input schema before anything is
// sent (R147): a wrong type, a missing argument or an unknown one is a tool error whose one
// sentence names the argument, and the sandbox sees no request. The body's content is the
// API's to check: its answer comes back as it is.
import { startSandbox, type Sandbox } from '../../docs/sandbox.js';
import { startMcp, textOf, type McpSession } from './helpers.js';

let sandbox: Sandbox;
let mcp: McpSession;
beforeAll(async () => {
  sandbox = await startSandbox();
  mcp = await startMcp([], { FOLIO_BASE_URL: sandbox.url, FOLIO_API_KEY: sandbox.key });
}, 60_000);
afterAll(async () => {
  await mcp?.close();
  await sandbox?.close();
});

const body = () => ({ customer_id: sandbox.customerId, lines: [{ description: 'Design work', quantity: 3, unit_price: { amount: 12000, currency: 'EUR' } }] });

test.each<[string, string, Record<string, unknown>, { message: string; param: string }]>([
  ['an object invoice_id', 'getInvoice', { invoice_id: { id: 'inv_1' } }, { message: 'invoice_id must be a string, not an object.', param: 'invoice_id' }],
  ['an object Idempotency-Key', 'createInvoice', { 'Idempotency-Key': { key: 'k1' }, body: {} }, { message: 'Idempotency-Key must be a string, not an object.', param: 'Idempotency-Key' }],
  ['a body given as JSON text', 'createInvoice', { body: '{"customer_id":"cus_1"}' }, { message: 'body must be an object, not a string.', param: 'body' }],
  ['a text limit', 'listInvoices', { limit: '10' }, { message: 'limit must be an integer, not a string.', param: 'limit' }],
  ['a limit out of range', 'listInvoices', { limit: 0 }, { message: 'limit must be >= 1.', param: 'limit' }],
  ['a text range of a deep object', 'listInvoices', { created: '2026-11-01' }, { message: 'created must be an object, not a string.', param: 'created' }],
  ['an unknown key of a deep object', 'listInvoices', { created: { after: '2026-11-01T00:00:00Z' } }, { message: 'created takes no key "after".', param: 'created.after' }],
  ['a format out of the list', 'getInvoiceEInvoice', { invoice_id: 'inv_1', format: 'pdf' }, { message: 'format must be one of "ubl", "cii", "xrechnung-ubl", "xrechnung-cii", "peppol-bis", "factur-x".', param: 'format' }],
  ['a missing path argument', 'voidInvoice', {}, { message: 'invoice_id is required.', param: 'invoice_id' }],
  ['an unknown argument', 'getInvoice', { invoice_id: 'inv_1', expand: 'customer' }, { message: 'getInvoice takes no argument "expand".', param: 'expand' }],
  ['an object query of search_docs', 'search_docs', { query: { text: 'void' } }, { message: 'query must be a string, not an object.', param: 'query' }],
  ['a missing query of search_docs, with its hint', 'search_docs', {}, { message: 'query is required: give a question or keywords.', param: 'query' }],
  ['an unknown argument of read_page', 'read_page', { slug: 'idempotency', lang: 'de' }, { message: 'read_page takes no argument "lang".', param: 'lang' }],
])('refuses %s with a tool error naming it, and sends nothing', async (_, name, args, error) => {
  const before = sandbox.requests.length;
  const result = await mcp.client.callTool({ name, arguments: args });
  expect(result.isError).toBe(true);
  expect(JSON.parse(textOf(result))).toEqual({ error: { type: 'invalid_request', ...error } });
  expect(sandbox.requests.length).toBe(before);
});

test('an object Idempotency-Key creates no invoice; a text one creates one, once', async () => {
  const list = async () => (await (await fetch(`${sandbox.url}/invoices?limit=100`, { headers: { authorization: `Bearer ${sandbox.key}` } })).json()) as { data: unknown[] };
  const count = (await list()).data.length;
  const refused = await mcp.client.callTool({ name: 'createInvoice', arguments: { 'Idempotency-Key': { key: 'k1' }, body: body() } });
  expect(refused.isError).toBe(true);
  expect((await list()).data.length).toBe(count);
  for (const _ of [1, 2]) {
    const created = await mcp.client.callTool({ name: 'createInvoice', arguments: { 'Idempotency-Key': 'arguments-test-1', body: body() } });
    expect(created.isError).toBeFalsy();
  }
  expect((await list()).data.length).toBe(count + 1);
});

test('a deep object query argument goes as created[gte]=..., and the API filters by it', async () => {
  await mcp.client.callTool({ name: 'createInvoice', arguments: { body: body() } });
  const all = JSON.parse(textOf(await mcp.client.callTool({ name: 'listInvoices', arguments: { created: { gte: '2000-01-01T00:00:00Z' } } }))) as { data: unknown[] };
  expect(all.data.length).toBeGreaterThan(0);
  const none = JSON.parse(textOf(await mcp.client.callTool({ name: 'listInvoices', arguments: { created: { gte: '2999-01-01T00:00:00Z' } } }))) as { data: unknown[] };
  expect(none.data).toEqual([]);
  expect(sandbox.requests.at(-1)).toMatchObject({ method: 'GET', status: 200 });
});

test('the body\'s content is the API\'s to check: its error body comes back, naming the field', async () => {
  const result = await mcp.client.callTool({ name: 'createInvoice', arguments: { body: { ...body(), lines: [{ ...body().lines[0], quantity: 0 }] } } });
  expect(result.isError).toBe(true);
  expect(JSON.parse(textOf(result))).toEqual({ error: { type: 'invalid_request', message: 'lines[0].quantity must be >= 1.', param: 'lines[0].quantity' } });
  expect(sandbox.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v2/invoices', status: 422 });
});
