// `folio mcp` as a generic client sees it (R146): the MCP Inspector's own CLI, which fills a
// tool's arguments from `--tool-arg name=value` by the type its input schema gives each
// property (JSON for `object` and `array`, numbers for `integer`, text otherwise), calls every
// tool against a real sandbox. Every property of every input schema says its type, and no
// call comes back refused for the type of an argument. The first test runs the Inspector as a
// person types it (`mcp-inspector --cli`); the calls run the CLI program it starts (R196).
import { mkdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { startSandbox, type Sandbox } from '../../docs/sandbox.js';
import { sharedSite } from '../../helpers/shared-site.js';
import { inspect, tempDir, toolArgs } from './helpers.js';

let tmp: string;
let sandbox: Sandbox;
let env: Record<string, string>;
beforeAll(async () => {
  tmp = await tempDir();
  await mkdir(tmp, { recursive: true });
  // folio mcp reads the docs package `dist` of the folder it starts in: here the run's built site.
  let dist: string;
  [sandbox, dist] = await Promise.all([startSandbox(), sharedSite()]);
  await symlink(dist, path.join(tmp, 'dist'));
  env = { FOLIO_BASE_URL: sandbox.url, FOLIO_API_KEY: sandbox.key };
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
  await rm(tmp, { recursive: true, force: true });
});

const listTools = async (typed = false) => ((await inspect(tmp, env, 'tools/list', [], typed)) as { tools: Tool[] }).tools;

test('tools/list through the Inspector, typed as a person types it: every input schema is an object whose every property says its type', async () => {
  const tools = await listTools(true);
  expect(tools.length).toBeGreaterThan(30);
  const untyped = tools.flatMap((tool) => [
    ...(tool.inputSchema.type === 'object' ? [] : [`${tool.name}: the input schema says no type: object`]),
    ...Object.entries(tool.inputSchema.properties ?? {})
      .filter(([, schema]) => typeof (schema as { type?: unknown }).type !== 'string')
      .map(([name]) => `${tool.name}.${name}`),
  ]);
  expect(untyped).toEqual([]);
}, 60_000);

test('the Inspector calls every tool with object arguments given as JSON, and none is refused for an argument\'s type', async () => {
  const called = new Set<string>();
  const answers: Array<[string, string]> = [];
  /** Calls `name` through the Inspector; a refused call is kept with its answer for the assertion at the end. */
  const call = async (name: string, args: Record<string, unknown> = {}): Promise<string> => {
    called.add(name);
    const result = (await inspect(tmp, env, 'tools/call', ['--tool-name', name, ...toolArgs(args)])) as CallToolResult;
    const first = result.content[0];
    const text = first?.type === 'text' ? first.text : JSON.stringify(first);
    if (result.isError) answers.push([name, text]);
    return text;
  };
  const json = async <T>(name: string, args: Record<string, unknown> = {}): Promise<T> => JSON.parse(await call(name, args)) as T;
  // A refused call leaves a field missing; the call after it goes on, so that the list at the end names every refusal.
  const signed = (url: string | undefined) => Object.fromEntries(new URL(url ?? 'http://refused.invalid/?expires=0&signature=x').searchParams);
  const line = { description: 'Design work', quantity: 3, unit_price: { amount: 12000, currency: 'EUR' } };
  const address = { line1: 'Invalidenstraße 1', city: 'Berlin', postal_code: '10115', country: 'DE' };

  const customer = await json<{ id: string }>('createCustomer', { 'Idempotency-Key': 'inspector-customer', body: { name: 'Inspector Ltd', email: 'billing@inspector.example', address } });
  await call('getCustomer', { customer_id: customer.id });
  await call('updateCustomer', { customer_id: customer.id, body: { name: 'Inspector Limited' } });
  await call('listCustomers', { include_deleted: 'true', limit: '5' });

  const invoice = await json<{ id: string }>('createInvoice', { 'Idempotency-Key': 'inspector-invoice', body: { customer_id: customer.id, lines: [line] } });
  await call('getInvoice', { invoice_id: invoice.id });
  await call('updateInvoice', { invoice_id: invoice.id, body: { notes: 'Thank you.' } });
  await call('listInvoices', { status: 'draft', created: { gte: '2000-01-01T00:00:00Z' }, due_date: { lt: '2999-01-01' }, customer_id: customer.id, limit: '10' });
  await call('sendInvoice', { invoice_id: invoice.id, body: { delivery: 'none' } });
  await call('recordPayment', { invoice_id: invoice.id, 'Idempotency-Key': 'inspector-payment', body: { amount: { amount: 1000, currency: 'EUR' }, method: 'bank_transfer' } });
  await call('downloadInvoicePdf', { invoice_id: invoice.id });
  await call('getInvoiceEInvoice', { invoice_id: invoice.id, format: 'ubl' });
  const sent = await json<{ pdf_url?: string }>('getInvoice', { invoice_id: invoice.id });
  await call('getSignedInvoicePdf', { invoice_id: invoice.id, ...signed(sent.pdf_url) });

  const note = await json<{ id: string; pdf_url?: string }>('createCreditNote', {
    invoice_id: invoice.id, 'Idempotency-Key': 'inspector-credit', body: { lines: [{ ...line, quantity: 1 }], reason: 'order_change' },
  });
  await call('listCreditNotes', { invoice_id: invoice.id, limit: '10' });
  await call('getCreditNote', { credit_note_id: note.id });
  await call('getCreditNoteEInvoice', { credit_note_id: note.id, format: 'cii' });
  await call('getSignedCreditNotePdf', { credit_note_id: note.id, ...signed(note.pdf_url) });
  await call('voidCreditNote', { credit_note_id: note.id });
  await call('payInvoice', { invoice_id: invoice.id });

  const draft = await json<{ id: string }>('createInvoice', { body: { customer_id: customer.id, lines: [line] } });
  await call('voidInvoice', { invoice_id: draft.id });

  const endpoint = await json<{ id: string }>('createWebhookEndpoint', { 'Idempotency-Key': 'inspector-endpoint', body: { url: 'http://127.0.0.1:9/hooks', enabled_events: ['invoice.paid'] } });
  await call('getWebhookEndpoint', { endpoint_id: endpoint.id });
  await call('updateWebhookEndpoint', { endpoint_id: endpoint.id, body: { enabled_events: ['*'], description: 'Inspector' } });
  await call('listWebhookEndpoints', { limit: '10' });
  await call('rotateWebhookEndpointSecret', { endpoint_id: endpoint.id });
  const events = await json<{ data?: Array<{ id: string }> }>('listEvents', { type: 'invoice.paid', object_id: invoice.id, limit: '10' });
  const event = events.data?.[0]?.id ?? 'evt_refused';
  await call('getEvent', { event_id: event });
  await call('resendEvent', { event_id: event, body: { endpoint_id: endpoint.id } });
  await call('deleteWebhookEndpoint', { endpoint_id: endpoint.id });

  const leaving = await json<{ id: string }>('createCustomer', { body: { name: 'Leaving Ltd', email: 'billing@leaving.example', address } });
  await call('deleteCustomer', { customer_id: leaving.id });
  await call('getAccount');
  await call('getStatus');
  await call('search_docs', { query: 'void an invoice' });
  await call('read_page', { slug: 'idempotency' });
  await call('get_operation', { operationId: 'createInvoice' });

  expect(answers).toEqual([]);
  expect([...called].sort()).toEqual((await listTools()).map((tool) => tool.name).sort());
}, 600_000);
