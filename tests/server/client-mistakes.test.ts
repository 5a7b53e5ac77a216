// Client mistakes that used to end in a 500, a silent choice or a wrong route (issue 19): each
// is a 4xx with the Error body, names the field at fault, and writes nothing. The suite runs
// on SQLite and, under FOLIO_TEST_ENGINE=postgres (npm run test:postgres-http), on PostgreSQL,
// so that both engines give the same answers.
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { line, startService, type TestService } from '../helpers/service.js';
import { expectErrorBody, expectNoWrites } from './fuzz/contract-checks.js';

let s: TestService;
let customerId: string;
// One service for the file: every test makes what it changes, and each proof that a refused
// request wrote nothing compares the tables before and after that request alone.
beforeAll(async () => {
  s = await startService();
  customerId = (await s.customer(s.alice)).id;
});

const invoiceBody = () => ({ customer_id: customerId, lines: [line()] });
const authorized = (req: request.Test) => req.set('Authorization', `Bearer ${s.alice}`);

describe('a limit that is no finite number', () => {
  test.each(['Infinity', '-Infinity', '1e400', 'NaN', '1e2', '0x10'])('GET /invoices?limit=%s is 400 naming limit', async (limit) => {
    expectErrorBody(await s.as(s.alice).get(`/invoices?limit=${limit}`), 400, 'limit');
  });

  test('GET /customers?limit=Infinity is 400 naming limit', async () => {
    expectErrorBody(await s.as(s.alice).get('/customers?limit=Infinity'), 400, 'limit');
  });
});

describe('a Content-Encoding that does not match the body', () => {
  const text = () => JSON.stringify(invoiceBody());

  test('br on a plain body is 400 with the Error body, and writes nothing', async () => {
    const res = await expectNoWrites(s, () => s.as(s.alice).post('/invoices').set('Content-Type', 'application/json')
      .set('Content-Encoding', 'br').send(text()));
    expectErrorBody(res, 400, null);
    expect(res.body.error.message).toBe('The request body is not valid br data, as its Content-Encoding header says it is.');
  });

  test('gzip on a body that is not gzip is 400 with the Error body, and writes nothing', async () => {
    const res = await expectNoWrites(s, () => s.as(s.alice).post('/invoices').set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip').send(text()));
    expectErrorBody(res, 400, null);
    expect(res.body.error.message).toBe('The request body is not valid gzip data, as its Content-Encoding header says it is.');
  });

  test('gzip on a gzip body is read as the JSON inside', async () => {
    const res = await s.as(s.alice).post('/invoices').set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip').serialize(((body: Buffer) => body) as unknown as (obj: unknown) => string).send(gzipSync(text()));
    expect(res.status).toBe(201);
  });

  test('an encoding the service does not know is 415 with the Error body', async () => {
    const res = await expectNoWrites(s, () => s.as(s.alice).post('/invoices').set('Content-Type', 'application/json')
      .set('Content-Encoding', 'zstd').send(text()));
    expectErrorBody(res, 415, null);
  });

  test('a multipart form is 415 with the Error body and writes nothing: the contract takes JSON only', async () => {
    const res = await expectNoWrites(s, () => s.as(s.alice).post('/customers').field('name', 'Acme').field('email', 'ap@acme.example'));
    expectErrorBody(res, 415, null);
  });
});

describe('U+0000 (NUL), refused in all text on both engines', () => {
  test.each<[string, () => Promise<request.Response>, string]>([
    ['the notes of a new invoice', () => s.as(s.alice).post('/invoices', { ...invoiceBody(), notes: 'a\u0000b' }), 'notes'],
    ['a line description', () => s.as(s.alice).post('/invoices', { ...invoiceBody(), lines: [line(100, { description: 'a\u0000b' })] }), 'lines[0].description'],
    ['a metadata key', () => s.as(s.alice).post('/invoices', { ...invoiceBody(), metadata: { 'a\u0000b': 'v' } }), 'metadata.a\u0000b'],
    ['the name of a customer', () => s.as(s.alice).post('/customers', { name: 'a\u0000b', email: 'a@b.example', address: { line1: 'l', city: 'c', postal_code: 'p', country: 'FR' } }), 'name'],
  ])('in %s is 422 naming the field, and writes nothing', async (_name, send, param) => {
    const res = await expectNoWrites(s, send);
    expectErrorBody(res, 422, param);
    expect(res.body.error.message).toMatch(/U\+0000/);
  });

  test.each(['/invoices/inv_%00', '/invoices/%00', '/customers/cus_%00', '/invoices/inv_%00/pdf'])('in the path id of GET %s is 404', async (path) => {
    expectErrorBody(await s.as(s.alice).get(path), 404);
  });

  test('in the path id of a change is 404, and writes nothing', async () => {
    expectErrorBody(await expectNoWrites(s, () => s.as(s.alice).post('/invoices/inv_%00/pay')), 404);
  });

  test.each([['customer_id', 'cus_%00'], ['cursor', '%00'], ['status', 'open%00']])('in the query value %s=%s is 400 naming it', async (name, value) => {
    expectErrorBody(await s.as(s.alice).get(`/invoices?${name}=${value}`), 400, name);
  });
});

describe('a path that does not decode', () => {
  test.each(['/v2/invoices/%', '/v2/invoices/%zz', '/v2/customers/cus_%E0%A4%A'])('GET %s is 400 with a sentence', async (path) => {
    const res = await authorized(request(s.app).get(path));
    expectErrorBody(res, 400, null);
    expect(res.body.error.message).toMatch(/^The path .* is not valid percent-encoded UTF-8\.$/);
  });
});

describe('headers sent twice', () => {
  /** Two values for one header: Node sends each as its own header line. */
  const twice = (first: string, second: string) => [first, second] as unknown as string;

  test('two Idempotency-Key headers are 400 naming it, and create nothing', async () => {
    await s.as(s.alice).post('/invoices', invoiceBody()).set('Idempotency-Key', 'a, b');
    const res = await expectNoWrites(s, () => s.as(s.alice).post('/invoices', invoiceBody()).set('Idempotency-Key', twice('a', 'b')));
    expectErrorBody(res, 400, 'Idempotency-Key');
  });

  test('two Authorization headers are 401, even when both hold the same valid key, and write nothing', async () => {
    const res = await expectNoWrites(s, () => request(s.app).post('/v2/customers')
      .set('Authorization', twice(`Bearer ${s.alice}`, `Bearer ${s.bob}`)).send({ name: 'n', email: 'a@b.example', address: { line1: 'l', city: 'c', postal_code: 'p', country: 'FR' } }));
    expectErrorBody(res, 401);
    expect(res.body.error.message).toMatch(/one Authorization header/);
    const same = await request(s.app).get('/v2/customers').set('Authorization', twice(`Bearer ${s.alice}`, `Bearer ${s.alice}`));
    expectErrorBody(same, 401);
  });
});

describe('a body sent to an operation that takes none', () => {
  test('POST /invoices/{id}/pay with {"amount":5,"paid_at":"yesterday"} is 422 naming amount, and pays nothing', async () => {
    const invoice = await s.invoice(s.alice, { customer_id: customerId });
    await s.as(s.alice).post(`/invoices/${invoice.id}/send`);
    const res = await expectNoWrites(s, () => s.as(s.alice).post(`/invoices/${invoice.id}/pay`, { amount: 5, paid_at: 'yesterday' }));
    expectErrorBody(res, 422, 'amount');
    expect(res.body.error.message).toBe('amount is not a field this operation accepts.');
  });

  test('DELETE /invoices/{id} with a body is 422, and voids nothing', async () => {
    const invoice = await s.invoice(s.alice, { customer_id: customerId });
    const res = await expectNoWrites(s, () => s.as(s.alice).delete(`/invoices/${invoice.id}`).send({ reason: 'x' }));
    expectErrorBody(res, 422, 'reason');
  });

  test('POST /invoices/{id}/pay with a text body is 422 too, and pays nothing', async () => {
    const invoice = await s.invoice(s.alice, { customer_id: customerId });
    await s.as(s.alice).post(`/invoices/${invoice.id}/send`);
    const res = await expectNoWrites(s, () => s.as(s.alice).post(`/invoices/${invoice.id}/pay`).set('Content-Type', 'text/plain').send('amount=5'));
    expectErrorBody(res, 422, null);
    expect(res.body.error.message).toBe('This operation takes no request body.');
  });

  test('GET /invoices/{id} with a body ignores it, as HTTP gives a body on GET no meaning', async () => {
    const invoice = await s.invoice(s.alice, { customer_id: customerId });
    expect((await s.as(s.alice).get(`/invoices/${invoice.id}`).send({ status: 'paid' })).status).toBe(200);
  });

  test('POST /invoices/{id}/pay with an empty object is accepted', async () => {
    const invoice = await s.invoice(s.alice, { customer_id: customerId });
    await s.as(s.alice).post(`/invoices/${invoice.id}/send`);
    expect((await s.as(s.alice).post(`/invoices/${invoice.id}/pay`, {})).status).toBe(200);
  });
});

describe('tax rates: at most four decimals, judged on the number as JSON writes it', () => {
  test.each([0.30000000000000004, 0.00001, 1e-7, 19.00001])('%s is 422 naming the rate, and writes nothing', async (rate) => {
    const res = await expectNoWrites(s, () => s.as(s.alice).post('/invoices', { ...invoiceBody(), lines: [line(100, { tax_rate: rate })] }));
    expectErrorBody(res, 422, 'lines[0].tax_rate');
  });

  test.each([0.3, 8.875, 19.1234, 100, 0.0001])('%s is accepted and reads back as sent', async (rate) => {
    const res = await s.as(s.alice).post('/invoices', { ...invoiceBody(), lines: [line(100, { tax_rate: rate })] });
    expect(res.status).toBe(201);
    expect(res.body.lines[0].tax_rate).toBe(rate);
  });
});

describe('a trailing slash', () => {
  test.each<[string, string]>([
    ['GET', '/v2/invoices/'],
    ['GET', '/v2/customers/'],
    ['GET', '/v2/status/'],
    ['POST', '/v2/customers/'],
    ['GET', '/v2/invoices/inv_0000000000000000000000/'],
  ])('%s %s is 404, not the route without it, and writes nothing', async (method, path) => {
    const res = await expectNoWrites(s, () => authorized(request(s.app)[method.toLowerCase() as 'get'](path))
      .send({ name: 'n', email: 'a@b.example', address: { line1: 'l', city: 'c', postal_code: 'p', country: 'FR' } }));
    expectErrorBody(res, 404);
  });
});
