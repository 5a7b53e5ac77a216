// Idempotency-Key on createInvoice (D9).
import { line, startService, type TestService } from '../helpers/service.js';

let s: TestService;
let body: { customer_id: string; lines: ReturnType<typeof line>[] };
beforeEach(async () => {
  s = await startService();
  body = { customer_id: (await s.customer(s.alice)).id, lines: [line(1200)] };
});

test('a replay returns the identical status and body with Idempotent-Replayed and creates nothing', async () => {
  const first = await s.as(s.alice).post('/invoices', body).set('Idempotency-Key', 'order-1');
  expect(first.status).toBe(201);
  expect(first.headers['idempotent-replayed']).toBeUndefined();
  s.clock.advance(60_000);
  const replay = await s.as(s.alice).post('/invoices', { lines: body.lines, customer_id: body.customer_id }).set('Idempotency-Key', 'order-1');
  expect(replay.status).toBe(201);
  expect(replay.headers['idempotent-replayed']).toBe('true');
  expect(replay.body).toEqual(first.body);
  expect(replay.headers['request-id']).not.toBe(first.headers['request-id']);
  expect(s.rows('invoices')).toHaveLength(1);
});

test('the same key with another body is 422 on Idempotency-Key and creates nothing', async () => {
  await s.as(s.alice).post('/invoices', body).set('Idempotency-Key', 'order-1');
  const before = s.snapshot();
  const res = await s.as(s.alice).post('/invoices', { ...body, notes: 'different' }).set('Idempotency-Key', 'order-1');
  expect(res.status).toBe(422);
  expect(res.body.error).toEqual({
    type: 'invalid_request',
    message: 'This Idempotency-Key was already used with a different request body; send a new key to create another invoice.',
    param: 'Idempotency-Key',
  });
  expect(s.snapshot()).toEqual(before);
});

test('a replay after midnight of a request due "today" still returns the first response', async () => {
  s.clock.set('2026-11-21T23:59:00.000Z');
  const dueToday = { ...body, due_date: '2026-11-21' };
  const first = await s.as(s.alice).post('/invoices', dueToday).set('Idempotency-Key', 'late-night');
  expect(first.status).toBe(201);
  s.clock.advance(2 * 60 * 1000);
  // Sent afresh, the same body would now be refused: its due date is before today.
  const fresh = await s.as(s.alice).post('/invoices', dueToday);
  expect(fresh.status).toBe(422);
  expect(fresh.body.error.param).toBe('due_date');
  const replay = await s.as(s.alice).post('/invoices', dueToday).set('Idempotency-Key', 'late-night');
  expect(replay.status).toBe(201);
  expect(replay.headers['idempotent-replayed']).toBe('true');
  expect(replay.body).toEqual(first.body);
});

test('keys are scoped to the account', async () => {
  const bobs = { customer_id: (await s.customer(s.bob)).id, lines: [line(1200)] };
  const mine = await s.as(s.alice).post('/invoices', body).set('Idempotency-Key', 'shared');
  const theirs = await s.as(s.bob).post('/invoices', bobs).set('Idempotency-Key', 'shared');
  expect(theirs.status).toBe(201);
  expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  expect(theirs.body.id).not.toBe(mine.body.id);
});

test('a key is forgotten after 24 hours and then creates a new invoice', async () => {
  const first = await s.as(s.alice).post('/invoices', body).set('Idempotency-Key', 'daily');
  s.clock.advance(24 * 60 * 60 * 1000 - 1);
  expect((await s.as(s.alice).post('/invoices', body).set('Idempotency-Key', 'daily')).body.id).toBe(first.body.id);
  s.clock.advance(2);
  const later = await s.as(s.alice).post('/invoices', body).set('Idempotency-Key', 'daily');
  expect(later.status).toBe(201);
  expect(later.body.id).not.toBe(first.body.id);
  expect(s.rows('invoices')).toHaveLength(2);
  expect(s.rows('idempotent_responses')).toHaveLength(1);
});

test('requests that arrive together with one key create one invoice, and all get its response', async () => {
  const responses = await Promise.all(Array.from({ length: 10 }, () => s.as(s.alice).post('/invoices', body).set('Idempotency-Key', 'burst')));
  expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
  expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
  expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
  expect(s.rows('invoices')).toHaveLength(1);
});

test('without a key, two identical requests create two invoices', async () => {
  await s.as(s.alice).post('/invoices', body);
  await s.as(s.alice).post('/invoices', body);
  expect(s.rows('invoices')).toHaveLength(2);
});
