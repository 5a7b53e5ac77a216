// Rate limits per key (D14): a token bucket of one second's worth of requests.
// Runs once, on SQLite (R193): the buckets live in the process's memory.
import request from 'supertest';
import { TokenBucketLimiter } from '../../server/http/guards/index.js';
import { fixedClock, startService, type TestService } from '../helpers/service.js';

let s: TestService;
beforeEach(async () => {
  s = await startService({ rateLimit: 5 });
});

test('every authenticated response carries RateLimit headers that count down', async () => {
  const remaining: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const res = await s.as(s.alice).get('/invoices');
    expect(res.status).toBe(200);
    expect(res.headers['ratelimit-limit']).toBe('5');
    expect(res.headers['ratelimit-reset']).toBe('1');
    remaining.push(res.headers['ratelimit-remaining']);
  }
  expect(remaining).toEqual(['4', '3', '2', '1', '0']);
});

test('the request over the limit is 429 rate_limited with Retry-After, and writes nothing', async () => {
  const customer = await s.customer(s.alice);
  for (let i = 0; i < 4; i += 1) await s.as(s.alice).get('/invoices');
  const before = s.snapshot();
  const res = await s.as(s.alice).post('/invoices', { customer_id: customer.id, lines: [{ description: 'x', quantity: 1, unit_price: { amount: 1, currency: 'EUR' } }] });
  expect(res.status).toBe(429);
  expect(res.headers['retry-after']).toBe('1');
  expect(res.headers['ratelimit-remaining']).toBe('0');
  expect(res.body).toEqual({ error: { type: 'rate_limited', message: 'This key is limited to 5 requests a second; retry after 1 s.' } });
  expect(s.snapshot()).toEqual(before);
});

test('the bucket refills with time', async () => {
  for (let i = 0; i < 5; i += 1) await s.as(s.alice).get('/invoices');
  expect((await s.as(s.alice).get('/invoices')).status).toBe(429);
  s.clock.advance(200);
  expect((await s.as(s.alice).get('/invoices')).status).toBe(200);
  expect((await s.as(s.alice).get('/invoices')).status).toBe(429);
});

test('each key has its own bucket, and /status is not limited by key', async () => {
  for (let i = 0; i < 5; i += 1) await s.as(s.alice).get('/invoices');
  expect((await s.as(s.alice).get('/invoices')).status).toBe(429);
  expect((await s.as(s.bob).get('/invoices')).status).toBe(200);
  for (let i = 0; i < 10; i += 1) {
    const res = await request(s.app).get('/v2/status');
    expect(res.status).toBe(200);
    expect(res.headers['ratelimit-limit']).toBeUndefined();
  }
});

test('a rate limit of 0 turns limiting off', async () => {
  const open = await startService({ rateLimit: 0 });
  for (let i = 0; i < 30; i += 1) expect((await open.as(open.alice).get('/invoices')).status).toBe(200);
  expect((await open.as(open.alice).get('/invoices')).headers['ratelimit-limit']).toBeUndefined();
});

test('Retry-After is the time until one token is back', () => {
  const clock = fixedClock();
  const limiter = new TokenBucketLimiter(2, clock);
  limiter.take('k');
  limiter.take('k');
  expect(limiter.take('k')).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 1, resetSeconds: 1 });
  clock.advance(1000);
  expect(limiter.take('k')).toMatchObject({ allowed: true, remaining: 1 });
});
