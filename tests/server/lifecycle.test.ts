// The state table of the spec (part 3) with D6 (PATCH), D7 (pay) and D8 (void).
import { line, startService, type Invoice, type TestService } from '../helpers/service.js';

let s: TestService;
beforeEach(async () => {
  s = await startService();
});

async function inState(status: Invoice['status']): Promise<Invoice> {
  const invoice = await s.invoice(s.alice);
  if (status === 'open' || status === 'paid') expect((await s.as(s.alice).post(`/invoices/${invoice.id}/send`)).status).toBe(202);
  if (status === 'paid') expect((await s.as(s.alice).post(`/invoices/${invoice.id}/pay`)).status).toBe(200);
  if (status === 'void') expect((await s.as(s.alice).delete(`/invoices/${invoice.id}`)).status).toBe(204);
  return (await s.as(s.alice).get(`/invoices/${invoice.id}`)).body as Invoice;
}

describe('creating', () => {
  test('creates a draft with computed totals, a default due date and answers 201', async () => {
    const customer = await s.customer(s.alice);
    const res = await s.as(s.alice).post('/invoices', {
      customer_id: customer.id,
      lines: [line(1999, { quantity: 3, tax_rate: 19 }), line(500)],
      notes: 'Thank you',
      metadata: { order: '42' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^inv_[0-9A-Za-z]{22}$/),
      number: null,
      customer_id: customer.id,
      status: 'draft',
      lines: [
        { ...line(1999, { quantity: 3, tax_rate: 19 }), tax_category: 'S', tax_exemption_reason: null },
        { ...line(500), tax_category: 'Z', tax_exemption_reason: null },
      ],
      subtotal: { amount: 6497, currency: 'EUR' },
      discounts: [],
      charges: [],
      discount_total: { amount: 0, currency: 'EUR' },
      charge_total: { amount: 0, currency: 'EUR' },
      total_excluding_tax: { amount: 6497, currency: 'EUR' },
      tax: { amount: 1139, currency: 'EUR' },
      total: { amount: 7636, currency: 'EUR' },
      tax_breakdown: [
        { category: 'S', rate: 19, taxable_amount: { amount: 5997, currency: 'EUR' }, tax_amount: { amount: 1139, currency: 'EUR' }, exemption_reason: null },
        { category: 'Z', rate: 0, taxable_amount: { amount: 500, currency: 'EUR' }, tax_amount: { amount: 0, currency: 'EUR' }, exemption_reason: null },
      ],
      amount_credited: { amount: 0, currency: 'EUR' },
      amount_due: { amount: 7636, currency: 'EUR' },
      amount_paid: { amount: 0, currency: 'EUR' },
      payments: [],
      paid_at: null,
      due_date: '2026-12-21',
      issue_date: null,
      supply_date: null,
      service_period: null,
      buyer_reference: null,
      purchase_order: null,
      tax_currency: null,
      tax_exchange_rate: null,
      tax_total_in_tax_currency: null,
      seller: null,
      customer_details: null,
      created_at: '2026-11-21T10:00:00.000Z',
      sent_at: null,
      voided_at: null,
      pdf_url: expect.stringMatching(/^https:\/\/sandbox\.folio\.example\/v2\/invoice-pdfs\/inv_\w+\?expires=\d+&signature=[\w-]+$/),
      documents: [],
      notes: 'Thank you',
      metadata: { order: '42' },
    });
    expect(s.rows('outbox')).toHaveLength(0);
  });

  test('keeps an explicit due date and stores nothing for the customer to receive', async () => {
    const invoice = await s.invoice(s.alice, { due_date: '2027-01-15' });
    expect(invoice.due_date).toBe('2027-01-15');
    expect(s.rows('outbox')).toEqual([]);
  });
});

describe('updating (D6)', () => {
  test('replaces only the fields sent and recomputes totals from new lines', async () => {
    const invoice = await s.invoice(s.alice, { notes: 'old', metadata: { a: '1', b: '2' } });
    const res = await s.as(s.alice).patch(`/invoices/${invoice.id}`, { lines: [line(250, { quantity: 4, tax_rate: 10 })], metadata: { c: '3' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'draft', notes: 'old', metadata: { c: '3' }, due_date: invoice.due_date,
      lines: [line(250, { quantity: 4, tax_rate: 10 })],
      subtotal: { amount: 1000, currency: 'EUR' }, tax: { amount: 100, currency: 'EUR' }, total: { amount: 1100, currency: 'EUR' },
    });
    const stored = (await s.as(s.alice).get(`/invoices/${invoice.id}`)).body;
    expect(stored).toEqual(res.body);
  });

  test('clears the notes when notes is null and leaves them when omitted', async () => {
    const invoice = await s.invoice(s.alice, { notes: 'keep me' });
    expect((await s.as(s.alice).patch(`/invoices/${invoice.id}`, { due_date: '2027-02-01' })).body.notes).toBe('keep me');
    expect((await s.as(s.alice).patch(`/invoices/${invoice.id}`, { notes: null })).body.notes).toBeNull();
  });

  test.each(['open', 'paid', 'void'] as const)('refuses to change an invoice that is %s with 409 and changes nothing', async (status) => {
    const invoice = await inState(status);
    const before = s.snapshot();
    const res = await s.as(s.alice).patch(`/invoices/${invoice.id}`, { notes: 'too late' });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ type: 'conflict', message: expect.stringContaining(`Invoice ${invoice.id} cannot be changed`) });
    expect(s.snapshot()).toEqual(before);
  });
});

describe('sending', () => {
  test('moves a draft to open, answers 202 and queues one e-mail to the customer', async () => {
    const customer = await s.customer(s.alice, { email: 'billing@acme.example' });
    const invoice = await s.invoice(s.alice, { customer_id: customer.id });
    const res = await s.as(s.alice).post(`/invoices/${invoice.id}/send`);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ id: invoice.id, status: 'open' });
    expect(s.rows('outbox')).toEqual([expect.objectContaining({
      invoice_id: invoice.id, to_json: '["billing@acme.example"]', cc_json: '[]', message: null, status: 'pending',
    })]);
  });

  test('uses the recipients and message given in the body', async () => {
    const invoice = await s.invoice(s.alice);
    const res = await s.as(s.alice).post(`/invoices/${invoice.id}/send`, { to: ['a@x.example'], cc: ['b@x.example'], message: 'Here you go' });
    expect(res.status).toBe(202);
    expect(s.rows('outbox')).toEqual([expect.objectContaining({ to_json: '["a@x.example"]', cc_json: '["b@x.example"]', message: 'Here you go' })]);
  });

  test.each(['open', 'paid', 'void'] as const)('refuses to send an invoice that is %s with 409 and queues nothing more', async (status) => {
    const invoice = await inState(status);
    const before = s.snapshot();
    const res = await s.as(s.alice).post(`/invoices/${invoice.id}/send`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ type: 'conflict', message: expect.stringContaining('cannot be sent') });
    expect(s.snapshot()).toEqual(before);
  });
});

describe('paying (D7)', () => {
  test('marks an open invoice paid and answers 200', async () => {
    const invoice = await inState('open');
    const res = await s.as(s.alice).post(`/invoices/${invoice.id}/pay`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: invoice.id, status: 'paid', total: invoice.total });
  });

  test.each(['draft', 'paid', 'void'] as const)('refuses to pay an invoice that is %s with 409', async (status) => {
    const invoice = await inState(status);
    const before = s.snapshot();
    const res = await s.as(s.alice).post(`/invoices/${invoice.id}/pay`);
    expect(res.status).toBe(409);
    expect(res.body.error.type).toBe('conflict');
    expect(s.snapshot()).toEqual(before);
  });
});

describe('voiding (D8)', () => {
  test.each(['draft', 'open'] as const)('voids a %s invoice, answers 204 with no body, and keeps it readable and listed', async (status) => {
    const invoice = await inState(status);
    const res = await s.as(s.alice).delete(`/invoices/${invoice.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await s.as(s.alice).get(`/invoices/${invoice.id}`)).body).toMatchObject({ id: invoice.id, status: 'void' });
    expect((await s.as(s.alice).get('/invoices?status=void')).body.data.map((i: Invoice) => i.id)).toEqual([invoice.id]);
  });

  test('voiding a void invoice answers 204 and changes nothing', async () => {
    const invoice = await inState('void');
    const before = s.snapshot();
    s.clock.advance(60_000);
    expect((await s.as(s.alice).delete(`/invoices/${invoice.id}`)).status).toBe(204);
    expect(s.snapshot()).toEqual(before);
  });

  test('refuses to void a paid invoice with 409 and it stays paid', async () => {
    const invoice = await inState('paid');
    const res = await s.as(s.alice).delete(`/invoices/${invoice.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ type: 'conflict', message: `Invoice ${invoice.id} cannot be voided: it is paid, and a paid invoice stays paid.` });
    expect((await s.as(s.alice).get(`/invoices/${invoice.id}`)).body.status).toBe('paid');
  });
});

describe('missing invoices', () => {
  test.each([
    ['GET', (id: string) => s.as(s.alice).get(`/invoices/${id}`)],
    ['PATCH', (id: string) => s.as(s.alice).patch(`/invoices/${id}`, { notes: 'x' })],
    ['DELETE', (id: string) => s.as(s.alice).delete(`/invoices/${id}`)],
    ['send', (id: string) => s.as(s.alice).post(`/invoices/${id}/send`)],
    ['pay', (id: string) => s.as(s.alice).post(`/invoices/${id}/pay`)],
  ])('%s on an unknown invoice answers 404 not_found', async (_name, call) => {
    const res = await call('inv_doesnotexist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { type: 'not_found', message: "No invoice with id 'inv_doesnotexist' exists.", param: 'invoice_id' } });
  });
});
