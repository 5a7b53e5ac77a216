// Finalizing without e-mail and the richer invoice list (D42): delivery "none" finalizes as an
// e-mailed send does (number, issue date, frozen customer, event, e-invoice checks) but queues
// no e-mail; status takes a comma-separated list; created and due_date take [gte] and [lt]
// bounds; every filter is bound into the cursor (D10). Every refused request changes nothing.
import { eInvoicingSeller } from '../helpers/sellers.js';
import { line, startService, type TestService } from '../helpers/service.js';

let s: TestService;
beforeEach(async () => {
  s = await startService();
});

const ids = async (query: string) => (await s.as(s.alice).get(`/invoices?${query}`)).body.data.map((i: { id: string }) => i.id);

/** Asserts that a list request is refused with 400 on `param`, and changed nothing. */
async function refusedList(query: string, param: string): Promise<void> {
  const before = s.snapshot();
  const res = await s.as(s.alice).get(`/invoices?${query}`);
  expect({ status: res.status, type: res.body.error?.type, param: res.body.error?.param }).toEqual({ status: 400, type: 'invalid_request', param });
  expect(s.snapshot()).toEqual(before);
}

test('send with delivery "none" numbers and opens the invoice, writes invoice.sent, and queues no e-mail', async () => {
  const invoice = await s.invoice(s.alice);
  const res = await s.as(s.alice).post(`/invoices/${invoice.id}/send`, { delivery: 'none' });
  expect(res.status).toBe(202);
  expect(res.body).toMatchObject({ status: 'open', number: 'INV-0001' });
  expect(s.rows('outbox')).toHaveLength(0);
  const types = (await s.as(s.alice).get(`/events?object_id=${invoice.id}`)).body.data.map((e: { type: string }) => e.type);
  expect(types).toContain('invoice.sent');
});

test('delivery "none" finalizes as an e-mailed send does: number, issue date, sent_at and the frozen customer', async () => {
  const customer = await s.customer(s.alice, { tax_id: 'FR40303265045' });
  const mailed = await s.invoice(s.alice, { customer_id: customer.id });
  const quiet = await s.invoice(s.alice, { customer_id: customer.id });
  const byMail = (await s.as(s.alice).post(`/invoices/${mailed.id}/send`)).body;
  const byNone = (await s.as(s.alice).post(`/invoices/${quiet.id}/send`, { delivery: 'none' })).body;
  const strip = ({ id: _id, number: _number, pdf_url: _pdf, ...rest }: Record<string, unknown>) => rest;
  expect(strip(byNone)).toEqual(strip(byMail));
  expect(byNone).toMatchObject({ number: 'INV-0002', issue_date: '2026-11-21', sent_at: '2026-11-21T10:00:00.000Z', customer_details: { name: 'Ada Lovelace', tax_id: 'FR40303265045' } });
  expect(s.rows('outbox')).toHaveLength(1);
});

test('delivery "none" checks the e-invoice the customer asked for: 422 naming the rule, and nothing changes', async () => {
  await s.store.setSellerProfile('alice', eInvoicingSeller);
  const customer = await s.customer(s.alice, { e_invoice_format: 'xrechnung-ubl', electronic_address: { scheme: '0204', value: '04011000-12345-67' } });
  const invoice = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(1_000, { tax_rate: 19 })] });
  const before = s.snapshot();
  const res = await s.as(s.alice).post(`/invoices/${invoice.id}/send`, { delivery: 'none' });
  expect({ status: res.status, param: res.body.error.param }).toEqual({ status: 422, param: 'buyer_reference' });
  expect(res.body.error.message).toMatch(/^BR-DE-15: /);
  expect(s.snapshot()).toEqual(before);
});

test('send with delivery "email" queues the e-mail as before', async () => {
  const invoice = await s.invoice(s.alice);
  await s.as(s.alice).post(`/invoices/${invoice.id}/send`, { delivery: 'email' });
  expect(s.rows('outbox')).toHaveLength(1);
});

test('an unknown delivery is 422 on delivery and changes nothing', async () => {
  const invoice = await s.invoice(s.alice);
  const before = s.snapshot();
  const res = await s.as(s.alice).post(`/invoices/${invoice.id}/send`, { delivery: 'fax' });
  expect({ status: res.status, param: res.body.error.param }).toEqual({ status: 422, param: 'delivery' });
  expect(s.snapshot()).toEqual(before);
});

test('status takes a comma-separated list of states', async () => {
  const draft = await s.invoice(s.alice);
  s.clock.advance(1000);
  const open = await s.invoice(s.alice);
  await s.as(s.alice).post(`/invoices/${open.id}/send`, { delivery: 'none' });
  s.clock.advance(1000);
  const paid = await s.invoice(s.alice);
  await s.as(s.alice).post(`/invoices/${paid.id}/send`, { delivery: 'none' });
  await s.as(s.alice).post(`/invoices/${paid.id}/pay`);
  expect(await ids('status=open,paid')).toEqual([paid.id, open.id]);
  expect(await ids('status=draft')).toEqual([draft.id]);
  expect(await ids('status=draft,void')).toEqual([draft.id]);
  expect(await ids('status=open,paid&number=INV-0001')).toEqual([open.id]);
  expect(await ids('status=draft&number=INV-0001')).toEqual([]);
  await refusedList('status=open,settled', 'status');
  await refusedList('status=', 'status');
});

test('created and due_date take [gte] and [lt] bounds', async () => {
  const first = await s.invoice(s.alice, { due_date: '2026-12-01' });
  s.clock.set('2026-11-22T10:00:00.000Z');
  const second = await s.invoice(s.alice, { due_date: '2026-12-15' });
  s.clock.set('2026-11-23T10:00:00.000Z');
  const third = await s.invoice(s.alice, { due_date: '2027-01-10' });
  expect(await ids('created[gte]=2026-11-22T00:00:00Z')).toEqual([third.id, second.id]);
  expect(await ids('created[lt]=2026-11-22T10:00:00.000Z')).toEqual([first.id]);
  expect(await ids('created[gte]=2026-11-22T00:00:00Z&created[lt]=2026-11-23T00:00:00Z')).toEqual([second.id]);
  expect(await ids('due_date[gte]=2026-12-15')).toEqual([third.id, second.id]);
  expect(await ids('due_date[lt]=2026-12-15')).toEqual([first.id]);
  await refusedList('due_date[gte]=tomorrow', 'due_date[gte]');
  await refusedList('created[gte]=yesterday', 'created[gte]');
  await refusedList('created[gt]=2026-11-22T00:00:00Z', 'created[gt]');
});

test('a cursor is bound to every filter: another date bound, status list, number or customer is 400 on cursor and changes nothing', async () => {
  for (let i = 0; i < 3; i += 1) {
    await s.invoice(s.alice, { lines: [line(1000 + i)] });
    s.clock.advance(1000);
  }
  const page = (await s.as(s.alice).get('/invoices?limit=2&created[gte]=2026-11-21T00:00:00Z')).body;
  expect(page.next_cursor).toEqual(expect.any(String));
  const customerId = (await s.customer(s.alice)).id;
  const made = 'created[gte]=2026-11-21T00:00:00Z';
  for (const other of ['created[gte]=2026-11-20T00:00:00Z', `${made}&status=draft`, `${made}&due_date[lt]=2030-01-01`,
    `${made}&number=INV-0001`, `${made}&customer_id=${customerId}`, 'status=draft']) {
    await refusedList(`limit=2&${other}&cursor=${page.next_cursor}`, 'cursor');
  }
  const next = await s.as(s.alice).get(`/invoices?limit=2&created[gte]=2026-11-21T00:00:00Z&cursor=${page.next_cursor}`);
  expect(next.body.data).toHaveLength(1);
});

describe('created bounds compare instants, on both engines (issue 41)', () => {
  // Three invoices one minute apart, each created 250 ms into its second.
  async function threeMinutes(): Promise<string[]> {
    const made: string[] = [];
    for (const at of ['2026-11-22T10:00:00.250Z', '2026-11-22T10:01:00.250Z', '2026-11-22T10:02:00.250Z']) {
      s.clock.set(at);
      made.push((await s.invoice(s.alice)).id);
    }
    return made;
  }

  test('an offset other than Z names the same instant: -05:30 and +01:00 (sent as %2B) select what Z selects', async () => {
    const [a, b, c] = await threeMinutes();
    expect(await ids('created[gte]=2026-11-22T04:31:00.250-05:30')).toEqual([c, b]);
    expect(await ids('created[lt]=2026-11-22T04:31:00.250-05:30')).toEqual([a]);
    expect(await ids('created[gte]=2026-11-22T11:01:00.250%2B01:00')).toEqual([c, b]);
    expect(await ids('created[lt]=2026-11-22T10:01:00%2B00:00')).toEqual([a]);
    expect(await ids('created[gte]=2026-11-23T00:01:00.250%2B14:00')).toEqual([c, b]);
  });

  test('a whole-second bound keeps the invoices created within that second, and lower-case t and z are read', async () => {
    const [a, b, c] = await threeMinutes();
    expect(await ids('created[gte]=2026-11-22T10:01:00Z')).toEqual([c, b]);
    expect(await ids('created[lt]=2026-11-22T10:01:00Z')).toEqual([a]);
    expect(await ids('created[gte]=2026-11-22t10:01:00z')).toEqual([c, b]);
    expect(await ids('created[gte]=2026-11-22T10:01:00.2501Z&created[lt]=2026-11-22T10:02:00.250000001Z')).toEqual([c]);
  });

  test('a year no engine holds is 400 naming the bound, and changes nothing', async () => {
    await s.invoice(s.alice);
    await refusedList('created[gte]=0000-01-01T00:00:00Z', 'created[gte]');
    await refusedList('created[lt]=0000-12-31T23:59:59Z', 'created[lt]');
    await refusedList('created[gte]=0001-01-01T00:30:00%2B01:00', 'created[gte]');
    await refusedList('due_date[gte]=0000-01-01', 'due_date[gte]');
    await refusedList('due_date[lt]=0000-01-01', 'due_date[lt]');
    expect(await ids('created[gte]=0001-01-01T00:00:00Z&due_date[lt]=9999-12-31')).toHaveLength(1);
  });

  test('a supply date or due date in year 0000 is 422 naming the field, and changes nothing', async () => {
    const before = s.snapshot();
    for (const [field, value] of [['supply_date', '0000-01-01'], ['due_date', '0000-06-01']] as const) {
      const res = await s.as(s.alice).post('/invoices', { customer_id: (await s.customer(s.alice)).id, lines: [line(100)], [field]: value });
      expect({ status: res.status, param: res.body.error?.param }).toEqual({ status: 422, param: field });
    }
    expect(s.snapshot().invoices).toEqual(before.invoices);
  });
});
