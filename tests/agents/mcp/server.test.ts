// `folio mcp` as an agent meets it: the built executable driven by the SDK's own Client over
// stdio. The tools follow the contract, the docs tools answer from folio's built manual,
// and the API tools call a real sandbox, whose answers (and errors) come back as they are.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { operations, readOwnContract } from '../../../lib/openapi/index.js';
import { startSandbox, type Sandbox } from '../../docs/sandbox.js';
import { sharedSite } from '../../helpers/shared-site.js';
import { BASE_URL, ROOT, startMcp, textOf, type McpSession } from './helpers.js';

const contract = readOwnContract(path.join(ROOT, 'openapi/invoicing.yaml'));
let dist: string;
let sandbox: Sandbox;
let mcp: McpSession;

beforeAll(async () => {
  [sandbox, dist] = await Promise.all([startSandbox(), sharedSite()]);
  mcp = await startMcp(['--package', dist], { FOLIO_BASE_URL: sandbox.url, FOLIO_API_KEY: sandbox.key });
}, 120_000);
afterAll(async () => {
  await mcp?.close();
  await sandbox?.close();
});

const invoiceBody = () => ({ customer_id: sandbox.customerId, lines: [{ description: 'Design work', quantity: 3, unit_price: { amount: 12000, currency: 'EUR' } }] });

test('lists the docs tools, then one tool per operation of the contract, in its order', async () => {
  const { tools } = await mcp.client.listTools();
  expect(tools.map((tool) => tool.name)).toEqual(['search_docs', 'read_page', 'get_operation', ...operations(contract).map((entry) => entry.id)]);
});

test.each([
  ['getInvoice', { readOnlyHint: true }, ['invoice_id']],
  ['createInvoice', { readOnlyHint: false, destructiveHint: false }, ['body']],
  ['voidInvoice', { readOnlyHint: false, destructiveHint: true }, ['invoice_id']],
  ['voidCreditNote', { readOnlyHint: false, destructiveHint: true }, ['credit_note_id']],
  ['deleteWebhookEndpoint', { readOnlyHint: false, destructiveHint: true }, ['endpoint_id']],
])('describes %s from the contract: its summary, hints and required inputs', async (name, hints, required) => {
  const { tools } = await mcp.client.listTools();
  const tool = tools.find((t) => t.name === name)!;
  const entry = operations(contract).find((e) => e.id === name)!;
  expect(tool.title).toBe(entry.operation.summary);
  expect(tool.description).toContain(entry.operation.description!.trim());
  expect(tool.annotations).toMatchObject(hints);
  expect(tool.inputSchema.required).toEqual(required);
});

test('search_docs "void an invoice" answers the lifecycle section first, under its URL', async () => {
  const text = textOf(await mcp.client.callTool({ name: 'search_docs', arguments: { query: 'void an invoice' } }));
  expect(text.split('\n')[0]).toBe(`# [invoice-lifecycle#void-an-invoice](${BASE_URL}/docs/invoice-lifecycle.md#void-an-invoice)`);
  expect(text).toContain('## Void an invoice');
});

test('read_page answers the page as the package holds it, and a tool error for an unknown slug', async () => {
  const page = await mcp.client.callTool({ name: 'read_page', arguments: { slug: 'idempotency' } });
  expect(textOf(page)).toBe(await readFile(path.join(dist, 'docs/idempotency.md'), 'utf8'));
  const missing = await mcp.client.callTool({ name: 'read_page', arguments: { slug: 'no-such-page' } });
  expect(missing.isError).toBe(true);
  expect(JSON.parse(textOf(missing))).toMatchObject({ error: { type: 'not_found', param: 'slug' } });
});

test('get_operation answers the operation\'s digest page with its compact digest', async () => {
  const text = textOf(await mcp.client.callTool({ name: 'get_operation', arguments: { operationId: 'createInvoice' } }));
  expect(text).toMatch(/^# createInvoice\n\n`POST \/invoices`: Create a draft invoice\n/);
  expect(text).toContain('```compact\n');
  expect(text).toMatch(/createInvoice POST \/invoices/);
});

test('lists the manual\'s pages as resources and reads one by its URL', async () => {
  const manifest = JSON.parse(await readFile(path.join(dist, 'manifest.json'), 'utf8')) as { pages: Array<{ slug: string; path: string }> };
  const { resources } = await mcp.client.listResources();
  expect(resources.map((r) => [r.name, r.uri])).toEqual(manifest.pages.map((p) => [p.slug, `${BASE_URL}/${p.path}`]));
  const { contents } = await mcp.client.readResource({ uri: `${BASE_URL}/docs/errors.md` });
  expect(contents).toEqual([{ uri: `${BASE_URL}/docs/errors.md`, mimeType: 'text/markdown', text: await readFile(path.join(dist, 'docs/errors.md'), 'utf8') }]);
});

test('createInvoice creates the draft in the sandbox and answers the API\'s invoice', async () => {
  const result = await mcp.client.callTool({ name: 'createInvoice', arguments: { 'Idempotency-Key': 'mcp-test-1', body: invoiceBody() } });
  expect(result.isError).toBeFalsy();
  const invoice = JSON.parse(textOf(result)) as { id: string; status: string; total: { amount: number } };
  expect(invoice).toMatchObject({ status: 'draft', customer_id: sandbox.customerId, total: { amount: 36000, currency: 'EUR' } });
  const stored = await fetch(`${sandbox.url}/invoices/${invoice.id}`, { headers: { authorization: `Bearer ${sandbox.key}` } });
  // pdf_url is a signed link that expires a set time after each answer, so it differs by the second.
  const same = { ...invoice, pdf_url: expect.stringContaining(`/invoice-pdfs/${invoice.id}?`) };
  expect(await stored.json()).toEqual(same);
  const read = await mcp.client.callTool({ name: 'getInvoice', arguments: { invoice_id: invoice.id } });
  expect(JSON.parse(textOf(read))).toEqual(same);
});

test('a 422 comes back as a tool error holding the contract\'s Error body, the API\'s own message', async () => {
  const body = { ...invoiceBody(), total: 100 };
  const direct = await fetch(`${sandbox.url}/invoices`, { method: 'POST', headers: { authorization: `Bearer ${sandbox.key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(direct.status).toBe(422);
  const result = await mcp.client.callTool({ name: 'createInvoice', arguments: { body } });
  expect(result.isError).toBe(true);
  expect(JSON.parse(textOf(result))).toEqual(await direct.json());
  expect(JSON.parse(textOf(result))).toMatchObject({ error: { type: 'invalid_request', param: 'total' } });
});

test('voidInvoice answers that the API gave no body, and the invoice is void afterwards', async () => {
  const created = JSON.parse(textOf(await mcp.client.callTool({ name: 'createInvoice', arguments: { body: invoiceBody() } }))) as { id: string };
  const result = await mcp.client.callTool({ name: 'voidInvoice', arguments: { invoice_id: created.id } });
  expect(result).toEqual({ content: [{ type: 'text', text: 'HTTP 204: done; the API answers no body.' }] });
  expect(JSON.parse(textOf(await mcp.client.callTool({ name: 'getInvoice', arguments: { invoice_id: created.id } })))).toMatchObject({ status: 'void' });
});
