// The client against the real service (server/serve.ts on 127.0.0.1): the whole invoice
// lifecycle, errors and auto-pagination, driven through the client only.
import { createInvoicingClient, type Customer, type Invoice, type InvoicingClient } from '@folio/client';
import { parseRetryAfter } from '../../client/retry-policy.js';
import { startRealService, type RealService } from './helpers/real-service.js';

let service: RealService;
let client: InvoicingClient;

beforeAll(async () => {
  service = await startRealService();
  client = createInvoicingClient({ apiKey: service.key, environment: 'sandbox', baseUrl: service.url });
});
afterAll(async () => {
  await service.close();
});

const address = { line1: '1 Rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' };
const line = (amount: number) => ({ description: 'Consulting', quantity: 2, unit_price: { amount, currency: 'EUR' as const }, tax_rate: 20 });

async function newCustomer(name: string): Promise<Customer> {
  const { data, error } = await client.POST('/customers', { body: { name, email: 'billing@example.com', address } });
  if (error) throw new Error(error.error.message);
  return data;
}

/** A client that notes the URL of every request it sends. */
function countingClient(): { client: InvoicingClient; requested: string[] } {
  const requested: string[] = [];
  const counting = createInvoicingClient({
    apiKey: service.key,
    environment: 'sandbox',
    baseUrl: service.url,
    fetch: (request) => {
      requested.push(request.url);
      return fetch(request);
    },
  });
  return { client: counting, requested };
}

async function newDraft(customer: Customer, amount = 1000): Promise<Invoice> {
  const { data, error } = await client.POST('/invoices', { body: { customer_id: customer.id, lines: [line(amount)] } });
  if (error) throw new Error(error.error.message);
  return data;
}

test('creates, updates, sends and pays an invoice, then refuses to void it with a typed 409', async () => {
  const customer = await newCustomer('Ada Lovelace');
  expect(customer.id).toMatch(/^cus_/);

  const created = await client.POST('/invoices', { body: { customer_id: customer.id, lines: [line(1999)], notes: 'Thank you' } });
  expect(created.response.status).toBe(201);
  expect(created.data).toMatchObject({ status: 'draft', customer_id: customer.id, total: { amount: 4798, currency: 'EUR' } });
  const id = created.data!.id;

  const updated = await client.PATCH('/invoices/{invoice_id}', {
    params: { path: { invoice_id: id } },
    body: { lines: [line(1999), line(500)], notes: null },
  });
  expect(updated.response.status).toBe(200);
  expect(updated.data).toMatchObject({ status: 'draft', notes: null, subtotal: { amount: 4998 }, tax: { amount: 1000 }, total: { amount: 5998 } });

  const sent = await client.POST('/invoices/{invoice_id}/send', { params: { path: { invoice_id: id } }, body: { message: 'Your invoice' } });
  expect(sent.response.status).toBe(202);
  expect(sent.data?.status).toBe('open');

  const paid = await client.POST('/invoices/{invoice_id}/pay', { params: { path: { invoice_id: id } } });
  expect(paid.response.status).toBe(200);
  expect(paid.data?.status).toBe('paid');

  const voided = await client.DELETE('/invoices/{invoice_id}', { params: { path: { invoice_id: id } } });
  expect(voided.response.status).toBe(409);
  expect(voided.error?.error.type).toBe('conflict');
  expect(voided.error?.error.message).toEqual(expect.any(String));

  const fetched = await client.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: id } } });
  expect(fetched.data?.status).toBe('paid');
});

test('voids a draft invoice with 204, and voiding it again changes nothing', async () => {
  const draft = await newDraft(await newCustomer('Grace Hopper'));
  const first = await client.DELETE('/invoices/{invoice_id}', { params: { path: { invoice_id: draft.id } } });
  expect(first.response.status).toBe(204);
  expect(first.error).toBeUndefined();
  const again = await client.DELETE('/invoices/{invoice_id}', { params: { path: { invoice_id: draft.id } } });
  expect(again.response.status).toBe(204);
  const { data } = await client.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: draft.id } } });
  expect(data?.status).toBe('void');
});

test('reports 404 and 422 as typed errors with the field at fault', async () => {
  const missing = await client.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: 'inv_doesnotexist' } } });
  expect(missing.response.status).toBe(404);
  expect(missing.error?.error.type).toBe('not_found');

  const customer = await newCustomer('Alan Turing');
  const invalid = await client.POST('/invoices', {
    body: { customer_id: customer.id, lines: [{ ...line(100), quantity: 0 }] },
  });
  expect(invalid.response.status).toBe(422);
  expect(invalid.error?.error).toMatchObject({ type: 'invalid_request', param: 'lines[0].quantity' });
});

test('a key of the other kind is answered 401 authentication_failed', async () => {
  const stranger = createInvoicingClient({ apiKey: 'sk_live_notarealkey', environment: 'sandbox', baseUrl: service.url });
  const { error, response } = await stranger.GET('/invoices');
  expect(response.status).toBe(401);
  expect(error?.error.type).toBe('authentication_failed');
});

describe('listing', () => {
  let customer: Customer;
  let open: Invoice[];

  beforeAll(async () => {
    customer = await newCustomer('Pagination Ltd');
    const other = await newCustomer('Someone Else');
    open = [];
    for (let i = 0; i < 7; i++) {
      const draft = await newDraft(customer, 100 + i);
      const sent = await client.POST('/invoices/{invoice_id}/send', { params: { path: { invoice_id: draft.id } } });
      open.push(sent.data!);
    }
    await newDraft(customer, 999); // a draft of the same customer: filtered out by status
    const elsewhere = await newDraft(other, 998); // an open invoice of another customer
    await client.POST('/invoices/{invoice_id}/send', { params: { path: { invoice_id: elsewhere.id } } });
  });

  test('one page holds at most `limit` invoices and says whether more follow', async () => {
    const { data } = await client.GET('/invoices', { params: { query: { status: 'open', customer_id: customer.id, limit: 3 } } });
    expect(data?.data).toHaveLength(3);
    expect(data?.has_more).toBe(true);
    expect(data?.next_cursor).toEqual(expect.any(String));
  });

  test('listAll follows next_cursor over more than two pages and yields what one big page holds, in order', async () => {
    const { client: counting, requested } = countingClient();
    const pager = counting.listAll('/invoices', { status: 'open', customer_id: customer.id, limit: 2 });
    const seen: Invoice[] = [];
    for await (const invoice of pager) seen.push(invoice);

    expect(pager.error).toBeUndefined();
    expect(requested).toHaveLength(4); // 7 invoices, 2 a page
    expect(requested.slice(1).every((url) => new URL(url).searchParams.has('cursor'))).toBe(true);
    const whole = await client.GET('/invoices', { params: { query: { status: 'open', customer_id: customer.id, limit: 100 } } });
    expect(seen.map((invoice) => invoice.id)).toEqual(whole.data!.data.map((invoice) => invoice.id));
    expect(seen.map((invoice) => invoice.id).sort()).toEqual(open.map((invoice) => invoice.id).sort());
  });

  test('listAll fetches no further page once the loop stops', async () => {
    const { client: counting, requested } = countingClient();
    const seen: string[] = [];
    for await (const invoice of counting.listAll('/invoices', { customer_id: customer.id, limit: 2 })) {
      seen.push(invoice.id);
      if (seen.length === 3) break;
    }
    expect(seen).toHaveLength(3);
    expect(requested).toHaveLength(2);
  });

  test('listAll pages over customers too', async () => {
    const names: string[] = [];
    for await (const c of client.listAll('/customers', { limit: 1 })) names.push(c.name);
    expect(names).toEqual(expect.arrayContaining(['Pagination Ltd', 'Someone Else']));
    const { data } = await client.GET('/customers', { params: { query: { limit: 100 } } });
    expect(names).toHaveLength(data!.data.length);
  });

  test('listAll ends on an error and leaves it in the pager instead of throwing', async () => {
    const pager = client.listAll('/invoices', { limit: 500 });
    const seen: Invoice[] = [];
    for await (const invoice of pager) seen.push(invoice);
    expect(seen).toEqual([]);
    expect(pager.response?.status).toBe(400);
    expect(pager.error?.error).toMatchObject({ type: 'invalid_request', param: 'limit' });
  });
});

test("the service's 429 comes back as a typed rate_limited error with a Retry-After the client can read", async () => {
  const limited = await startRealService({ rateLimit: 1 });
  try {
    const strict = createInvoicingClient({ apiKey: limited.key, environment: 'sandbox', baseUrl: limited.url, maxRetries: 0 });
    expect((await strict.GET('/invoices')).response.status).toBe(200);
    const { error, response } = await strict.GET('/invoices');
    expect(response.status).toBe(429);
    expect(error?.error.type).toBe('rate_limited');
    const wait = parseRetryAfter(response.headers.get('Retry-After'), Date.now());
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(1000);
  } finally {
    await limited.close();
  }
});
