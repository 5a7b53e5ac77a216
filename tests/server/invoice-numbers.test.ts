// Invoice numbers through the API (D33): given at send, null on a draft, kept by a void, found
// with ?number=, and carried by the PDF (title and file name) and the invoice.sent event.
import request from 'supertest';
import { binary, pdfText } from '../helpers/pdf-text.js';
import { publicUrl, startService, type Invoice, type TestService } from '../helpers/service.js';

let s: TestService;
beforeEach(async () => {
  s = await startService();
});

async function sent(key = s.alice): Promise<Invoice> {
  const draft = await s.invoice(key);
  const res = await s.as(key).post(`/invoices/${draft.id}/send`);
  expect(res.status).toBe(202);
  return res.body as Invoice;
}

test('a draft has number null, and each send gives the account its next number from INV-0001', async () => {
  const draft = await s.invoice(s.alice);
  expect(draft.number).toBeNull();
  expect((await sent()).number).toBe('INV-0001');
  expect((await sent()).number).toBe('INV-0002');
  expect((await sent(s.bob)).number).toBe('INV-0001');
  const res = await s.as(s.alice).post(`/invoices/${draft.id}/send`);
  expect(res.body.number).toBe('INV-0003');
  expect((await s.as(s.alice).get(`/invoices/${draft.id}`)).body.number).toBe('INV-0003');
});

test('an account whose prefix ends in -CN, from before such prefixes were refused, cannot send: 409, and nothing changes (R83)', async () => {
  await sent();
  await s.store.setInvoicePrefix('alice', 'INV-CN');
  const draft = await s.invoice(s.alice);
  const before = s.snapshot();
  const res = await s.as(s.alice).post(`/invoices/${draft.id}/send`);
  expect(res.status).toBe(409);
  expect(res.body).toEqual({ error: { type: 'conflict', message: "Invoices cannot be numbered under this account's prefix INV-CN, which credit note numbers carry; "
    + 'the operator sets another with folio accounts update --invoice-prefix.' } });
  expect(s.snapshot()).toEqual(before);
});

test('a voided open invoice keeps its number, a voided draft never gets one, and no number is skipped', async () => {
  const open = await sent();
  const draft = await s.invoice(s.alice);
  expect((await s.as(s.alice).delete(`/invoices/${open.id}`)).status).toBe(204);
  expect((await s.as(s.alice).delete(`/invoices/${draft.id}`)).status).toBe(204);
  expect((await s.as(s.alice).get(`/invoices/${open.id}`)).body).toMatchObject({ status: 'void', number: 'INV-0001' });
  expect((await s.as(s.alice).get(`/invoices/${draft.id}`)).body).toMatchObject({ status: 'void', number: null });
  const refused = await s.as(s.alice).post(`/invoices/${draft.id}/send`);
  expect(refused.status).toBe(409);
  expect((await sent()).number).toBe('INV-0002');
});

test('GET /invoices?number= finds the one invoice of the account with that number, and nothing of another account', async () => {
  await sent();
  const second = await sent();
  await sent(s.bob);
  const found = await s.as(s.alice).get('/invoices?number=INV-0002');
  expect(found.status).toBe(200);
  expect(found.body).toEqual({ data: [second], has_more: false, next_cursor: null });
  expect((await s.as(s.alice).get('/invoices?number=INV-0009')).body).toEqual({ data: [], has_more: false, next_cursor: null });
  const bobs = await s.as(s.bob).get('/invoices?number=INV-0002');
  expect(bobs.body.data).toEqual([]);
});

test('the PDF of a sent invoice is titled and named by its number', async () => {
  const invoice = await sent();
  const res = await binary(request(s.app).get(invoice.pdf_url!.slice(publicUrl.sandbox.length - '/v2'.length)));
  expect(res.status).toBe(200);
  expect(res.headers['content-disposition']).toBe('inline; filename="INV-0001.pdf"');
  const text = await pdfText(res.body as Buffer);
  expect(text).toContain('Invoice INV-0001');
  expect(text).toContain(invoice.id);
});

test('the invoice.sent event carries the number the send gave', async () => {
  const invoice = await sent();
  const events = await s.as(s.alice).get(`/events?type=invoice.sent&object_id=${invoice.id}`);
  expect(events.body.data).toHaveLength(1);
  expect(events.body.data[0].data.object).toMatchObject({ id: invoice.id, number: 'INV-0001', status: 'open' });
});
