// Idempotency-Key on every create route (D9, D40): customers, invoices, credit notes, payments
// and webhook endpoints (a payment is counted by its event, invoice.payment_recorded). A replay answers the first response and creates nothing, the same key
// with another body is 422 on Idempotency-Key and changes nothing, and twenty requests racing
// with one key make one object.
import { line, startService, type TestClock, type TestService } from '../helpers/service.js';

let s: TestService;
beforeEach(async () => {
  s = await startService({ resolveHost: async () => ['127.0.0.1'] });
});

interface Route {
  /** The path to POST to, made once per test (it may need an invoice). */
  path: () => Promise<string>;
  body: Record<string, unknown>;
  other: Record<string, unknown>;
  table: string;
  creates: string;
}

const openInvoice = async () => {
  const invoice = await s.invoice(s.alice, { lines: [line(100_000)] });
  await s.as(s.alice).post(`/invoices/${invoice.id}/send`);
  return invoice;
};

const address = { line1: '1 Rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' };
const creditLine = { description: 'Refund', quantity: 1, unit_price: { amount: 1000, currency: 'EUR' } };

const routes: Array<[string, Route]> = [
  ['POST /customers', {
    path: async () => '/customers', table: 'customers', creates: 'customer',
    body: { name: 'Ada Lovelace Ltd', email: 'accounts@lovelace.example', address },
    other: { name: 'Someone else', email: 'accounts@lovelace.example', address },
  }],
  ['POST /invoices', {
    path: async () => '/invoices', table: 'invoices', creates: 'invoice',
    body: {}, other: {},
  }],
  ['POST /invoices/{invoice_id}/credit_notes', {
    path: async () => `/invoices/${(await openInvoice()).id}/credit_notes`, table: 'credit_notes', creates: 'credit note',
    body: { lines: [creditLine], reason: 'order_change' }, other: { lines: [creditLine], reason: 'order_change', memo: 'another' },
  }],
  ['POST /invoices/{invoice_id}/payments', {
    path: async () => `/invoices/${(await openInvoice()).id}/payments`, table: 'events', creates: 'payment',
    body: { amount: { amount: 1000, currency: 'EUR' } }, other: { amount: { amount: 1000, currency: 'EUR' }, reference: 'another' },
  }],
  ['POST /webhook_endpoints', {
    path: async () => '/webhook_endpoints', table: 'webhook_endpoints', creates: 'webhook endpoint',
    body: { url: 'http://localhost:9000/hooks', enabled_events: ['*'] },
    other: { url: 'http://localhost:9000/other', enabled_events: ['*'] },
  }],
];

/** The route's body; an invoice's needs a customer, made here. */
async function bodies(route: Route): Promise<{ body: Record<string, unknown>; other: Record<string, unknown> }> {
  if (route.table !== 'invoices') return route;
  const customer_id = (await s.customer(s.alice)).id;
  return { body: { customer_id, lines: [line(1200)] }, other: { customer_id, lines: [line(1300)] } };
}

test.each(routes)('%s: a replay answers the first response with Idempotent-Replayed and creates nothing', async (_name, route) => {
  const path = await route.path();
  const { body } = await bodies(route);
  const first = await s.as(s.alice).post(path, body).set('Idempotency-Key', 'retry-1');
  expect(first.status).toBe(201);
  const before = s.snapshot();
  s.clock.advance(60_000);
  const replay = await s.as(s.alice).post(path, body).set('Idempotency-Key', 'retry-1');
  expect({ status: replay.status, replayed: replay.headers['idempotent-replayed'], body: replay.body })
    .toEqual({ status: 201, replayed: 'true', body: first.body });
  expect(s.snapshot()).toEqual(before);
});

test.each(routes)('%s: the same key with another body is 422 on Idempotency-Key and changes nothing', async (_name, route) => {
  const path = await route.path();
  const { body, other } = await bodies(route);
  await s.as(s.alice).post(path, body).set('Idempotency-Key', 'retry-2');
  const before = s.snapshot();
  const res = await s.as(s.alice).post(path, other).set('Idempotency-Key', 'retry-2');
  expect({ status: res.status, body: res.body }).toEqual({ status: 422, body: { error: {
    type: 'invalid_request', param: 'Idempotency-Key',
    message: `This Idempotency-Key was already used with a different request body; send a new key to create another ${route.creates}.`,
  } } });
  expect(s.snapshot()).toEqual(before);
});

test.each(routes)('%s: twenty requests racing with one key make one object and all get its response', async (_name, route) => {
  const path = await route.path();
  const { body } = await bodies(route);
  const before = s.rows(route.table).length;
  const answers = await Promise.all(Array.from({ length: 20 }, () => s.as(s.alice).post(path, body).set('Idempotency-Key', 'burst')));
  expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
  expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
  expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
  expect(answers.every((r) => JSON.stringify(r.body) === JSON.stringify(answers[0]!.body))).toBe(true);
  expect(s.rows(route.table).length - before).toBe(1);
});

test('a key is forgotten after 24 hours on every route, and then creates again', async () => {
  const body = { name: 'Ada Lovelace Ltd', email: 'accounts@lovelace.example', address };
  const first = await s.as(s.alice).post('/customers', body).set('Idempotency-Key', 'daily');
  s.clock.advance(24 * 60 * 60 * 1000 + 1);
  const later = await s.as(s.alice).post('/customers', body).set('Idempotency-Key', 'daily');
  expect(later.status).toBe(201);
  expect(later.headers['idempotent-replayed']).toBeUndefined();
  expect(later.body.id).not.toBe(first.body.id);
});

test('one key used on two routes is refused on the second, which creates nothing', async () => {
  const customer = await s.as(s.alice).post('/customers', { name: 'A', email: 'a@example.com', address }).set('Idempotency-Key', 'shared');
  const before = s.snapshot();
  const res = await s.as(s.alice).post('/invoices', { customer_id: customer.body.id, lines: [line()] }).set('Idempotency-Key', 'shared');
  expect({ status: res.status, param: res.body.error?.param }).toEqual({ status: 422, param: 'Idempotency-Key' });
  expect(s.snapshot()).toEqual(before);
});

test('a webhook endpoint replay answers the same signing secret, which the database keeps sealed', async () => {
  const body = { url: 'http://localhost:9000/hooks', enabled_events: ['*'] };
  const first = await s.as(s.alice).post('/webhook_endpoints', body).set('Idempotency-Key', 'hook-1');
  const replay = await s.as(s.alice).post('/webhook_endpoints', body).set('Idempotency-Key', 'hook-1');
  expect(replay.body.secret).toBe(first.body.secret);
  expect(JSON.stringify(s.rows('idempotent_responses'))).not.toContain(first.body.secret);
});

test('a create refused by its rules keeps no key: the caller fixes the body and retries with it', async () => {
  for (let i = 0; i < 16; i += 1) await s.as(s.alice).post('/webhook_endpoints', { url: `http://localhost:9000/${i}`, enabled_events: ['*'] });
  const body = { url: 'http://localhost:9000/more', enabled_events: ['*'] };
  const before = s.snapshot();
  expect((await s.as(s.alice).post('/webhook_endpoints', body).set('Idempotency-Key', 'full')).status).toBe(409);
  expect(s.snapshot()).toEqual(before);
  await s.as(s.alice).delete(`/webhook_endpoints/${(s.rows('webhook_endpoints')[0] as { id: string }).id}`);
  expect((await s.as(s.alice).post('/webhook_endpoints', body).set('Idempotency-Key', 'full')).status).toBe(201);
});

test('an invoice replay answers the very body first sent, its signed pdf_url included, when the clock moves during the create', async () => {
  // Each transaction takes two seconds of the service's clock: a pdf_url signed after the commit would expire later than the one kept.
  const slow = await startService({
    inject: (deps) => ({
      ...deps,
      store: new Proxy(deps.store, {
        get(store, name, receiver) {
          const value = Reflect.get(store, name, receiver) as unknown;
          if (name !== 'transact' || typeof value !== 'function') return typeof value === 'function' ? value.bind(store) : value;
          return async (...args: unknown[]) => {
            const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(store, args);
            (deps.clock as TestClock).advance(2000);
            return result;
          };
        },
      }),
    }),
  });
  const customer = await slow.customer(slow.alice);
  const body = { customer_id: customer.id, lines: [line(1000)] };
  const first = await slow.as(slow.alice).post('/invoices', body).set('Idempotency-Key', 'signed-1');
  const replay = await slow.as(slow.alice).post('/invoices', body).set('Idempotency-Key', 'signed-1');
  expect(first.status).toBe(201);
  expect(replay.headers['idempotent-replayed']).toBe('true');
  expect(replay.text).toBe(first.text);
});
