// HTTP semantics beyond the contract's operations (D19): HEAD on every GET route answers as GET
// does, with no body and under the same authentication rule; OPTIONS on a known path answers
// 204 with Allow; a method the contract does not have stays 405 with the Error body.
// Runs once, on SQLite (R193): HEAD, OPTIONS and 405 are the HTTP layer's, the same over either engine.
import { demoSeller } from '../../server/demo.js';
import request from 'supertest';
import { loadContract, pathFor } from '../helpers/contract.js';
import { line, publicUrl, startService, type Invoice, type TestService } from '../helpers/service.js';

const contract = loadContract();
const getOperations = contract.operations.filter((op) => op.method === 'get');

let s: TestService;
let invoice: Invoice;
let eventId: string;
let endpointId: string;
let creditNote: { id: string; pdf_url: string };
let sentId: string;
// One service for the file: no test here writes (a GET of a PDF stores the document it renders,
// which a later GET or HEAD of it answers alike).
beforeAll(async () => {
  s = await startService();
  await s.store.setSellerProfile('alice', demoSeller);
  invoice = await s.invoice(s.alice);
  const auth = { Authorization: `Bearer ${s.alice}` };
  eventId = (await request(s.app).get('/v2/events?limit=1').set(auth)).body.data[0].id;
  endpointId = (await request(s.app).post('/v2/webhook_endpoints').set(auth).send({ url: 'http://127.0.0.1:9/hooks', enabled_events: ['*'] })).body.id;
  const sent = await s.invoice(s.alice);
  sentId = sent.id;
  await request(s.app).post(`/v2/invoices/${sent.id}/send`).set(auth);
  creditNote = (await request(s.app).post(`/v2/invoices/${sent.id}/credit_notes`).set(auth).send({ lines: [line(100)], reason: 'other' })).body;
});

/** A GET request of each operation that answers 200: real ids, and the signed link as the invoice gives it. */
function pathOf(operationId: string): string {
  if (operationId === 'getSignedInvoicePdf') return invoice.pdf_url!.slice(publicUrl.sandbox.length - '/v2'.length);
  if (operationId === 'getSignedCreditNotePdf') return creditNote.pdf_url.slice(publicUrl.sandbox.length - '/v2'.length);
  // E-invoices exist for sent invoices and issued credit notes, in a format the query names (D38).
  if (operationId === 'getInvoiceEInvoice') return `${contract.basePath}/invoices/${sentId}/e-invoice?format=ubl`;
  if (operationId === 'getCreditNoteEInvoice') return `${contract.basePath}/credit_notes/${creditNote.id}/e-invoice?format=ubl`;
  return contract.basePath + pathFor(contract.operation(operationId), {
    invoice_id: invoice.id, customer_id: invoice.customer_id, event_id: eventId, endpoint_id: endpointId, credit_note_id: creditNote.id,
  });
}

/** The headers that differ between any two requests: their id, and the rate limit they used up. */
const varying = new Set(['request-id', 'date', 'ratelimit-remaining', 'ratelimit-reset']);
const stable = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !varying.has(name)));

test.each(getOperations.map((op) => [op.operationId]))('HEAD on %s answers the status and headers of GET, with no body', async (operationId) => {
  const path = pathOf(operationId);
  const get = await request(s.app).get(path).set('Authorization', `Bearer ${s.alice}`);
  const head = await request(s.app).head(path).set('Authorization', `Bearer ${s.alice}`);
  expect(get.status).toBe(200);
  expect(head.status).toBe(200);
  expect(stable(head.headers)).toEqual(stable(get.headers));
  expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  expect(head.text ?? '').toBe('');
  expect(head.body).toEqual({});
});

test('HEAD keeps the rule of public routes: /status answers without a key, a private route is 401 like GET', async () => {
  const status = await request(s.app).head('/v2/status');
  expect(status.status).toBe(200);
  expect(status.headers['content-type']).toMatch(/^application\/json/);
  const get = await request(s.app).get('/v2/invoices');
  const head = await request(s.app).head('/v2/invoices');
  expect(get.status).toBe(401);
  expect(head.status).toBe(401);
  expect(stable(head.headers)).toEqual(stable(get.headers));
  expect(head.text ?? '').toBe('');
});

test('HEAD on a record of another account is 404 like GET', async () => {
  const head = await request(s.app).head(`/v2/invoices/${invoice.id}`).set('Authorization', `Bearer ${s.bob}`);
  expect(head.status).toBe(404);
});

test.each([
  ['/v2/invoices', 'GET, POST, HEAD, OPTIONS'],
  ['/v2/invoices/inv_0000', 'GET, PATCH, DELETE, HEAD, OPTIONS'],
  ['/v2/invoices/inv_0000/send', 'POST, OPTIONS'],
  ['/v2/status', 'GET, HEAD, OPTIONS'],
])('OPTIONS %s answers 204 with Allow: %s, without a key', async (path, allow) => {
  const snapshot = s.snapshot();
  const res = await request(s.app).options(path);
  expect(res.status).toBe(204);
  expect(res.headers.allow).toBe(allow);
  expect(res.text ?? '').toBe('');
  expect(s.snapshot()).toEqual(snapshot);
});

test('OPTIONS on a path the contract does not have is 404 with the Error body', async () => {
  const options = await request(s.app).options('/v2/nowhere').set('Authorization', `Bearer ${s.alice}`);
  expect(options.status).toBe(404);
  expect(options.body).toEqual({ error: { type: 'not_found', message: 'There is no route OPTIONS /v2/nowhere.' } });
});

test('a method the contract does not have on a known path stays 405 with Allow and the Error body', async () => {
  const res = await request(s.app).put('/v2/invoices').set('Authorization', `Bearer ${s.alice}`).send({});
  expect(res.status).toBe(405);
  expect(res.headers.allow.split(', ').sort()).toEqual(['GET', 'POST']);
  expect(res.body).toEqual({ error: { type: 'invalid_request', message: 'The route /v2/invoices does not support PUT.' } });
});
