// Customers (D11): create, read, list.
import { address, startService, type TestService } from '../helpers/service.js';

let s: TestService;
beforeEach(async () => {
  s = await startService();
});

test('creates a customer and answers 201 with its id and fields', async () => {
  const res = await s.as(s.alice).post('/customers', {
    name: 'Acme GmbH', email: 'billing@acme.example', address: { ...address, line2: 'Floor 3' }, tax_id: 'DE123456789',
  });
  expect(res.status).toBe(201);
  expect(res.body).toEqual({
    id: expect.stringMatching(/^cus_[0-9A-Za-z]{22}$/),
    name: 'Acme GmbH',
    email: 'billing@acme.example',
    address: { ...address, line2: 'Floor 3' },
    tax_id: 'DE123456789',
    locale: 'en',
    electronic_address: null,
    buyer_reference: null,
    e_invoice_format: null,
    metadata: {},
    created_at: '2026-11-21T10:00:00.000Z',
    deleted: false,
  });
  expect((await s.as(s.alice).get(`/customers/${res.body.id}`)).body).toEqual(res.body);
});

test('fills line2 and tax_id with null when they are left out', async () => {
  const customer = await s.customer(s.alice);
  expect(customer.address.line2).toBeNull();
  expect(customer.tax_id).toBeNull();
});

test.each<[string, Record<string, unknown>, string]>([
  ['an address without a city', { address: { line1: 'a', postal_code: '1', country: 'FR' } }, 'address.city'],
  ['a lower-case country', { address: { ...address, country: 'fr' } }, 'address.country'],
  ['an e-mail that is no address', { email: 'nobody' }, 'email'],
  ['an empty name', { name: '' }, 'name'],
])('rejects %s with 422 and creates nothing', async (_name, change, param) => {
  const before = s.snapshot();
  const res = await s.as(s.alice).post('/customers', { name: 'X', email: 'x@example.com', address, ...change });
  expect(res.status).toBe(422);
  expect(res.body.error).toMatchObject({ type: 'invalid_request', param });
  expect(s.snapshot()).toEqual(before);
});

test('lists customers newest first across pages', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    s.clock.advance(1000);
    ids.push((await s.customer(s.alice, { name: `C${i}` })).id);
  }
  const first = await s.as(s.alice).get('/customers?limit=3');
  expect(first.body.data.map((c: { id: string }) => c.id)).toEqual(ids.slice(2).reverse());
  expect(first.body.has_more).toBe(true);
  const second = await s.as(s.alice).get(`/customers?limit=3&cursor=${encodeURIComponent(first.body.next_cursor)}`);
  expect(second.body).toMatchObject({ has_more: false, next_cursor: null });
  expect(second.body.data.map((c: { id: string }) => c.id)).toEqual(ids.slice(0, 2).reverse());
});

test('an unknown customer is 404', async () => {
  const res = await s.as(s.alice).get('/customers/cus_nope');
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ error: { type: 'not_found', message: "No customer with id 'cus_nope' exists.", param: 'customer_id' } });
});
