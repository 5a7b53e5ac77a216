// A create whose response is lost on the way back (D9, D40): the real service behind a proxy
// that forwards the request, lets the service answer, then drops the connection.
import { buildInvoicingClient } from '../../client/create-client.js';
import { isTransportFailure } from '../../client/transport-failure.js';
import type { InvoicingClient } from '@folio/client';
import { fakeRuntime } from './helpers/fake-runtime.js';
import { flakyProxy, type FlakyProxy } from './helpers/flaky-proxy.js';
import { startRealService, type RealService } from './helpers/real-service.js';

const address = { line1: '1 Rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' };
const lines = [{ description: 'Consulting', quantity: 1, unit_price: { amount: 1200, currency: 'EUR' as const } }];

let service: RealService;
let direct: InvoicingClient;
let proxy: FlakyProxy | undefined;
beforeEach(async () => {
  service = await startRealService();
  direct = buildInvoicingClient({ apiKey: service.key, environment: 'sandbox', baseUrl: service.url }, fakeRuntime());
});
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
  await service.close();
});

function throughProxy(dropFirst: number): Promise<InvoicingClient> {
  return flakyProxy(service.url, dropFirst).then((started) => {
    proxy = started;
    return buildInvoicingClient({ apiKey: service.key, environment: 'sandbox', baseUrl: started.url }, fakeRuntime());
  });
}

async function countAll(path: '/invoices' | '/customers'): Promise<number> {
  let count = 0;
  for await (const _ of direct.listAll(path)) count++;
  return count;
}

test('a create whose response is lost is retried with the same Idempotency-Key and leaves exactly one invoice', async () => {
  const customer = (await direct.POST('/customers', { body: { name: 'Ada', email: 'ada@example.com', address } })).data!;
  const client = await throughProxy(1);

  const { data, error, response } = await client.POST('/invoices', { body: { customer_id: customer.id, lines } });

  expect(error).toBeUndefined();
  expect(response.status).toBe(201);
  expect(response.headers.get('Idempotent-Replayed')).toBe('true');
  expect(proxy!.dropped).toEqual([201]);
  expect(proxy!.forwarded).toHaveLength(2);
  const [first, second] = proxy!.forwarded.map((r) => r.headers['idempotency-key']);
  expect(first).toEqual(expect.any(String));
  expect(second).toBe(first);
  expect(await countAll('/invoices')).toBe(1);
  const stored = await direct.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: data!.id } } });
  expect({ ...stored.data, pdf_url: null }).toEqual({ ...data, pdf_url: null }); // pdf_url is signed per response
});

test('a create whose responses are all lost reports a network failure, and still leaves one invoice', async () => {
  const customer = (await direct.POST('/customers', { body: { name: 'Ada', email: 'ada@example.com', address } })).data!;
  const client = await throughProxy(3);

  const { error, response } = await client.POST('/invoices', { body: { customer_id: customer.id, lines } });

  expect(response.status).toBe(503);
  expect(isTransportFailure(error) && error.transport).toMatchObject({ reason: 'network', attempts: 3 });
  expect(proxy!.dropped).toEqual([201, 201, 201]);
  expect(await countAll('/invoices')).toBe(1);
});

test('a credit note whose response is lost is retried with the same Idempotency-Key and credits the invoice once', async () => {
  const customer = (await direct.POST('/customers', { body: { name: 'Ada', email: 'ada@example.com', address } })).data!;
  const invoice = (await direct.POST('/invoices', { body: { customer_id: customer.id, lines } })).data!;
  await direct.POST('/invoices/{invoice_id}/send', { params: { path: { invoice_id: invoice.id } } });
  const client = await throughProxy(1);

  const { error, response } = await client.POST('/invoices/{invoice_id}/credit_notes', {
    params: { path: { invoice_id: invoice.id } }, body: { lines: [{ ...lines[0]!, unit_price: { amount: 200, currency: 'EUR' } }], reason: 'other' },
  });

  expect(error).toBeUndefined();
  expect(response.headers.get('Idempotent-Replayed')).toBe('true');
  const [first, second] = proxy!.forwarded.map((r) => r.headers['idempotency-key']);
  expect(second).toBe(first);
  const after = await direct.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: invoice.id } } });
  expect(after.data!.amount_credited).toEqual({ amount: 200, currency: 'EUR' });
});

test('a createCustomer whose response is lost is retried with the same Idempotency-Key and leaves one customer', async () => {
  const client = await throughProxy(1);

  const { data, response } = await client.POST('/customers', { body: { name: 'Ada', email: 'ada@example.com', address } });

  expect(response.status).toBe(201);
  expect(response.headers.get('Idempotent-Replayed')).toBe('true');
  expect(proxy!.dropped).toEqual([201]);
  expect(await countAll('/customers')).toBe(1);
  expect(data!.name).toBe('Ada');
});

test('a recordPayment whose response is lost is retried with the same Idempotency-Key and records the payment once', async () => {
  const customer = (await direct.POST('/customers', { body: { name: 'Ada', email: 'ada@example.com', address } })).data!;
  const invoice = (await direct.POST('/invoices', { body: { customer_id: customer.id, lines } })).data!;
  await direct.POST('/invoices/{invoice_id}/send', { params: { path: { invoice_id: invoice.id } } });
  const client = await throughProxy(1);

  const { error, response } = await client.POST('/invoices/{invoice_id}/payments', {
    params: { path: { invoice_id: invoice.id } }, body: { amount: { amount: 500, currency: 'EUR' } },
  });

  expect(error).toBeUndefined();
  expect(response.headers.get('Idempotent-Replayed')).toBe('true');
  const [first, second] = proxy!.forwarded.map((r) => r.headers['idempotency-key']);
  expect(second).toBe(first);
  const after = await direct.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: invoice.id } } });
  expect(after.data).toMatchObject({ status: 'open', amount_paid: { amount: 500, currency: 'EUR' }, amount_due: { amount: 700, currency: 'EUR' } });
  expect(after.data!.payments).toHaveLength(1);
});

test('a payInvoice whose response is lost is not retried, since it takes no Idempotency-Key to make that safe', async () => {
  const customer = (await direct.POST('/customers', { body: { name: 'Ada', email: 'ada@example.com', address } })).data!;
  const invoice = (await direct.POST('/invoices', { body: { customer_id: customer.id, lines } })).data!;
  await direct.POST('/invoices/{invoice_id}/send', { params: { path: { invoice_id: invoice.id } } });
  const client = await throughProxy(1);

  const { error } = await client.POST('/invoices/{invoice_id}/pay', { params: { path: { invoice_id: invoice.id } } });

  expect(proxy!.forwarded).toHaveLength(1);
  expect(proxy!.forwarded[0]!.headers['idempotency-key']).toBeUndefined();
  expect(error?.error.message).toMatch(/may have reached the service/);
  const after = await direct.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: invoice.id } } });
  expect(after.data!.status).toBe('paid');
});
