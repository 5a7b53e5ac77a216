// Finalizing without e-mail and the richer invoice list (D42): delivery "none" numbers and
// opens the invoice with its event and no e-mail; status takes a comma-separated list; created
// and due_date take [gte] and [lt] bounds; every filter is bound into the cursor (D10).
import { line, startService, type TestService } from '../helpers/service.js';

let s: TestService;
beforeEach(async () => {
  s = await startService();
});

const ids = async (query: string) => (await s.as(s.alice).get(`/invoices?${query}`)).body.data.map((i: { id: string }) => i.id);

test('send with delivery "none" numbers and opens the invoice, writes invoice.sent, and queues no e-mail', async () => {
  const invoice = await s.invoice(s.alice);
  const res = await s.as(s.alice).post(`/invoices/${invoice.id}/send`, { delivery: 'none' });
  expect(res.status).toBe(202);
  expect(res.body).toMatchObject({ status: 'open', number: 'INV-0001' });
  expect(s.rows('outbox')).toHaveLength(0);
  const types = (await s.as(s.alice).get(`/events?object_id=${invoice.id}`)).body.data.map((e: { type: string }) => e.type);
  expect(types).toContain('invoice.sent');
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
  const bad = await s.as(s.alice).get('/invoices?status=open,settled');
  expect({ status: bad.status, param: bad.body.error.param }).toEqual({ status: 400, param: 'status' });
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
  const bad = await s.as(s.alice).get('/invoices?due_date[gte]=tomorrow');
  expect({ status: bad.status, param: bad.body.error.param }).toEqual({ status: 400, param: 'due_date[gte]' });
});

test('a cursor is bound to every filter: another date bound or status list is 400 on cursor', async () => {
  for (let i = 0; i < 3; i += 1) {
    await s.invoice(s.alice, { lines: [line(1000 + i)] });
    s.clock.advance(1000);
  }
  const page = (await s.as(s.alice).get('/invoices?limit=2&created[gte]=2026-11-21T00:00:00Z')).body;
  expect(page.next_cursor).toEqual(expect.any(String));
  for (const other of ['created[gte]=2026-11-20T00:00:00Z', 'status=draft', 'due_date[lt]=2030-01-01']) {
    const res = await s.as(s.alice).get(`/invoices?limit=2&${other}&cursor=${page.next_cursor}`);
    expect({ status: res.status, param: res.body.error.param }).toEqual({ status: 400, param: 'cursor' });
  }
  const next = await s.as(s.alice).get(`/invoices?limit=2&created[gte]=2026-11-21T00:00:00Z&cursor=${page.next_cursor}`);
  expect(next.body.data).toHaveLength(1);
});
