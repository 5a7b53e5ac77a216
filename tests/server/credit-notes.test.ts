// Credit notes through the API (D34): every rule, with the database unchanged after each
// rejected request; the invoice's amount_credited and amount_due; settling an open invoice;
// voiding; the own number series; the idempotent replay (D9); and the events (D30).
import { line, startService, type Invoice, type TestService } from '../helpers/service.js';

let s: TestService;
beforeEach(async () => {
  s = await startService();
});

/** An invoice of alice's over 100.00 EUR plus 20% tax (total 120.00), sent, so INV-0001. */
async function openInvoice(): Promise<Invoice> {
  const draft = await s.invoice(s.alice, { lines: [line(10000, { tax_rate: 20 })] });
  const res = await s.as(s.alice).post(`/invoices/${draft.id}/send`);
  expect(res.status).toBe(202);
  return res.body as Invoice;
}

const credit = (amount: number, extra: Record<string, unknown> = {}) => ({ lines: [line(amount, { tax_rate: 20 })], reason: 'order_change', ...extra });

/** Asserts that a request was refused with this status and error body, and changed nothing. */
async function refused(send: () => Promise<{ status: number; body: unknown }>, status: number, error: Record<string, unknown>): Promise<void> {
  const before = s.snapshot();
  const res = await send();
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { error } });
  expect(s.snapshot()).toEqual(before);
}

test('a credit note on an open invoice is issued with its own number and D5 totals, and lowers what is due', async () => {
  const invoice = await openInvoice();
  const res = await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, credit(2500, { memo: 'One hour less.' }));
  expect(res.status).toBe(201);
  expect(res.body).toEqual({
    id: expect.stringMatching(/^cn_[0-9A-Za-z]{22}$/),
    number: 'INV-CN-0001',
    invoice_id: invoice.id,
    status: 'issued',
    reason: 'order_change',
    memo: 'One hour less.',
    lines: [{ ...line(2500, { tax_rate: 20 }), tax_category: 'S', tax_exemption_reason: null }],
    subtotal: { amount: 2500, currency: 'EUR' },
    tax: { amount: 500, currency: 'EUR' },
    total: { amount: 3000, currency: 'EUR' },
    tax_breakdown: [{ category: 'S', rate: 20, taxable_amount: { amount: 2500, currency: 'EUR' }, tax_amount: { amount: 500, currency: 'EUR' }, exemption_reason: null }],
    tax_currency: null,
    tax_exchange_rate: null,
    tax_total_in_tax_currency: null,
    created_at: '2026-11-21T10:00:00.000Z',
    pdf_url: expect.stringMatching(/^https:\/\/sandbox\.folio\.example\/v2\/credit-note-pdfs\/cn_\w+\?expires=\d+&signature=[\w-]+$/),
    documents: [],
  });
  const after = (await s.as(s.alice).get(`/invoices/${invoice.id}`)).body as Invoice;
  expect(after).toMatchObject({ status: 'open', number: 'INV-0001', amount_credited: { amount: 3000, currency: 'EUR' }, amount_due: { amount: 9000, currency: 'EUR' } });
  expect((await s.as(s.alice).get(`/credit_notes/${res.body.id}`)).body).toEqual(res.body);
  const second = await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, credit(100));
  expect(second.body.number).toBe('INV-CN-0002');
});

test('a credit note may not exceed what is left to credit: 422 on lines, and nothing changes', async () => {
  const invoice = await openInvoice();
  expect((await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, credit(6000))).status).toBe(201);
  await refused(() => s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, credit(5001)), 422, {
    type: 'invalid_request', message: `The credit note's total of €60.01 exceeds the €48.00 left to credit on invoice ${invoice.id}.`, param: 'lines',
  });
});

test('a draft or a void invoice takes no credit note: 409, and nothing changes', async () => {
  const draft = await s.invoice(s.alice);
  await refused(() => s.as(s.alice).post(`/invoices/${draft.id}/credit_notes`, credit(100)), 409, {
    type: 'conflict', message: `Invoice ${draft.id} cannot be credited: it is draft; only an open or paid invoice takes a credit note.`,
  });
  const voided = await openInvoice();
  await s.as(s.alice).delete(`/invoices/${voided.id}`);
  await refused(() => s.as(s.alice).post(`/invoices/${voided.id}/credit_notes`, credit(100)), 409, {
    type: 'conflict', message: `Invoice ${voided.id} cannot be credited: it is void; only an open or paid invoice takes a credit note.`,
  });
});

test('lines in another currency, a zero total, a negative total or a total field are refused with 422, and nothing changes', async () => {
  const invoice = await openInvoice();
  const path = `/invoices/${invoice.id}/credit_notes`;
  const usd = { lines: [{ description: 'Refund', quantity: 1, unit_price: { amount: 100, currency: 'USD' } }], reason: 'other' };
  await refused(() => s.as(s.alice).post(path, usd), 422, {
    type: 'invalid_request', message: "A credit note is in its invoice's currency, EUR, but line 0 is in USD.", param: 'lines[0].unit_price.currency',
  });
  await refused(() => s.as(s.alice).post(path, { lines: [line(0)], reason: 'other' }), 422, {
    type: 'invalid_request', message: 'A credit note must credit something: its total is zero.', param: 'lines',
  });
  const negative = await s.as(s.alice).post(path, { lines: [line(-100)], reason: 'other' });
  expect({ status: negative.status, param: negative.body.error.param }).toEqual({ status: 422, param: 'lines' });
  const withTotal = await s.as(s.alice).post(path, { ...credit(100), total: { amount: 120, currency: 'EUR' } });
  expect({ status: withTotal.status, param: withTotal.body.error.param }).toEqual({ status: 422, param: 'total' });
  const badReason = await s.as(s.alice).post(path, credit(100, { reason: 'because' }));
  expect({ status: badReason.status, param: badReason.body.error.param }).toEqual({ status: 422, param: 'reason' });
  expect(s.rows('credit_notes')).toEqual([]);
});

test('a credit note whose line passes 2^53 minor units is refused with 422 on that line, though its total is one cent (D48)', async () => {
  const invoice = await openInvoice();
  const lines = [line(999_999_999_999, { quantity: 999_999 }), line(-999_998_999_999, { quantity: 1_000_000 })];
  await refused(() => s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, { lines, reason: 'other' }), 422, {
    type: 'invalid_request', param: 'lines[0].unit_price.amount',
    message: "Line 0 is too large: 999999 x 999999999999 minor units passes 9,007,199,254,740,991, the most a line's net or tax may be.",
  });
});

test('a credit note that leaves nothing due settles an open invoice as paid, writing credit_note.created and then invoice.paid', async () => {
  const invoice = await openInvoice();
  const res = await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, credit(10000, { reason: 'duplicate' }));
  expect(res.status).toBe(201);
  const after = (await s.as(s.alice).get(`/invoices/${invoice.id}`)).body as Invoice;
  expect(after).toMatchObject({ status: 'paid', amount_credited: { amount: 12000 }, amount_due: { amount: 0 } });
  const events = s.rows('events').map((e) => [e.type, e.object_id]);
  expect(events.filter(([type]) => type === 'invoice.paid' || type === 'credit_note.created'))
    .toEqual([['credit_note.created', res.body.id], ['invoice.paid', invoice.id]]);
  const paid = await s.as(s.alice).get(`/events?type=invoice.paid&object_id=${invoice.id}`);
  expect(paid.body.data[0].data.object).toMatchObject({ status: 'paid', amount_due: { amount: 0 } });
  expect((await s.as(s.alice).post(`/invoices/${invoice.id}/pay`)).status).toBe(409);
});

test('a paid invoice takes a credit note after payment: it stays paid with nothing due, and the credit note cannot be voided', async () => {
  const invoice = await openInvoice();
  await s.as(s.alice).post(`/invoices/${invoice.id}/pay`);
  const res = await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, credit(1000, { reason: 'product_unsatisfactory' }));
  expect(res.status).toBe(201);
  expect((await s.as(s.alice).get(`/invoices/${invoice.id}`)).body).toMatchObject({ status: 'paid', amount_credited: { amount: 1200 }, amount_due: { amount: 0 } });
  await refused(() => s.as(s.alice).post(`/credit_notes/${res.body.id}/void`), 409, {
    type: 'conflict', message: 'Credit note INV-CN-0001 cannot be voided: its invoice is paid, and only an open invoice\'s credit notes can be.',
  });
});

test('voiding a credit note of an open invoice gives the invoice its amount back, once, with one credit_note.voided event', async () => {
  const invoice = await openInvoice();
  const issued = (await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, credit(2500))).body;
  const voided = await s.as(s.alice).post(`/credit_notes/${issued.id}/void`);
  expect(voided.status).toBe(200);
  expect(voided.body).toEqual({ ...issued, status: 'void', pdf_url: expect.any(String) });
  expect((await s.as(s.alice).get(`/invoices/${invoice.id}`)).body).toMatchObject({ amount_credited: { amount: 0 }, amount_due: { amount: 12000 } });
  const again = await s.as(s.alice).post(`/credit_notes/${issued.id}/void`);
  expect(again.status).toBe(200);
  expect(again.body.status).toBe('void');
  expect(s.rows('events').filter((e) => e.type === 'credit_note.voided')).toHaveLength(1);
  expect((await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, credit(10000))).status).toBe(201);
});

test('credit notes of another account, or unknown ids, are 404 and nothing changes', async () => {
  const invoice = await openInvoice();
  const issued = (await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, credit(100))).body;
  await refused(() => s.as(s.bob).post(`/invoices/${invoice.id}/credit_notes`, credit(100)), 404, {
    type: 'not_found', message: `No invoice with id '${invoice.id}' exists.`, param: 'invoice_id',
  });
  await refused(() => s.as(s.bob).post(`/credit_notes/${issued.id}/void`), 404, {
    type: 'not_found', message: `No credit note with id '${issued.id}' exists.`, param: 'credit_note_id',
  });
  expect((await s.as(s.bob).get(`/credit_notes/${issued.id}`)).status).toBe(404);
  expect((await s.as(s.bob).get('/credit_notes')).body).toEqual({ data: [], has_more: false, next_cursor: null });
});

test('GET /credit_notes lists newest first, filters by invoice_id and pages with a cursor', async () => {
  const [first, second] = [await openInvoice(), await openInvoice()];
  const a = (await s.as(s.alice).post(`/invoices/${first.id}/credit_notes`, credit(100))).body;
  s.clock.advance(1000);
  const b = (await s.as(s.alice).post(`/invoices/${second.id}/credit_notes`, credit(100))).body;
  s.clock.advance(1000);
  const c = (await s.as(s.alice).post(`/invoices/${first.id}/credit_notes`, credit(100))).body;
  const page = await s.as(s.alice).get('/credit_notes?limit=2');
  expect(page.body.data.map((n: { id: string }) => n.id)).toEqual([c.id, b.id]);
  const next = await s.as(s.alice).get(`/credit_notes?limit=2&cursor=${page.body.next_cursor}`);
  expect(next.body).toMatchObject({ data: [{ id: a.id }], has_more: false, next_cursor: null });
  const filtered = await s.as(s.alice).get(`/credit_notes?invoice_id=${first.id}`);
  expect(filtered.body.data.map((n: { number: string }) => n.number)).toEqual(['INV-CN-0003', 'INV-CN-0001']);
});

test('a retried credit note with the same Idempotency-Key credits once and replays the first answer', async () => {
  const invoice = await openInvoice();
  const path = `/invoices/${invoice.id}/credit_notes`;
  const first = await s.as(s.alice).post(path, credit(2500)).set('Idempotency-Key', 'fix-42');
  const retry = await s.as(s.alice).post(path, credit(2500)).set('Idempotency-Key', 'fix-42');
  expect(first.status).toBe(201);
  expect({ status: retry.status, replayed: retry.headers['idempotent-replayed'], body: retry.body }).toEqual({ status: 201, replayed: 'true', body: first.body });
  expect(s.rows('credit_notes')).toHaveLength(1);
  expect((await s.as(s.alice).get(`/invoices/${invoice.id}`)).body.amount_credited.amount).toBe(3000);
  await refused(() => s.as(s.alice).post(path, credit(2600)).set('Idempotency-Key', 'fix-42'), 422, {
    type: 'invalid_request', param: 'Idempotency-Key',
    message: 'This Idempotency-Key was already used with a different request body; send a new key to create another credit note.',
  });
});

test('racing retries of one correction with one Idempotency-Key credit once', async () => {
  const invoice = await openInvoice();
  const path = `/invoices/${invoice.id}/credit_notes`;
  const answers = await Promise.all(Array.from({ length: 6 }, () => s.as(s.alice).post(path, credit(2500)).set('Idempotency-Key', 'race-1')));
  expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
  expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
  expect(s.rows('credit_notes')).toHaveLength(1);
});

test('PATCH of a sent invoice is 409 and says to issue a credit note', async () => {
  const invoice = await openInvoice();
  await refused(() => s.as(s.alice).patch(`/invoices/${invoice.id}`, { notes: 'late fix' }), 409, {
    type: 'conflict',
    message: `Invoice ${invoice.id} cannot be changed: it has been sent; correct it by issuing a credit note with POST /invoices/{invoice_id}/credit_notes.`,
  });
});

test('a webhook endpoint can subscribe to credit_note.created alone, and gets one delivery per credit note', async () => {
  const endpoint = await s.as(s.alice).post('/webhook_endpoints', { url: 'http://127.0.0.1:9/hooks', enabled_events: ['credit_note.created'] });
  expect(endpoint.status).toBe(201);
  const invoice = await openInvoice();
  const issued = (await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, credit(100))).body;
  const deliveries = s.rows('webhook_deliveries');
  const events = s.rows('events');
  expect(deliveries.map((d) => events.find((e) => e.id === d.event_id)?.object_id)).toEqual([issued.id]);
  const event = (await s.as(s.alice).get(`/events?type=credit_note.created`)).body.data[0];
  expect(event.data.object).toEqual({ ...issued, pdf_url: expect.stringContaining(`/credit-note-pdfs/${issued.id}?`) });
});
