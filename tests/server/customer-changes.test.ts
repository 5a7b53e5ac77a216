// Customers change and leave (D40): PATCH replaces the fields it sends, DELETE archives, and
// both write their event; a deleted customer stays readable, leaves the list unless asked
// for, cannot be billed or changed. Every refused request changes nothing.
import { address, line, startService, type TestService } from '../helpers/service.js';

let s: TestService;
beforeEach(async () => {
  s = await startService();
});

/** Asserts that a request was refused with this status and error body, and changed nothing. */
async function refused(send: () => Promise<{ status: number; body: unknown }>, status: number, error: Record<string, unknown>): Promise<void> {
  const before = s.snapshot();
  const res = await send();
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { error } });
  expect(s.snapshot()).toEqual(before);
}

const eventsOf = async (customerId: string) =>
  (await s.as(s.alice).get(`/events?object_id=${customerId}`)).body.data.map((e: { type: string }) => e.type);

test('PATCH replaces the fields it sends, keeps the others, and writes customer.updated', async () => {
  const customer = await s.customer(s.alice, { tax_id: 'FR40303265045' });
  s.clock.advance(60_000);
  const moved = { line1: '1 Kingsway', city: 'London', postal_code: 'WC2B 6AN', country: 'GB' };
  const res = await s.as(s.alice).patch(`/customers/${customer.id}`, { email: 'invoices@lovelace.example', address: moved });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ ...customer, email: 'invoices@lovelace.example', address: { ...moved, line2: null } });
  expect((await s.as(s.alice).get(`/customers/${customer.id}`)).body).toEqual(res.body);
  expect(await eventsOf(customer.id)).toEqual(['customer.updated', 'customer.created']);
  const [updated] = (await s.as(s.alice).get(`/events?type=customer.updated`)).body.data;
  expect(updated).toMatchObject({ created_at: '2026-11-21T10:01:00.000Z', data: { object: res.body } });
});

test('PATCH with tax_id null clears the tax number', async () => {
  const customer = await s.customer(s.alice, { tax_id: 'FR40303265045' });
  const res = await s.as(s.alice).patch(`/customers/${customer.id}`, { tax_id: null });
  expect(res.body.tax_id).toBeNull();
});

const leitweg = { scheme: '0204', value: '04011000-12345-67' };
const legal = { tax_id: 'DE987654321', locale: 'de', electronic_address: leitweg, buyer_reference: '04011000-12345-67', e_invoice_format: 'xrechnung-ubl', metadata: { crm_id: '20417' } } as const;

test.each<[string, Record<string, unknown>]>([
  ['name', { name: 'Lovelace Analytical Engines Ltd' }],
  ['tax_id', { tax_id: 'DE811907980' }],
  ['locale', { locale: 'fr' }],
  ['electronic_address', { electronic_address: { scheme: '0088', value: '5060012349998' } }],
  ['electronic_address: null', { electronic_address: null }],
  ['buyer_reference', { buyer_reference: 'PO-BOX-7' }],
  ['buyer_reference: null', { buyer_reference: null }],
  ['e_invoice_format', { e_invoice_format: 'peppol-bis' }],
  ['e_invoice_format: null', { e_invoice_format: null }],
  ['metadata, replaced as a whole', { metadata: { segment: 'enterprise' } }],
  ['metadata: {}, which removes every key', { metadata: {} }],
])('PATCH of %s replaces that field alone', async (_name, change) => {
  const customer = await s.customer(s.alice, legal);
  const res = await s.as(s.alice).patch(`/customers/${customer.id}`, change);
  expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { ...customer, ...change } });
  expect((await s.as(s.alice).get(`/customers/${customer.id}`)).body).toEqual(res.body);
});

test('a customer is created with its metadata, which is {} when none is given', async () => {
  expect((await s.customer(s.alice, { metadata: { crm_id: '20417' } })).metadata).toEqual({ crm_id: '20417' });
  expect((await s.customer(s.alice)).metadata).toEqual({});
});

test.each<[string, () => Promise<string>, Record<string, unknown>, number, Record<string, unknown>]>([
  ['an unknown customer', async () => 'cus_000000000000000000000', { name: 'X' }, 404,
    { type: 'not_found', message: "No customer with id 'cus_000000000000000000000' exists.", param: 'customer_id' }],
  ['an e-mail that is no address', async () => (await s.customer(s.alice)).id, { email: 'nobody' }, 422,
    { type: 'invalid_request', message: expect.any(String), param: 'email' }],
  ['a field a customer does not have', async () => (await s.customer(s.alice)).id, { total: 5 }, 422,
    { type: 'invalid_request', message: expect.any(String), param: 'total' }],
  ['another account\'s customer', async () => (await s.customer(s.bob)).id, { name: 'X' }, 404,
    { type: 'not_found', message: expect.stringMatching(/^No customer with id/), param: 'customer_id' }],
  ['a language the service does not write', async () => (await s.customer(s.alice)).id, { locale: 'xx' }, 422,
    { type: 'invalid_request', message: expect.any(String), param: 'locale' }],
  ['an e-invoice format the service does not make', async () => (await s.customer(s.alice)).id, { e_invoice_format: 'pdf' }, 422,
    { type: 'invalid_request', message: expect.any(String), param: 'e_invoice_format' }],
  ['metadata whose value is no string', async () => (await s.customer(s.alice)).id, { metadata: { crm_id: 20417 } }, 422,
    { type: 'invalid_request', message: expect.any(String), param: 'metadata.crm_id' }],
  ['a name of null', async () => (await s.customer(s.alice)).id, { name: null }, 422,
    { type: 'invalid_request', message: expect.any(String), param: 'name' }],
  ['an empty body', async () => (await s.customer(s.alice)).id, {}, 422,
    { type: 'invalid_request', message: expect.any(String) }],
])('PATCH of %s is refused and changes nothing', async (_name, target, body, status, error) => {
  const id = await target();
  await refused(() => s.as(s.alice).patch(`/customers/${id}`, body), status, error);
});

test('DELETE archives: 204, GET says deleted, the list leaves it out unless include_deleted, customer.deleted is written once', async () => {
  const kept = await s.customer(s.alice, { name: 'Kept' });
  s.clock.advance(1000);
  const gone = await s.customer(s.alice, { name: 'Gone' });
  s.clock.advance(1000);
  const res = await s.as(s.alice).delete(`/customers/${gone.id}`);
  expect(res.status).toBe(204);
  expect((await s.as(s.alice).get(`/customers/${gone.id}`)).body).toEqual({ ...gone, deleted: true });
  expect((await s.as(s.alice).get('/customers')).body.data.map((c: { id: string }) => c.id)).toEqual([kept.id]);
  expect((await s.as(s.alice).get('/customers?include_deleted=true')).body.data.map((c: { id: string }) => c.id)).toEqual([gone.id, kept.id]);
  expect(await eventsOf(gone.id)).toEqual(['customer.deleted', 'customer.created']);
  // A repeat succeeds and changes nothing, no second event included.
  const before = s.snapshot();
  expect((await s.as(s.alice).delete(`/customers/${gone.id}`)).status).toBe(204);
  expect(s.snapshot()).toEqual(before);
});

test('DELETE of an unknown customer, or of another account\'s, is 404 and changes nothing', async () => {
  await refused(() => s.as(s.alice).delete('/customers/cus_000000000000000000000'), 404,
    { type: 'not_found', message: "No customer with id 'cus_000000000000000000000' exists.", param: 'customer_id' });
  const bobs = await s.customer(s.bob);
  await refused(() => s.as(s.alice).delete(`/customers/${bobs.id}`), 404,
    { type: 'not_found', message: `No customer with id '${bobs.id}' exists.`, param: 'customer_id' });
  expect((await s.as(s.bob).get(`/customers/${bobs.id}`)).body.deleted).toBe(false);
});

test('a deleted customer cannot be billed (422 on customer_id) or changed (409), and its invoices stay', async () => {
  const customer = await s.customer(s.alice);
  const draft = await s.invoice(s.alice, { customer_id: customer.id });
  const sent = await s.invoice(s.alice, { customer_id: customer.id });
  const open = (await s.as(s.alice).post(`/invoices/${sent.id}/send`)).body;
  await s.as(s.alice).delete(`/customers/${customer.id}`);
  await refused(() => s.as(s.alice).post('/invoices', { customer_id: customer.id, lines: [line()] }), 422, {
    type: 'invalid_request', message: `Customer ${customer.id} is deleted and cannot be billed.`, param: 'customer_id',
  });
  await refused(() => s.as(s.alice).patch(`/customers/${customer.id}`, { name: 'Back again' }), 409, {
    type: 'conflict', message: `Customer ${customer.id} cannot be changed: it is deleted.`,
  });
  const strip = ({ pdf_url: _pdf, ...rest }: { pdf_url: unknown }) => rest;
  expect(strip((await s.as(s.alice).get(`/invoices/${draft.id}`)).body)).toEqual(strip(draft));
  expect(strip((await s.as(s.alice).get(`/invoices/${sent.id}`)).body)).toEqual(strip(open));
});

test('a sent invoice reads the same after its customer changes', async () => {
  const customer = await s.customer(s.alice);
  const invoice = await s.invoice(s.alice, { customer_id: customer.id });
  const open = (await s.as(s.alice).post(`/invoices/${invoice.id}/send`)).body;
  await s.as(s.alice).patch(`/customers/${customer.id}`, { name: 'Renamed Ltd', address: { ...address, city: 'Lyon' } });
  const strip = ({ pdf_url: _pdf, ...rest }: { pdf_url: unknown }) => rest;
  expect(strip((await s.as(s.alice).get(`/invoices/${invoice.id}`)).body)).toEqual(strip(open));
});

test('a cursor made with include_deleted is refused without it (D10)', async () => {
  for (let i = 0; i < 3; i += 1) await s.customer(s.alice);
  const page = await s.as(s.alice).get('/customers?include_deleted=true&limit=2');
  expect(page.body.next_cursor).toEqual(expect.any(String));
  const mixed = await s.as(s.alice).get(`/customers?limit=2&cursor=${page.body.next_cursor}`);
  expect(mixed.status).toBe(400);
  expect(mixed.body.error.param).toBe('cursor');
  const same = await s.as(s.alice).get(`/customers?include_deleted=true&limit=2&cursor=${page.body.next_cursor}`);
  expect(same.body.data).toHaveLength(1);
});
