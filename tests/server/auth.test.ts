// Authentication (D1, D2) and isolation between accounts: every route but /status needs a
// valid key of this environment, and another account's records answer 404 like missing ones.
import request from 'supertest';
import { issueApiKey } from '../../server/auth/issue-key.js';
import { generateApiKey, hashApiKey } from '../../server/auth/api-keys.js';
import { keyCacheMs } from '../../server/auth/key-cache.js';
import { revokeApiKey } from '../../server/services/api-keys/revoke.js';
import { loadContract, pathFor } from '../helpers/contract.js';
import { line, startService, type TestService } from '../helpers/service.js';

const revokeKey = (s: TestService, key: string) => s.store.transact((tx) => revokeApiKey(tx, { hash: hashApiKey(key), at: s.clock().toISOString() }));

let s: TestService;
beforeEach(async () => {
  s = await startService();
});

/** Bodies for the operations whose request body is required; every other body is left out. */
const bodies = (customerId: string): Record<string, unknown> => ({
  createInvoice: { customer_id: customerId, lines: [line()] },
  updateInvoice: { notes: 'x' },
  createCustomer: { name: 'X', email: 'x@example.com', address: { line1: 'a', city: 'b', postal_code: 'c', country: 'DE' } },
  createWebhookEndpoint: { url: 'http://127.0.0.1:9/hook', enabled_events: ['*'] },
  updateWebhookEndpoint: { description: 'x' },
  resendEvent: { endpoint_id: 'we_x' },
  createCreditNote: { lines: [line(100)], reason: 'other' },
  updateCustomer: { name: 'Y' },
  recordPayment: { amount: { amount: 100, currency: 'EUR' } },
});

/** Every operation of the contract that needs a key, as [method, path, body], read from the contract itself. */
function routes(invoiceId: string, customerId: string, eventId = 'evt_x', endpointId = 'we_x', creditNoteId = 'cn_x'): Array<[string, string, unknown?]> {
  // A required query parameter (an e-invoice's format) gets the first value its schema allows.
  const queryOf = (op: (typeof contract.operations)[number]) => op.queryParams.filter((p) => p.required)
    .map((p) => `${p.name}=${String((p.schema.enum as unknown[] | undefined)?.[0] ?? p.schema.default)}`).join('&');
  return contract.operations.filter((op) => !op.public).map((op) => [
    op.method.toUpperCase(),
    pathFor(op, { invoice_id: invoiceId, customer_id: customerId, event_id: eventId, endpoint_id: endpointId, credit_note_id: creditNoteId })
      + (queryOf(op) ? `?${queryOf(op)}` : ''),
    bodies(customerId)[op.operationId],
  ]);
}

const contract = loadContract();

test('the matrix covers every authenticated operation of the contract, with a body where one is required', () => {
  const needBodies = contract.operations.filter((op) => !op.public && op.requestBodyRequired).map((op) => op.operationId);
  expect(Object.keys(bodies('cus_x')).sort()).toEqual(needBodies.sort());
  expect(routes('inv_x', 'cus_x').length).toBe(contract.operations.filter((op) => !op.public).length);
  expect(routes('inv_x', 'cus_x').length).toBeGreaterThanOrEqual(11);
});

function call(method: string, path: string, body: unknown, authorization?: string) {
  let req = request(s.app)[method.toLowerCase() as 'get'](`/v2${path}`);
  if (authorization !== undefined) req = req.set('Authorization', authorization);
  return body === undefined ? req : req.send(body as object);
}

describe('credentials', () => {
  const credentials: Array<[string, () => Promise<string | undefined>, RegExp]> = [
    ['no Authorization header', async () => undefined, /No API key was sent/],
    ['a Basic credential', async () => 'Basic dXNlcjpwYXNz', /must be "Bearer"/],
    ['an empty bearer token', async () => 'Bearer ', /must be "Bearer"/],
    ['an unknown key', async () => `Bearer ${generateApiKey('sandbox')}`, /not valid/],
    ['a string that is no key', async () => 'Bearer hunter2', /not valid/],
    ['a live key on the sandbox', async () => `Bearer ${generateApiKey('production')}`, /live key \(sk_live_\), which works only on production/],
    ['a revoked key', async () => {
      const { key } = await issueApiKey(s.store, { account: 'carol', environment: 'sandbox', at: s.clock() });
      await revokeKey(s, key);
      return `Bearer ${key}`;
    }, /revoked/],
    ['an expired key', async () => {
      const { key } = await issueApiKey(s.store, { account: 'carol', environment: 'sandbox', at: s.clock(), expiresAt: new Date(s.clock().getTime() + 1000) });
      s.clock.advance(1000);
      return `Bearer ${key}`;
    }, /expired at 2026-11-21T10:00:01.000Z/],
  ];

  test.each(credentials)('with %s every authenticated route answers 401 and writes nothing', async (_name, credential, message) => {
    const invoice = await s.invoice(s.alice);
    const authorization = await credential();
    const before = s.snapshot();
    for (const [method, path, body] of routes(invoice.id, invoice.customer_id)) {
      const res = await call(method, path, body, authorization);
      expect({ route: `${method} ${path}`, status: res.status }).toEqual({ route: `${method} ${path}`, status: 401 });
      expect(res.body).toEqual({ error: { type: 'authentication_failed', message: expect.stringMatching(message) } });
      expect(res.headers['request-id']).toMatch(/^req_/);
    }
    expect(s.snapshot()).toEqual(before);
  });

  test('GET /status needs no key', async () => {
    const res = await request(s.app).get('/v2/status');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', version: '0.0.0-test', region: 'test-1' });
  });

  test('a test key on a production server is refused with a message naming its environment', async () => {
    const production = await startService({ environment: 'production' });
    const res = await request(production.app).get('/v2/invoices').set('Authorization', `Bearer ${s.alice}`);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(
      'This is a test key (sk_test_), which works only on sandbox; this server is production and needs a live key (sk_live_).',
    );
    expect(production.alice).toMatch(/^sk_live_[0-9A-Za-z]{32}$/);
    expect((await request(production.app).get('/v2/invoices').set('Authorization', `Bearer ${production.alice}`)).status).toBe(200);
  });

  test('unknown, foreign and revoked keys take the same path as a valid one: one lookup by hash', async () => {
    const { key: revoked } = await issueApiKey(s.store, { account: 'carol', environment: 'sandbox', at: s.clock() });
    await revokeKey(s, revoked);
    const lookups: string[] = [];
    const findApiKey = s.store.findApiKey.bind(s.store);
    s.store.findApiKey = (hash) => {
      lookups.push(hash);
      return findApiKey(hash);
    };
    const keys = [s.alice, generateApiKey('sandbox'), generateApiKey('production'), 'hunter2', revoked];
    for (const key of keys) await s.as(key).get('/invoices');
    expect(lookups).toEqual(keys.map(hashApiKey));
  });

  test('a valid key is read once per half second, and a key revoked meanwhile is refused once that half second is over', async () => {
    const { key } = await issueApiKey(s.store, { account: 'carol', environment: 'sandbox', at: s.clock() });
    const lookups: string[] = [];
    const findApiKey = s.store.findApiKey.bind(s.store);
    s.store.findApiKey = (hash) => {
      lookups.push(hash);
      return findApiKey(hash);
    };
    expect((await s.as(key).get('/invoices')).status).toBe(200);
    await revokeKey(s, key);
    s.clock.advance(keyCacheMs - 1);
    expect((await s.as(key).get('/invoices')).status).toBe(200);
    expect(lookups).toEqual([hashApiKey(key)]);
    s.clock.advance(1);
    const refused = await s.as(key).get('/invoices');
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toMatch(/revoked/);
    expect(lookups).toEqual([hashApiKey(key), hashApiKey(key)]);
  });

  test('an unknown key is looked up on every request: a key that was not found is never remembered', async () => {
    const lookups: string[] = [];
    const findApiKey = s.store.findApiKey.bind(s.store);
    s.store.findApiKey = (hash) => {
      lookups.push(hash);
      return findApiKey(hash);
    };
    const unknown = generateApiKey('sandbox');
    expect((await s.as(unknown).get('/invoices')).status).toBe(401);
    expect((await s.as(unknown).get('/invoices')).status).toBe(401);
    expect(lookups).toEqual([hashApiKey(unknown), hashApiKey(unknown)]);
  });

  test('a key read before the clock went back is read again rather than kept longer', async () => {
    const { key } = await issueApiKey(s.store, { account: 'carol', environment: 'sandbox', at: s.clock() });
    expect((await s.as(key).get('/invoices')).status).toBe(200);
    await revokeKey(s, key);
    s.clock.advance(-60_000);
    expect((await s.as(key).get('/invoices')).status).toBe(401);
  });

  test('keys are stored only as hashes', async () => {
    const stored = s.rows('api_keys');
    expect(stored.map((row) => row.hash)).toEqual([hashApiKey(s.alice), hashApiKey(s.bob)]);
    expect(JSON.stringify(stored)).not.toContain(s.alice.slice(8));
  });
});

describe('isolation between accounts', () => {
  test("every route given another account's ids answers 404 exactly like a missing record", async () => {
    const theirs = await s.invoice(s.bob);
    const theirEvent = (await s.as(s.bob).get('/events')).body.data[0].id as string;
    const theirEndpoint = (await s.as(s.bob).post('/webhook_endpoints', bodies('')['createWebhookEndpoint'])).body.id as string;
    const theirSent = await s.invoice(s.bob);
    await s.as(s.bob).post(`/invoices/${theirSent.id}/send`);
    const theirCreditNote = (await s.as(s.bob).post(`/invoices/${theirSent.id}/credit_notes`, bodies('')['createCreditNote'])).body.id as string;
    const before = s.snapshot();
    const missing = routes('inv_missing', 'cus_missing', 'evt_missing', 'we_missing', 'cn_missing');
    const theirIds = [theirs.id, theirs.customer_id, theirEvent, theirEndpoint, theirCreditNote];
    const hide = (message: string) => [...theirIds, 'inv_missing', 'cus_missing', 'evt_missing', 'we_missing', 'cn_missing']
      .reduce((text, id) => text.replace(id, 'X'), message);
    for (const [index, [method, path, body]] of routes(theirs.id, theirs.customer_id, theirEvent, theirEndpoint, theirCreditNote).entries()) {
      if (!theirIds.some((id) => path.includes(id))) continue;
      const [, missingPath, missingBody] = missing[index]!;
      const res = await call(method, path, body, `Bearer ${s.alice}`);
      const absent = await call(method, missingPath, missingBody, `Bearer ${s.alice}`);
      expect({ route: `${method} ${path}`, status: res.status }).toEqual({ route: `${method} ${path}`, status: 404 });
      expect(res.body.error.type).toBe('not_found');
      expect(hide(res.body.error.message)).toBe(hide(absent.body.error.message));
    }
    expect(s.snapshot()).toEqual(before);
  }, 30_000);

  test("an invoice cannot be created for another account's customer", async () => {
    const theirs = await s.customer(s.bob);
    const res = await s.as(s.alice).post('/invoices', { customer_id: theirs.id, lines: [line()] });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ type: 'invalid_request', message: `No customer with id '${theirs.id}' exists.`, param: 'customer_id' });
  });

  test("lists hold only the key's own account's records", async () => {
    const mine = await s.invoice(s.alice);
    await s.invoice(s.bob);
    expect((await s.as(s.alice).get('/invoices')).body.data.map((i: { id: string }) => i.id)).toEqual([mine.id]);
    expect((await s.as(s.alice).get('/customers')).body.data.map((c: { id: string }) => c.id)).toEqual([mine.customer_id]);
  });
});
