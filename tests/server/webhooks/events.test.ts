// Events (D30): every change writes one event in the same transaction, a rejected request
// writes none, and GET /events lists and reads them with the pagination and isolation of invoices.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { deliverDue } from '../../../server/mail/delivery.js';
import { defaultDeliverySettings } from '../../../server/mail/settings.js';
import { folderTransport, type MailTransport } from '../../../server/mail/transport.js';
import { address, line, startService, type TestService } from '../../helpers/service.js';

let s: TestService;
beforeEach(async () => {
  s = await startService();
});

type EventBody = { id: string; type: string; request_id: string | null; created_at: string; data: { object: Record<string, unknown> } };

async function events(key = s.alice, query = ''): Promise<EventBody[]> {
  const res = await s.as(key).get(`/events${query}`);
  expect(res.status).toBe(200);
  return res.body.data as EventBody[];
}

test('each create, update and state change writes one event whose object is the resource as the API answered it', async () => {
  const created = await s.as(s.alice).post('/customers', { name: 'Ada', email: 'ada@example.com', address });
  s.clock.advance(1000);
  const invoice = await s.as(s.alice).post('/invoices', { customer_id: created.body.id, lines: [line()] });
  s.clock.advance(1000);
  const updated = await s.as(s.alice).patch(`/invoices/${invoice.body.id}`, { notes: 'Thanks' });
  s.clock.advance(1000);
  const sent = await s.as(s.alice).post(`/invoices/${invoice.body.id}/send`);
  s.clock.advance(1000);
  const paid = await s.as(s.alice).post(`/invoices/${invoice.body.id}/pay`);
  // pay records one payment (D41): its invoice.payment_recorded shares invoice.paid's instant and object.
  const all = await events();
  const recorded = all.filter((e) => e.type === 'invoice.payment_recorded');
  expect(recorded.map((e) => e.data.object.status)).toEqual(['paid']);
  const list = all.filter((e) => e.type !== 'invoice.payment_recorded');
  expect(list.map((e) => e.type)).toEqual(['invoice.paid', 'invoice.sent', 'invoice.updated', 'invoice.created', 'customer.created']);
  const answers = [paid, sent, updated, invoice, created];
  list.forEach((event, i) => {
    const { pdf_url: _fresh, ...object } = event.data.object;
    const { pdf_url: _given, ...answered } = answers[i]!.body;
    expect(object).toEqual(answered);
    expect(event.request_id).toBe(answers[i]!.headers['request-id']);
    expect(event.id).toMatch(/^evt_[0-9A-Za-z]{22}$/);
  });
  expect(list[0]!.created_at).toBe('2026-11-21T10:00:04.000Z');
});

test('an invoice in an event carries a fresh signed pdf_url that serves its PDF', async () => {
  const invoice = await s.invoice(s.alice);
  const [event] = await events(s.alice, '?type=invoice.created');
  const url = new URL(event!.data.object.pdf_url as string);
  expect(url.pathname).toBe(`/v2/invoice-pdfs/${invoice.id}`);
  const pdf = await s.as(s.alice).get(`${url.pathname.slice(3)}${url.search}`);
  expect(pdf.status).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
});

test('voiding twice writes one invoice.voided event, and a replayed create writes none', async () => {
  const customer = await s.customer(s.alice);
  const body = { customer_id: customer.id, lines: [line()] };
  s.clock.advance(1000);
  const first = await s.as(s.alice).post('/invoices', body).set('Idempotency-Key', 'k1');
  const replay = await s.as(s.alice).post('/invoices', body).set('Idempotency-Key', 'k1');
  expect(replay.headers['idempotent-replayed']).toBe('true');
  s.clock.advance(1000);
  expect((await s.as(s.alice).delete(`/invoices/${first.body.id}`)).status).toBe(204);
  expect((await s.as(s.alice).delete(`/invoices/${first.body.id}`)).status).toBe(204);
  expect((await events()).map((e) => e.type)).toEqual(['invoice.voided', 'invoice.created', 'customer.created']);
});

describe('a rejected request writes no event and changes no table', () => {
  let customerId: string;
  let draftId: string;
  let paidId: string;
  beforeEach(async () => {
    customerId = (await s.customer(s.alice)).id;
    draftId = (await s.invoice(s.alice, { customer_id: customerId })).id;
    paidId = (await s.invoice(s.alice, { customer_id: customerId })).id;
    await s.as(s.alice).post(`/invoices/${paidId}/send`);
    await s.as(s.alice).post(`/invoices/${paidId}/pay`);
  });

  test.each<[string, number, (t: TestService) => Promise<{ status: number }>]>([
    ['createCustomer with an empty name', 422, (t) => t.as(t.alice).post('/customers', { name: '', email: 'a@example.com', address })],
    ['createInvoice for an unknown customer', 422, (t) => t.as(t.alice).post('/invoices', { customer_id: 'cus_nope', lines: [line()] })],
    ['updateInvoice of a paid invoice', 409, (t) => t.as(t.alice).patch(`/invoices/${paidId}`, { notes: 'x' })],
    ['updateInvoice with a due date before creation', 422, (t) => t.as(t.alice).patch(`/invoices/${draftId}`, { due_date: '2020-01-01' })],
    ['sendInvoice of a paid invoice', 409, (t) => t.as(t.alice).post(`/invoices/${paidId}/send`)],
    ['payInvoice of a draft', 409, (t) => t.as(t.alice).post(`/invoices/${draftId}/pay`)],
    ['voidInvoice of a paid invoice', 409, (t) => t.as(t.alice).delete(`/invoices/${paidId}`)],
    ['voidInvoice of another account', 404, (t) => t.as(t.bob).delete(`/invoices/${draftId}`)],
    ['resendEvent to an unknown endpoint', 422, async (t) => {
      const [event] = await events();
      return t.as(t.alice).post(`/events/${event!.id}/resend`, { endpoint_id: 'we_nope' });
    }],
  ])('%s answers %i', async (_name, status, call) => {
    const before = s.snapshot();
    const res = await call(s);
    expect(res.status).toBe(status);
    expect(s.snapshot()).toEqual(before);
  });
});

test('lists events newest first across pages, filtered by type and by object_id, with cursors bound to the filters', async () => {
  const customer = await s.customer(s.alice);
  const ids: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    s.clock.advance(1000);
    ids.push((await s.invoice(s.alice, { customer_id: customer.id })).id);
  }
  const first = await s.as(s.alice).get('/events?type=invoice.created&limit=2');
  expect(first.body.data.map((e: EventBody) => e.data.object.id)).toEqual([ids[2], ids[1]]);
  expect(first.body.has_more).toBe(true);
  const second = await s.as(s.alice).get(`/events?type=invoice.created&limit=2&cursor=${encodeURIComponent(first.body.next_cursor)}`);
  expect(second.body).toMatchObject({ has_more: false, next_cursor: null });
  expect(second.body.data.map((e: EventBody) => e.data.object.id)).toEqual([ids[0]]);
  const other = await s.as(s.alice).get(`/events?limit=2&cursor=${encodeURIComponent(first.body.next_cursor)}`);
  expect(other.status).toBe(400);
  expect(other.body.error).toMatchObject({ type: 'invalid_request', param: 'cursor' });
  expect((await events(s.alice, `?object_id=${customer.id}`)).map((e) => e.type)).toEqual(['customer.created']);
  const unknownType = await s.as(s.alice).get('/events?type=invoice.exploded');
  expect(unknownType.status).toBe(400);
  expect(unknownType.body.error.param).toBe('type');
});

test('an event of another account is 404, worded as a missing one, and absent from its list', async () => {
  await s.customer(s.alice);
  const [event] = await events();
  const res = await s.as(s.bob).get(`/events/${event!.id}`);
  expect(res.status).toBe(404);
  expect(res.body.error).toEqual({ type: 'not_found', message: `No event with id '${event!.id}' exists.`, param: 'event_id' });
  expect(await events(s.bob)).toEqual([]);
  const own = await s.as(s.alice).get(`/events/${event!.id}`);
  expect(own.status).toBe(200);
  expect(own.body).toEqual({ ...event, deliveries: [] });
});

test('the mail worker writes invoice.email_delivered, without a request id, when the message is accepted', async () => {
  const transport: MailTransport = folderTransport(mkdtempSync(join(tmpdir(), 'folio-mail-')));
  const invoice = await s.invoice(s.alice);
  await s.as(s.alice).post(`/invoices/${invoice.id}/send`);
  s.clock.advance(5000);
  const context = { store: s.store, transport, clock: s.clock, logger: pino({ level: 'silent' }), settings: defaultDeliverySettings, documents: s.documents };
  expect(await deliverDue(context)).toEqual({ sent: 1, retrying: 0, failed: 0 });
  const [event] = await events();
  expect(event).toMatchObject({ type: 'invoice.email_delivered', request_id: null, created_at: '2026-11-21T10:00:05.000Z' });
  expect(event!.data.object).toMatchObject({ id: invoice.id, status: 'open' });
  transport.close();
});

test('the mail worker writes invoice.email_failed when the last attempt fails', async () => {
  const transport: MailTransport = { send: () => Promise.reject(new Error('connection refused')), close: () => undefined };
  const invoice = await s.invoice(s.alice);
  await s.as(s.alice).post(`/invoices/${invoice.id}/send`);
  s.clock.advance(1000);
  const settings = { ...defaultDeliverySettings, maxAttempts: 1 };
  const context = { store: s.store, transport, clock: s.clock, logger: pino({ level: 'silent' }), settings, documents: s.documents };
  expect(await deliverDue(context)).toEqual({ sent: 0, retrying: 0, failed: 1 });
  expect((await events())[0]).toMatchObject({ type: 'invoice.email_failed', request_id: null, data: { object: { id: invoice.id } } });
});

test('pruning deletes the events older than the cut-off and keeps the rest', async () => {
  await s.customer(s.alice);
  s.clock.advance(31 * 24 * 3600 * 1000);
  await s.customer(s.alice);
  const cutoff = new Date(s.clock().getTime() - 30 * 24 * 3600 * 1000).toISOString();
  expect(await s.store.pruneEvents(cutoff)).toBe(1);
  expect(await events()).toHaveLength(1);
});
