// The client against the real service (server/serve.ts on 127.0.0.1): the whole invoice
// lifecycle, errors and auto-pagination, driven through the client only.
import { createInvoicingClient, type Customer, type Invoice, type InvoicingClient, type ListFilters, type ListPath } from '@folio/client';
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

  /** The ids listAll yields at one record a page, the pages it fetched, and the ids one page of 100 holds (fetched without the client). */
  async function pagedAndWhole<P extends ListPath>(path: P, filters: ListFilters<P>) {
    const { client: counting, requested } = countingClient();
    const pager = counting.listAll(path, { ...filters, limit: 1 });
    const paged: string[] = [];
    for await (const item of pager) paged.push((item as { id: string }).id);
    const query = new URLSearchParams({ ...(filters as Record<string, string>), limit: '100' });
    const whole = await fetch(`${service.url}${path}?${query}`, { headers: { Authorization: `Bearer ${service.key}` } });
    const { data } = (await whole.json()) as { data: Array<{ id: string }> };
    return { paged, pages: requested.length, error: pager.error, whole: data.map((item) => item.id) };
  }

  test('listAll pages over credit notes by invoice, events by type and object, and webhook endpoints', async () => {
    const credited = open[0]!;
    for (const amount of [10, 20, 30]) {
      const note = await client.POST('/invoices/{invoice_id}/credit_notes', {
        params: { path: { invoice_id: credited.id } },
        body: { lines: [{ description: 'Goodwill', quantity: 1, unit_price: { amount, currency: 'EUR' } }], reason: 'other' },
      });
      expect(note.response.status).toBe(201);
    }
    const endpoints: string[] = [];
    for (let i = 0; i < 3; i++) {
      const made = await client.POST('/webhook_endpoints', { body: { url: `http://127.0.0.1:9/hooks/${i}`, enabled_events: ['credit_note.voided'] } });
      endpoints.push(made.data!.id);
    }
    try {
      const notes = await pagedAndWhole('/credit_notes', { invoice_id: credited.id });
      expect(notes).toEqual({ paged: notes.whole, pages: 3, error: undefined, whole: expect.any(Array) });
      expect(notes.whole).toHaveLength(3);

      const sentEvents = await pagedAndWhole('/events', { type: 'invoice.sent' });
      expect(sentEvents.paged).toEqual(sentEvents.whole);
      expect(sentEvents.paged.length).toBeGreaterThanOrEqual(8); // the customer's seven open invoices and the other one
      expect(sentEvents.pages).toBe(sentEvents.paged.length);

      const ofInvoice = await pagedAndWhole('/events', { object_id: credited.id });
      expect(ofInvoice.paged).toEqual(ofInvoice.whole);
      expect(ofInvoice.paged.length).toBeGreaterThanOrEqual(2); // invoice.created and invoice.sent at least

      const hooks = await pagedAndWhole('/webhook_endpoints', {});
      expect(hooks).toEqual({ paged: [...endpoints].reverse(), pages: 3, error: undefined, whole: [...endpoints].reverse() });
    } finally {
      for (const id of endpoints) await client.DELETE('/webhook_endpoints/{endpoint_id}', { params: { path: { endpoint_id: id } } });
    }
  });

  test('listAll sends a list of states and the date bounds in the form the service reads', async () => {
    const all = (await client.GET('/invoices', { params: { query: { customer_id: customer.id, limit: 100 } } })).data!.data;
    const from = open[3]!.created_at;
    const filters = { customer_id: customer.id, status: 'draft,open', created: { gte: from }, due_date: { lt: '2999-01-01' } } as const;
    const seen: string[] = [];
    for await (const invoice of client.listAll('/invoices', { ...filters, limit: 2 })) seen.push(invoice.id);
    expect(seen).toEqual(all.filter((invoice) => invoice.created_at >= from).map((invoice) => invoice.id));
    expect(seen).toContain(open[6]!.id);
    expect(seen).not.toContain(open[0]!.id);
    const none = client.listAll('/invoices', { ...filters, due_date: { lt: '2000-01-01' } });
    for await (const invoice of none) throw new Error(`no invoice is due before 2000, yet ${invoice.id} was listed`);
    expect(none.response?.status).toBe(200);
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
