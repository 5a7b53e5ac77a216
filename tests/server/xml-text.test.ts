// Text the API accepts is text XML 1.0 can hold (issue 41, item 2): a C0 control character but
// tab, LF and CR, and the noncharacters U+FFFE and U+FFFF, are refused wherever text is taken,
// exactly as NUL is: 422 naming the field in a body, 400 naming the parameter in a query, 404 in
// a path id; a refused request writes nothing. Runs on SQLite and, in the `postgres` project, on
// PostgreSQL.
import type request from 'supertest';
import { line, startService, type TestService } from '../helpers/service.js';
import { expectErrorBody, expectNoWrites } from './fuzz/contract-checks.js';

let s: TestService;
let customerId: string;
beforeEach(async () => {
  s = await startService();
  customerId = (await s.customer(s.alice)).id;
});

const invoiceBody = () => ({ customer_id: customerId, lines: [line()] });
const customerBody = (name: string) => ({ name, email: 'a@b.example', address: { line1: 'l', city: 'c', postal_code: 'p', country: 'FR' } });

describe('a character XML cannot hold is refused in a body, and nothing is written', () => {
  test.each<[string, () => Promise<request.Response>, string, string]>([
    ['U+0001 in the name of a new customer', () => s.as(s.alice).post('/customers', customerBody('Acme\u0001 GmbH')), 'name', 'U+0001'],
    ['U+0001 in the name of a changed customer', () => s.as(s.alice).patch(`/customers/${customerId}`, { name: 'Acme\u0001' }), 'name', 'U+0001'],
    ['U+FFFF in a line description', () => s.as(s.alice).post('/invoices', { ...invoiceBody(), lines: [line(), line(100, { description: 'R&D \uFFFF' })] }), 'lines[1].description', 'U+FFFF'],
    ['U+001F in the notes', () => s.as(s.alice).post('/invoices', { ...invoiceBody(), notes: 'a\u001Fb' }), 'notes', 'U+001F'],
    ['U+FFFE in a metadata value', () => s.as(s.alice).post('/invoices', { ...invoiceBody(), metadata: { order: '\uFFFE42' } }), 'metadata.order', 'U+FFFE'],
    ['U+000B in a metadata key', () => s.as(s.alice).post('/invoices', { ...invoiceBody(), metadata: { 'a\u000Bb': 'v' } }), 'metadata.a\u000Bb', 'U+000B'],
    ['U+000C in a customer address', () => s.as(s.alice).post('/customers', { ...customerBody('Acme'), address: { line1: 'l\u000C', city: 'c', postal_code: 'p', country: 'FR' } }), 'address.line1', 'U+000C'],
  ])('%s is 422 naming the field', async (_name, send, param, named) => {
    const res = await expectNoWrites(s, send);
    expectErrorBody(res, 422, param);
    expect(res.body.error.message).toContain(named);
    expect(res.body.error.message).toMatch(/XML cannot hold/);
  });

  test('a changed invoice keeps its notes when the change holds U+0008', async () => {
    const invoice = (await s.as(s.alice).post('/invoices', { ...invoiceBody(), notes: 'before' })).body;
    const res = await expectNoWrites(s, () => s.as(s.alice).patch(`/invoices/${invoice.id}`, { notes: 'after\u0008' }));
    expectErrorBody(res, 422, 'notes');
    expect((await s.as(s.alice).get(`/invoices/${invoice.id}`)).body.notes).toBe('before');
  });
});

test('tab, line feed and carriage return are accepted and read back exactly', async () => {
  const notes = 'one\ttwo\nthree\r\nfour';
  const created = await s.as(s.alice).post('/invoices', { ...invoiceBody(), notes, lines: [line(100, { description: 'a\tb' })] });
  expect(created.status).toBe(201);
  expect(created.body.notes).toBe(notes);
  expect((await s.as(s.alice).get(`/invoices/${created.body.id}`)).body.lines[0].description).toBe('a\tb');
});

test.each([['/invoices', 'customer_id', 'cus_%01'], ['/invoices', 'number', 'INV-%1F'], ['/events', 'object_id', 'inv_%EF%BF%BF']])('in the query of GET %s, %s=%s is 400 naming it', async (path, name, value) => {
  const res = await s.as(s.alice).get(`${path}?${name}=${value}`);
  expectErrorBody(res, 400, name);
  expect(res.body.error.message).toMatch(/XML cannot hold/);
});

test.each(['/invoices/inv_%01', '/customers/cus_%1F', '/invoices/inv_%EF%BF%BE/pdf'])('in the path id of GET %s is 404', async (path) => {
  const res = await s.as(s.alice).get(path);
  expectErrorBody(res, 404);
  expect(res.body.error.message).toMatch(/^No record has an id that holds U\+(0001|001F|FFFE)\.$/);
});
