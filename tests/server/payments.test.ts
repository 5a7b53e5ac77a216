// Payments (D41): partial payments on an open invoice, amount_due = total - credited - paid,
// the move to paid when nothing is due, `pay` as one payment of the rest, no void once paid in
// part, credits that never take amount_due below zero, and no payment dated before its invoice
// (R154). Every refused request changes nothing.
import request from 'supertest';
import { binary, pdfText } from '../helpers/pdf-text.js';
import { eInvoicingSeller } from '../helpers/sellers.js';
import { line, publicUrl, startService, type TestService } from '../helpers/service.js';

let s: TestService;
beforeEach(async () => {
  s = await startService();
});

async function refused(send: () => Promise<{ status: number; body: unknown }>, status: number, error: Record<string, unknown>): Promise<void> {
  const before = s.snapshot();
  const res = await send();
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { error } });
  expect(s.snapshot()).toEqual(before);
}

/** An open invoice of 1,000.00 EUR, no tax. */
async function openInvoice() {
  const draft = await s.invoice(s.alice, { lines: [line(100_000)] });
  return (await s.as(s.alice).post(`/invoices/${draft.id}/send`)).body;
}

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const pay = (id: string, body: Record<string, unknown>) => s.as(s.alice).post(`/invoices/${id}/payments`, body);
/** The types of an invoice's events, sorted: events of one instant have no order among themselves in the list. */
const typesOf = async (id: string) => (await s.as(s.alice).get(`/events?object_id=${id}&limit=100`)).body.data.map((e: { type: string }) => e.type).sort();

test('a partial payment answers 201 with the Payment and leaves the invoice open with less due', async () => {
  const invoice = await openInvoice();
  s.clock.advance(2 * 86_400_000 + 60_000);
  const res = await pay(invoice.id, { amount: eur(40_000), paid_at: '2026-11-22', method: 'bank_transfer', reference: 'RF18 5390 0754 7034' });
  expect(res.status).toBe(201);
  expect(res.body).toEqual({
    id: expect.stringMatching(/^pay_[0-9A-Za-z]{22}$/), invoice_id: invoice.id, amount: eur(40_000), paid_at: '2026-11-22',
    method: 'bank_transfer', reference: 'RF18 5390 0754 7034', created_at: '2026-11-23T10:01:00.000Z',
  });
  const after = (await s.as(s.alice).get(`/invoices/${invoice.id}`)).body;
  expect(after).toMatchObject({ status: 'open', amount_paid: eur(40_000), amount_due: eur(60_000), payments: [res.body], paid_at: null });
  expect(await typesOf(invoice.id)).toEqual(['invoice.created', 'invoice.payment_recorded', 'invoice.sent']);
});

test('a payment dated before the invoice was issued is 422 on paid_at and changes nothing; one on the issue date is taken', async () => {
  const invoice = await openInvoice();
  expect(invoice.issue_date).toBe('2026-11-21');
  await refused(() => pay(invoice.id, { amount: eur(40_000), paid_at: '2026-11-20' }), 422, {
    type: 'invalid_request', param: 'paid_at',
    message: `paid_at is 2026-11-20, before 2026-11-21, the issue date of invoice ${invoice.id}; a payment cannot come before its invoice.`,
  });
  const res = await pay(invoice.id, { amount: eur(40_000), paid_at: '2026-11-21' });
  expect([res.status, res.body.paid_at]).toEqual([201, '2026-11-21']);
});

test("a payment without paid_at, and pay, are dated today in the seller's time zone, never before the issue date", async () => {
  await s.store.setSellerProfile('alice', { ...eInvoicingSeller, time_zone: 'Pacific/Auckland' });
  // 11:00 UTC on 21 November is the first hour of 22 November in Auckland (UTC+13).
  s.clock.set('2026-11-21T11:00:00.000Z');
  const first = await openInvoice();
  expect(first.issue_date).toBe('2026-11-22');
  expect((await pay(first.id, { amount: eur(40_000) })).body).toMatchObject({ paid_at: '2026-11-22' });
  const second = await openInvoice();
  const paid = await s.as(s.alice).post(`/invoices/${second.id}/pay`);
  expect(paid.status).toBe(200);
  expect(paid.body.payments).toEqual([expect.objectContaining({ paid_at: '2026-11-22' })]);
});

test('a payment of zero or less is 422 on amount and changes nothing', async () => {
  const invoice = await openInvoice();
  for (const amount of [0, -1]) {
    await refused(() => pay(invoice.id, { amount: eur(amount) }), 422,
      { type: 'invalid_request', message: `amount is ${amount}; a payment must be more than zero.`, param: 'amount' });
  }
});

test('the payment of what is left moves the invoice to paid: payment_recorded, then paid', async () => {
  const invoice = await openInvoice();
  await pay(invoice.id, { amount: eur(40_000) });
  s.clock.advance(60_000);
  const rest = await pay(invoice.id, { amount: eur(60_000) });
  expect(rest.body).toMatchObject({ method: 'other', reference: null, paid_at: '2026-11-21' });
  const after = (await s.as(s.alice).get(`/invoices/${invoice.id}`)).body;
  expect(after).toMatchObject({ status: 'paid', amount_paid: eur(100_000), amount_due: eur(0), paid_at: '2026-11-21T10:01:00.000Z' });
  expect(after.payments).toHaveLength(2);
  expect(await typesOf(invoice.id)).toEqual(['invoice.created', 'invoice.paid', 'invoice.payment_recorded', 'invoice.payment_recorded', 'invoice.sent']);
});

test('pay records one payment of the rest', async () => {
  const invoice = await openInvoice();
  await pay(invoice.id, { amount: eur(25_000) });
  const res = await s.as(s.alice).post(`/invoices/${invoice.id}/pay`);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ status: 'paid', amount_paid: eur(100_000), amount_due: eur(0) });
  expect(res.body.payments.map((p: { amount: { amount: number }; method: string }) => [p.amount.amount, p.method])).toEqual([[25_000, 'other'], [75_000, 'other']]);
});

test.each<[string, (id: string) => Record<string, unknown>, string]>([
  ['more than is due', () => ({ amount: eur(100_001) }), 'amount is 100001, more than the 100000 due on invoice {id}.'],
  ['another currency', () => ({ amount: { amount: 1000, currency: 'USD' } }), 'amount is in USD, but invoice {id} is in EUR.'],
])('a payment of %s is 422 on amount and changes nothing', async (_name, body, message) => {
  const invoice = await openInvoice();
  await refused(() => pay(invoice.id, body(invoice.id)), 422, { type: 'invalid_request', message: message.replace('{id}', invoice.id), param: 'amount' });
});

test('a payment above what credit notes and earlier payments leave due is 422 on amount and changes nothing', async () => {
  const invoice = await openInvoice();
  await pay(invoice.id, { amount: eur(60_000) });
  expect((await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, { lines: [line(30_000)], reason: 'order_change' })).status).toBe(201);
  await refused(() => pay(invoice.id, { amount: eur(10_001) }), 422,
    { type: 'invalid_request', message: `amount is 10001, more than the 10000 due on invoice ${invoice.id}.`, param: 'amount' });
  expect((await pay(invoice.id, { amount: eur(10_000) })).status).toBe(201);
  expect((await s.as(s.alice).get(`/invoices/${invoice.id}`)).body).toMatchObject({ status: 'paid', amount_due: eur(0), amount_paid: eur(70_000), amount_credited: eur(30_000) });
});

test.each<[string, Record<string, unknown>, string]>([
  ['a method the contract does not name', { amount: eur(100), method: 'cheque' }, 'method'],
  ['a paid_at that is no date', { amount: eur(100), paid_at: '2026-11-21T10:00:00Z' }, 'paid_at'],
  ['an empty reference', { amount: eur(100), reference: '' }, 'reference'],
  ['an amount without its currency', { amount: { amount: 100 } }, 'amount.currency'],
])('a payment with %s is 422 on that field and changes nothing', async (_name, body, param) => {
  const invoice = await openInvoice();
  await refused(() => pay(invoice.id, body), 422, { type: 'invalid_request', message: expect.any(String), param });
});

test('a payment on a void invoice is 409 and changes nothing', async () => {
  const invoice = await openInvoice();
  expect((await s.as(s.alice).delete(`/invoices/${invoice.id}`)).status).toBe(204);
  await refused(() => pay(invoice.id, { amount: eur(100) }), 409, { type: 'conflict', message: expect.stringMatching(new RegExp(`^Invoice ${invoice.id} cannot be paid: it is void`)) });
});

test('a payment on a draft or a paid invoice is 409, on an unknown one 404, and changes nothing', async () => {
  const draft = await s.invoice(s.alice);
  await refused(() => pay(draft.id, { amount: eur(100) }), 409, { type: 'conflict', message: `Invoice ${draft.id} cannot be paid: it is a draft; send it first.` });
  const paid = await openInvoice();
  await s.as(s.alice).post(`/invoices/${paid.id}/pay`);
  await refused(() => pay(paid.id, { amount: eur(100) }), 409, { type: 'conflict', message: `Invoice ${paid.id} cannot be paid: it is already paid.` });
  await refused(() => pay('inv_000000000000000000000', { amount: eur(100) }), 404,
    { type: 'not_found', message: "No invoice with id 'inv_000000000000000000000' exists.", param: 'invoice_id' });
});

test('an invoice with payments cannot be voided (409) and changes nothing', async () => {
  const invoice = await openInvoice();
  await pay(invoice.id, { amount: eur(100) });
  await refused(() => s.as(s.alice).delete(`/invoices/${invoice.id}`), 409, {
    type: 'conflict',
    message: `Invoice ${invoice.id} cannot be voided: it has payments; correct it by issuing a credit note with POST /invoices/{invoice_id}/credit_notes.`,
  });
});

test('a credit note cannot take amount_due below zero; one that leaves nothing due settles the invoice', async () => {
  const invoice = await openInvoice();
  await pay(invoice.id, { amount: eur(90_000) });
  const credit = (amount: number) => ({ lines: [line(amount)], reason: 'order_change' });
  const before = s.snapshot();
  const over = await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, credit(10_001));
  expect({ status: over.status, param: over.body.error.param }).toEqual({ status: 422, param: 'lines' });
  expect(s.snapshot()).toEqual(before);
  expect((await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, credit(10_000))).status).toBe(201);
  const after = (await s.as(s.alice).get(`/invoices/${invoice.id}`)).body;
  expect(after).toMatchObject({ status: 'paid', amount_paid: eur(90_000), amount_credited: eur(10_000), amount_due: eur(0), paid_at: expect.any(String) });
});

test('30 partial payments and credit notes racing on one invoice never take amount_due below zero, and the events add up', async () => {
  const invoice = await openInvoice();
  const requests = Array.from({ length: 30 }, (_v, i) => (i % 2 === 0
    ? pay(invoice.id, { amount: eur(7_000) })
    : s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, { lines: [line(6_000)], reason: 'order_change' })));
  const answers = await Promise.all(requests);
  expect(answers.every((r) => [201, 409, 422].includes(r.status))).toBe(true);
  const final = (await s.as(s.alice).get(`/invoices/${invoice.id}`)).body;
  const paidOk = answers.filter((r, i) => i % 2 === 0 && r.status === 201).length;
  const creditedOk = answers.filter((r, i) => i % 2 === 1 && r.status === 201).length;
  expect(final.amount_paid.amount).toBe(paidOk * 7_000);
  expect(final.amount_credited.amount).toBe(creditedOk * 6_000);
  expect(final.amount_credited.amount).toBeLessThanOrEqual(100_000);
  expect(final.amount_due.amount).toBe(final.status === 'paid' ? 0 : 100_000 - final.amount_paid.amount - final.amount_credited.amount);
  type Amounts = { amount_due: { amount: number }; amount_paid: { amount: number }; amount_credited: { amount: number } };
  const events = (await s.as(s.alice).get(`/events?object_id=${invoice.id}&limit=100`)).body.data as Array<{ type: string; data: { object: Amounts } }>;
  const settled = (o: Amounts) => o.amount_paid.amount + o.amount_credited.amount;
  expect(events.filter((e) => e.type === 'invoice.payment_recorded')).toHaveLength(paidOk);
  // While open, payments and credits never pass the total; a paid invoice may still be credited (what is owed back, D34).
  expect(events.filter((e) => e.type === 'invoice.payment_recorded').every((e) => settled(e.data.object) <= 100_000)).toBe(true);
  const paid = events.filter((e) => e.type === 'invoice.paid');
  expect(paid).toHaveLength(final.status === 'paid' ? 1 : 0);
  if (final.status === 'paid') expect(settled(paid[0]!.data.object)).toBe(100_000);
  else expect(settled(final)).toBeLessThanOrEqual(100_000);
  expect(events.every((e) => e.data.object.amount_due.amount >= 0)).toBe(true);
  const credits = (await s.as(s.alice).get(`/events?type=credit_note.created&limit=100`)).body.data;
  expect(credits).toHaveLength(creditedOk);
});

test('a payment after sending is in the API and never on the issued PDF, which shows no amount due (D49)', async () => {
  const invoice = await openInvoice();
  expect((await pay(invoice.id, { amount: eur(40_000), paid_at: '2026-11-21', method: 'bank_transfer', reference: 'RF18 5390' })).status).toBe(201);
  const read = await s.as(s.alice).get(`/invoices/${invoice.id}`);
  expect(read.body.payments).toEqual([expect.objectContaining({ amount: eur(40_000), paid_at: '2026-11-21', method: 'bank_transfer', reference: 'RF18 5390' })]);
  expect(read.body.amount_due).toEqual(eur(60_000));
  const res = await binary(request(s.app).get(read.body.pdf_url.slice(publicUrl.sandbox.length - '/v2'.length)));
  expect(res.status).toBe(200);
  const text = await pdfText(res.body as Buffer);
  expect(text).toMatch(/Total\s+€1,000\.00/);
  expect(text).not.toContain('Payment of');
  expect(text).not.toContain('Amount due');
}, 120_000);
