// GET /status and the headers every response carries (D15).
import request from 'supertest';
import { startService, type TestService } from '../helpers/service.js';

let s: TestService;
beforeEach(async () => {
  s = await startService();
});

test('every response carries a unique Request-Id, no X-Powered-By, and Cache-Control no-store', async () => {
  const responses = [
    await request(s.app).get('/v2/status'),
    await s.as(s.alice).get('/invoices'),
    await s.as(s.alice).get('/invoices/inv_nope'),
    await request(s.app).get('/v2/invoices'),
  ];
  const ids = responses.map((r) => r.headers['request-id']);
  expect(ids.every((id) => /^req_[0-9A-Za-z]{22}$/.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  for (const res of responses) {
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  }
});

test('status is degraded when the outbox backlog passes its limit', async () => {
  for (let i = 0; i <= s.config.outboxBacklogLimit; i += 1) {
    const invoice = await s.invoice(s.alice);
    await s.as(s.alice).post(`/invoices/${invoice.id}/send`);
  }
  const res = await request(s.app).get('/v2/status');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: 'degraded', version: '0.0.0-test', region: 'test-1' });
});

test('status is degraded when the database does not answer', async () => {
  await s.store.close();
  const res = await request(s.app).get('/v2/status');
  expect(res.body.status).toBe('degraded');
});

test('a failure inside a handler is a 500 api_error that leaks nothing', async () => {
  await s.store.close();
  const res = await s.as(s.alice).get('/invoices');
  expect(res.status).toBe(500);
  expect(res.body).toEqual({ error: { type: 'api_error', message: 'The service failed to complete the request.' } });
});
