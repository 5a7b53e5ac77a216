// CORS for the reference site beside the sandbox (D46, R103): the sandbox answers the site's
// origin, preflight included, so that a Try it panel can send a request and read every header
// of the answer; another origin gets nothing, and production never sends a CORS header even
// when it is given origins.
// Runs once, on SQLite (R193): CORS headers are the HTTP layer's, the same over either engine.
import request from 'supertest';
import type { Environment } from '../../server/config.js';
import { line, startService } from '../helpers/service.js';

const SITE = 'http://127.0.0.1:4000';

function withOrigins(environment: Environment) {
  return startService({ environment, inject: (deps) => ({ ...deps, config: { ...deps.config, corsOrigins: [SITE] } }) });
}

test('answers a preflight from the site in the sandbox with the methods and headers a panel sends, before any key is asked for', async () => {
  const service = await withOrigins('sandbox');
  const before = service.snapshot();
  const res = await request(service.app).options('/v2/invoices').set('Origin', SITE).set('Access-Control-Request-Method', 'POST')
    .set('Access-Control-Request-Headers', 'authorization,content-type,idempotency-key');
  expect(res.status).toBe(204);
  expect(res.headers).toMatchObject({
    'access-control-allow-origin': SITE,
    'access-control-allow-methods': expect.stringContaining('POST'),
    'access-control-allow-headers': 'Authorization, Content-Type, Idempotency-Key',
    'access-control-max-age': '600',
  });
  expect(res.headers.vary).toContain('Origin');
  expect(service.snapshot()).toEqual(before);
});

test('lets the site read every answer in the sandbox, a created invoice and a refused key alike', async () => {
  const service = await withOrigins('sandbox');
  const customer = await service.customer(service.alice);
  const created = await request(service.app).post('/v2/invoices').set('Origin', SITE).set('Authorization', `Bearer ${service.alice}`)
    .set('Idempotency-Key', 'try-it-1').send({ customer_id: customer.id, lines: [line()] });
  expect(created.status).toBe(201);
  expect(created.headers).toMatchObject({ 'access-control-allow-origin': SITE, 'access-control-expose-headers': '*' });
  const refused = await request(service.app).get('/v2/invoices').set('Origin', SITE).set('Authorization', 'Bearer sk_test_nope');
  expect(refused.status).toBe(401);
  expect(refused.headers['access-control-allow-origin']).toBe(SITE);
});

test('gives another origin no CORS header in the sandbox: its preflight is an ordinary OPTIONS', async () => {
  const service = await withOrigins('sandbox');
  const res = await request(service.app).options('/v2/invoices').set('Origin', 'https://elsewhere.example').set('Access-Control-Request-Method', 'POST');
  expect(res.status).toBe(204);
  expect(res.headers.allow).toContain('POST');
  expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
});

test('never sends a CORS header in production, even with origins configured', async () => {
  const service = await withOrigins('production');
  const preflight = await request(service.app).options('/v2/invoices').set('Origin', SITE).set('Access-Control-Request-Method', 'POST');
  const read = await service.as(service.alice).get('/invoices').set('Origin', SITE);
  expect(read.status).toBe(200);
  for (const res of [preflight, read]) expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
});
