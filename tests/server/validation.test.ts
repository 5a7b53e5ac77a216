// Bad input (D3, D4): every rejection has the Error body with `param` where one field is
// at fault, the documented status, and leaves the database exactly as it was.
import request from 'supertest';
import { line, startService, type TestService } from '../helpers/service.js';

let s: TestService;
let customerId: string;
beforeEach(async () => {
  s = await startService();
  customerId = (await s.customer(s.alice)).id;
});

const manyLines = (n: number) => Array.from({ length: n }, () => line(100));
const valid = () => ({ customer_id: customerId, lines: [line()] });

type Case = [string, { body: () => unknown; status: number; param: string | null; message?: RegExp }];

const createCases: Case[] = [
  ['a total in the body', { body: () => ({ ...valid(), total: { amount: 1, currency: 'EUR' } }), status: 422, param: 'total', message: /computed by the service/ }],
  ['an unknown field', { body: () => ({ ...valid(), colour: 'red' }), status: 422, param: 'colour', message: /not a field/ }],
  ['an unknown field inside a line', { body: () => ({ ...valid(), lines: [{ ...line(), discount: 5 }] }), status: 422, param: 'lines[0].discount' }],
  ['no customer_id', { body: () => ({ lines: [line()] }), status: 422, param: 'customer_id', message: /customer_id is required/ }],
  ['a customer that does not exist', { body: () => ({ ...valid(), customer_id: 'cus_nope' }), status: 422, param: 'customer_id' }],
  ['empty lines', { body: () => ({ ...valid(), lines: [] }), status: 422, param: 'lines' }],
  ['251 lines', { body: () => ({ ...valid(), lines: manyLines(251) }), status: 422, param: 'lines' }],
  ['a quantity of 0', { body: () => ({ ...valid(), lines: [line(100, { quantity: 0 })] }), status: 422, param: 'lines[0].quantity' }],
  ['a quantity over 1,000,000', { body: () => ({ ...valid(), lines: [line(100, { quantity: 1_000_001 })] }), status: 422, param: 'lines[0].quantity' }],
  ['a fractional quantity', { body: () => ({ ...valid(), lines: [line(100, { quantity: 1.5 })] }), status: 422, param: 'lines[0].quantity' }],
  ['a quantity given as a string', { body: () => ({ ...valid(), lines: [line(100, { quantity: '2' })] }), status: 422, param: 'lines[0].quantity' }],
  ['a unit price over 10^12', { body: () => ({ ...valid(), lines: [line(1e12 + 1)] }), status: 422, param: 'lines[0].unit_price.amount' }],
  ['a unit price under -10^12', { body: () => ({ ...valid(), lines: [line(-1e12 - 1), line(1e12)] }), status: 422, param: 'lines[0].unit_price.amount' }],
  ['a fractional amount', { body: () => ({ ...valid(), lines: [line(10.5)] }), status: 422, param: 'lines[0].unit_price.amount' }],
  ['an unknown currency', { body: () => ({ ...valid(), lines: [{ ...line(), unit_price: { amount: 1, currency: 'JPY' } }] }), status: 422, param: 'lines[0].unit_price.currency' }],
  ['two currencies', { body: () => ({ ...valid(), lines: [line(), { ...line(), unit_price: { amount: 1, currency: 'USD' } }] }), status: 422, param: 'lines[1].unit_price.currency', message: /one currency/ }],
  ['a negative total', { body: () => ({ ...valid(), lines: [line(100), line(-200)] }), status: 422, param: 'lines', message: /must not be negative/ }],
  ['totals past 2^53', { body: () => ({ ...valid(), lines: manyLines(2).map(() => line(1e12, { quantity: 9_000 })) }), status: 422, param: 'lines', message: /too large/ }],
  // D48: the lines of issue 28, whose subtotal is 1 minor unit while each line passes 2^53 - 1.
  ['a line whose net passes 2^53', { body: () => ({ ...valid(), lines: [line(999_999_999_999, { quantity: 999_999 }), line(-999_998_999_999, { quantity: 1_000_000 })] }), status: 422, param: 'lines[0].unit_price.amount', message: /^Line 0 is too large: 999999 x 999999999999 minor units passes 9,007,199,254,740,991/ }],
  ['a later line whose net passes -2^53', { body: () => ({ ...valid(), lines: [line(1e12), line(-999_998_999_999, { quantity: 1_000_000 })] }), status: 422, param: 'lines[1].unit_price.amount', message: /^Line 1 is too large/ }],
  ['a tax rate over 100', { body: () => ({ ...valid(), lines: [line(100, { tax_rate: 100.5 })] }), status: 422, param: 'lines[0].tax_rate' }],
  ['a negative tax rate', { body: () => ({ ...valid(), lines: [line(100, { tax_rate: -1 })] }), status: 422, param: 'lines[0].tax_rate' }],
  ['a tax rate with five decimals', { body: () => ({ ...valid(), lines: [line(100, { tax_rate: 19.12345 })] }), status: 422, param: 'lines[0].tax_rate', message: /more than 4 decimals/ }],
  ['an empty description', { body: () => ({ ...valid(), lines: [line(100, { description: '' })] }), status: 422, param: 'lines[0].description' }],
  ['a description of 501 characters', { body: () => ({ ...valid(), lines: [line(100, { description: 'x'.repeat(501) })] }), status: 422, param: 'lines[0].description' }],
  ['February 30th', { body: () => ({ ...valid(), due_date: '2027-02-30' }), status: 422, param: 'due_date' }],
  ['a date that is no date', { body: () => ({ ...valid(), due_date: 'tomorrow' }), status: 422, param: 'due_date' }],
  ['a due date before today', { body: () => ({ ...valid(), due_date: '2026-11-20' }), status: 422, param: 'due_date', message: /before the invoice's creation date/ }],
  ['notes of 5,001 characters', { body: () => ({ ...valid(), notes: 'x'.repeat(5001) }), status: 422, param: 'notes' }],
  ['51 metadata keys', { body: () => ({ ...valid(), metadata: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])) }), status: 422, param: 'metadata' }],
  ['a metadata key of 41 characters', { body: () => ({ ...valid(), metadata: { ['k'.repeat(41)]: 'v' } }), status: 422, param: 'metadata', message: /key/ }],
  ['a metadata value of 501 characters', { body: () => ({ ...valid(), metadata: { k: 'v'.repeat(501) } }), status: 422, param: 'metadata.k' }],
  ['a metadata value that is not a string', { body: () => ({ ...valid(), metadata: { k: 1 } }), status: 422, param: 'metadata.k' }],
  ['a body that is an array', { body: () => [valid()], status: 422, param: null }],
];

describe('creating an invoice with bad input', () => {
  test.each(createCases)('rejects %s and writes nothing', async (_name, { body, status, param, message }) => {
    const before = s.snapshot();
    const res = await s.as(s.alice).post('/invoices', body()).set('Idempotency-Key', 'retry-after-fix');
    expect(res.status).toBe(status);
    expect(res.body.error.type).toBe('invalid_request');
    expect(res.body.error.param ?? null).toBe(param);
    expect(res.body.error.message).toMatch(message ?? /\.$/);
    expect(res.headers['request-id']).toMatch(/^req_/);
    expect(s.snapshot()).toEqual(before);
    // D9: a request that failed validation stored no key, so the fixed body succeeds with it.
    const retry = await s.as(s.alice).post('/invoices', valid()).set('Idempotency-Key', 'retry-after-fix');
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('bodies that are not JSON objects', () => {
  test('malformed JSON is 400 and writes nothing', async () => {
    const before = s.snapshot();
    const res = await s.as(s.alice).post('/invoices').set('Content-Type', 'application/json').send('{"customer_id": ');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request', message: expect.stringMatching(/^The request body is not valid JSON/) });
    expect(s.snapshot()).toEqual(before);
  });

  test('a body that is not JSON is 415', async () => {
    const res = await s.as(s.alice).post('/invoices').set('Content-Type', 'text/plain').send('customer_id=1');
    expect(res.status).toBe(415);
    expect(res.body.error).toEqual({ type: 'invalid_request', message: 'The request body must be JSON, sent with Content-Type: application/json.' });
  });

  test('a body over 1 MB is 413 and writes nothing', async () => {
    const before = s.snapshot();
    const res = await s.as(s.alice).post('/invoices', { ...valid(), notes: 'x'.repeat(1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ type: 'invalid_request', message: 'The request body is larger than 1 MB.' });
    expect(s.snapshot()).toEqual(before);
  });
});

describe('updating with bad input', () => {
  test.each<[string, unknown, string]>([
    ['a total', { total: { amount: 5, currency: 'EUR' } }, 'total'],
    ['empty lines', { lines: [] }, 'lines'],
    ['a line whose net passes 2^53', { lines: [line(999_999_999_999, { quantity: 999_999 }), line(-999_998_999_999, { quantity: 1_000_000 })] }, 'lines[0].unit_price.amount'],
    ['a due date before creation', { due_date: '2026-11-01' }, 'due_date'],
    ['an unknown field', { status: 'paid' }, 'status'],
    ['notes of the wrong type', { notes: 5 }, 'notes'],
  ])('rejects %s with 422 and leaves the draft unchanged', async (_name, body, param) => {
    const invoice = await s.invoice(s.alice, { customer_id: customerId });
    const before = s.snapshot();
    s.clock.advance(1000);
    const res = await s.as(s.alice).patch(`/invoices/${invoice.id}`, body);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ type: 'invalid_request', param });
    expect(s.snapshot()).toEqual(before);
  });
});

describe('sending with bad input', () => {
  test.each<[string, unknown, string]>([
    ['a recipient that is no address', { to: ['not-an-email'] }, 'to[0]'],
    ['an empty recipient list', { to: [] }, 'to'],
    ['eleven copy recipients', { cc: Array.from({ length: 11 }, (_, i) => `c${i}@x.example`) }, 'cc'],
    ['a message of 1,001 characters', { message: 'x'.repeat(1001) }, 'message'],
  ])('rejects %s with 422, and the invoice stays a draft with nothing queued', async (_name, body, param) => {
    const invoice = await s.invoice(s.alice, { customer_id: customerId });
    const before = s.snapshot();
    const res = await s.as(s.alice).post(`/invoices/${invoice.id}/send`, body);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ type: 'invalid_request', param });
    expect(s.snapshot()).toEqual(before);
  });
});

describe('query strings', () => {
  test.each<[string, string]>([
    ['limit=0', 'limit'], ['limit=101', 'limit'], ['limit=abc', 'limit'], ['status=sent', 'status'],
    ['colour=red', 'colour'], ['cursor=forged', 'cursor'],
  ])('GET /invoices?%s is 400 naming %s', async (query, param) => {
    const res = await s.as(s.alice).get(`/invoices?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request', param, message: expect.stringMatching(/\.$/) });
  });

  test('an Idempotency-Key over 255 characters is 400 and creates nothing', async () => {
    const before = s.snapshot();
    const res = await s.as(s.alice).post('/invoices', valid()).set('Idempotency-Key', 'k'.repeat(256));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request', param: 'Idempotency-Key' });
    expect(s.snapshot()).toEqual(before);
  });
});

describe('unknown routes and methods', () => {
  test('an unknown route under /v2 is 404 with the Error body', async () => {
    const res = await s.as(s.alice).get('/refunds');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { type: 'not_found', message: 'There is no route GET /v2/refunds.' } });
  });

  test('a route outside /v2 is 404 with the Error body', async () => {
    const res = await request(s.app).get('/v1/invoices');
    expect(res.status).toBe(404);
    expect(res.body.error.type).toBe('not_found');
  });

  test('a method the route does not have is 405 with Allow', async () => {
    const res = await s.as(s.alice).patch('/customers', {});
    expect(res.status).toBe(405);
    expect(res.headers.allow?.split(', ').sort()).toEqual(['GET', 'POST']);
    expect(res.body.error).toEqual({ type: 'invalid_request', message: 'The route /v2/customers does not support PATCH.' });
  });
});
