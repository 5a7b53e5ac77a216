// Webhook endpoints (D31): the secret is shown on creation and rotation only and stored sealed;
// URLs follow the environment's policy, checked with a resolver the test controls; at most 16
// per account; a refused request changes nothing.
import { Webhook } from 'standardwebhooks';
import { startService, type TestService } from '../../helpers/service.js';
import { secretBox } from '../../../server/webhooks/secret-box.js';

/** A resolver whose answers the test sets, host by host. */
function fakeDns(answers: Record<string, string[]>) {
  return async (host: string) => {
    const found = answers[host];
    if (!found) throw new Error(`ENOTFOUND ${host}`);
    return found;
  };
}

const dns = fakeDns({
  'hooks.example.com': ['93.184.216.34'],
  'localhost': ['127.0.0.1'],
  'intranet.example.com': ['10.0.0.7'],
  'metadata.example.com': ['169.254.169.254'],
  'ula.example.com': ['fd00::1'],
  'mixed.example.com': ['93.184.216.34', '192.168.1.1'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
  'compatible-loopback.example.com': ['::7f00:1'],
  'compatible-metadata.example.com': ['::a9fe:a9fe'],
  'compatible-private.example.com': ['::a00:5'],
  'site-local.example.com': ['fec0::1'],
  'nat64.example.com': ['64:ff9b::a9fe:a9fe'],
  'six-to-four.example.com': ['2002:a9fe:a9fe::1'],
  'documentation.example.com': ['2001:db8::1'],
  'public-v6.example.com': ['2606:4700:4700::1111'],
  'mapped-public.example.com': ['::ffff:93.184.216.34'],
});

let s: TestService;
beforeEach(async () => {
  s = await startService({ resolveHost: dns });
});

const create = (t: TestService, body: Record<string, unknown>) => t.as(t.alice).post('/webhook_endpoints', { enabled_events: ['*'], ...body });

test('creates an endpoint and answers 201 with a Standard Webhooks secret that is never shown again nor stored in clear', async () => {
  const res = await create(s, { url: 'http://localhost:4242/hooks', enabled_events: ['invoice.paid'], description: 'Billing' });
  expect(res.status).toBe(201);
  expect(res.body).toEqual({
    id: expect.stringMatching(/^we_[0-9A-Za-z]{22}$/),
    url: 'http://localhost:4242/hooks',
    enabled_events: ['invoice.paid'],
    description: 'Billing',
    disabled: false,
    created_at: '2026-11-21T10:00:00.000Z',
    secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
  });
  expect(Buffer.from(res.body.secret.slice(6), 'base64')).toHaveLength(32);
  expect(() => new Webhook(res.body.secret)).not.toThrow();
  const { secret, ...shown } = res.body;
  expect((await s.as(s.alice).get(`/webhook_endpoints/${res.body.id}`)).body).toEqual(shown);
  expect((await s.as(s.alice).get('/webhook_endpoints')).body).toEqual({ data: [shown], has_more: false, next_cursor: null });
  expect(JSON.stringify(s.rows('webhook_endpoints'))).not.toContain(secret.slice(6, 30));
});

test.each<[string, 'sandbox' | 'production', string]>([
  ['an http URL on production', 'production', 'http://hooks.example.com/in'],
  ['an IP literal on production', 'production', 'https://93.184.216.34/in'],
  ['loopback on production', 'production', 'https://localhost/in'],
  ['a host that resolves to a private address', 'sandbox', 'https://intranet.example.com/in'],
  ['a host that resolves to a link-local address', 'sandbox', 'http://metadata.example.com/latest'],
  ['a host that resolves to a unique-local address', 'production', 'https://ula.example.com/in'],
  ['a host with one private address among public ones', 'production', 'https://mixed.example.com/in'],
  ['an IPv4-mapped loopback on production', 'production', 'https://mapped.example.com/in'],
  ['a private IP literal on the sandbox', 'sandbox', 'http://192.168.0.10/in'],
  ['a host that resolves to an IPv4-compatible loopback (::7f00:1)', 'production', 'https://compatible-loopback.example.com/in'],
  ['a host that resolves to an IPv4-compatible link-local address (::a9fe:a9fe)', 'production', 'https://compatible-metadata.example.com/in'],
  ['a host that resolves to an IPv4-compatible private address (::a00:5)', 'production', 'https://compatible-private.example.com/in'],
  ['a host that resolves to a site-local address (fec0::1)', 'production', 'https://site-local.example.com/in'],
  ['a host that resolves to a NAT64 address of a link-local one', 'production', 'https://nat64.example.com/in'],
  ['a host that resolves to a 6to4 address', 'production', 'https://six-to-four.example.com/in'],
  ['a host that resolves to a documentation address', 'production', 'https://documentation.example.com/in'],
  ['an IPv4-compatible loopback literal on the sandbox', 'sandbox', 'http://[::7f00:1]/in'],
  ['an IPv4-compatible link-local literal on the sandbox', 'sandbox', 'http://[::a9fe:a9fe]/in'],
  ['a site-local literal on the sandbox', 'sandbox', 'http://[fec0::1]/in'],
  ['a host that does not resolve', 'sandbox', 'https://nowhere.example.com/in'],
  ['a relative URL', 'sandbox', '/hooks'],
  ['an ftp URL', 'sandbox', 'ftp://hooks.example.com/in'],
  ['a URL with a password', 'sandbox', 'https://user:pw@hooks.example.com/in'],
])('refuses %s with 422 on url and writes nothing', async (_name, environment, url) => {
  const t = environment === 'sandbox' ? s : await startService({ environment, resolveHost: dns });
  const before = t.snapshot();
  const res = await create(t, { url });
  expect(res.status).toBe(422);
  expect(res.body.error).toEqual({ type: 'invalid_request', message: expect.any(String), param: 'url' });
  expect(t.snapshot()).toEqual(before);
});

test('production accepts https to a host with public addresses; the sandbox also http and loopback', async () => {
  const production = await startService({ environment: 'production', resolveHost: dns });
  expect((await create(production, { url: 'https://hooks.example.com/in' })).status).toBe(201);
  expect((await create(production, { url: 'https://public-v6.example.com/in' })).status).toBe(201);
  expect((await create(production, { url: 'https://mapped-public.example.com/in' })).status).toBe(201);
  expect((await create(s, { url: 'http://127.0.0.1:8080/in' })).status).toBe(201);
  expect((await create(s, { url: 'http://[::1]:8080/in' })).status).toBe(201);
});

test('an account has at most 16 endpoints: the 17th is 409 and writes nothing', async () => {
  for (let i = 0; i < 16; i += 1) expect((await create(s, { url: `http://localhost/${i}` })).status).toBe(201);
  const before = s.snapshot();
  const res = await create(s, { url: 'http://localhost/16' });
  expect(res.status).toBe(409);
  expect(res.body.error).toEqual({ type: 'conflict', message: 'An account has at most 16 webhook endpoints; delete one before creating another.' });
  expect(s.snapshot()).toEqual(before);
  expect((await s.as(s.bob).post('/webhook_endpoints', { url: 'http://localhost/bob', enabled_events: ['*'] })).status).toBe(201);
});

test('PATCH replaces the fields it sends and checks a new URL again', async () => {
  const { body: endpoint } = await create(s, { url: 'http://localhost/a' });
  const res = await s.as(s.alice).patch(`/webhook_endpoints/${endpoint.id}`, { enabled_events: ['invoice.sent', 'invoice.paid'], disabled: true, description: null });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ url: 'http://localhost/a', enabled_events: ['invoice.sent', 'invoice.paid'], disabled: true, description: null });
  const before = s.snapshot();
  const refused = await s.as(s.alice).patch(`/webhook_endpoints/${endpoint.id}`, { url: 'https://intranet.example.com/x', disabled: false });
  expect(refused.status).toBe(422);
  expect(refused.body.error.param).toBe('url');
  expect(s.snapshot()).toEqual(before);
});

test('DELETE answers 204, then the endpoint is 404 with endpoint_id', async () => {
  const { body: endpoint } = await create(s, { url: 'http://localhost/a' });
  expect((await s.as(s.alice).delete(`/webhook_endpoints/${endpoint.id}`)).status).toBe(204);
  const gone = await s.as(s.alice).get(`/webhook_endpoints/${endpoint.id}`);
  expect(gone.status).toBe(404);
  expect(gone.body.error).toEqual({ type: 'not_found', message: `No webhook endpoint with id '${endpoint.id}' exists.`, param: 'endpoint_id' });
});

test('rotate_secret answers a new secret and keeps the old one sealed for 24 hours', async () => {
  const { body: endpoint } = await create(s, { url: 'http://localhost/a' });
  s.clock.advance(1000);
  const res = await s.as(s.alice).post(`/webhook_endpoints/${endpoint.id}/rotate_secret`);
  expect(res.status).toBe(200);
  expect(res.body.secret).toMatch(/^whsec_/);
  expect(res.body.secret).not.toBe(endpoint.secret);
  const [row] = s.rows('webhook_endpoints');
  expect(row!.previous_secret_until).toBe('2026-11-22T10:00:01.000Z');
  expect(row!.previous_secret_sealed).not.toBeNull();
});

test('twenty rotations at once go one after the other: the secrets in force are the last two handed out (issue 36)', async () => {
  const { body: endpoint } = await create(s, { url: 'http://localhost/a' });
  const rotations = await Promise.all(Array.from({ length: 20 }, () => s.as(s.alice).post(`/webhook_endpoints/${endpoint.id}/rotate_secret`)));
  expect(rotations.map((r) => r.status)).toEqual(Array(20).fill(200));
  const handedOut = rotations.map((r) => r.body.secret as string);
  expect(new Set(handedOut).size).toBe(20);
  const box = secretBox(s.config.secret);
  const [row] = s.rows('webhook_endpoints');
  const current = box.open(row!.secret_sealed as string);
  const previous = box.open(row!.previous_secret_sealed as string);
  // Each rotation kept the secret it replaced: the previous one is a rotation's, never the first.
  expect(handedOut).toContain(current);
  expect(handedOut).toContain(previous);
  expect(previous).not.toBe(endpoint.secret);
});

test('changes racing with a delete of their endpoint are 200 or 404, never 5xx, and the endpoint ends deleted (issue 36)', async () => {
  const { body: endpoint } = await create(s, { url: 'http://localhost/a' });
  const [deleted, ...changes] = await Promise.all([
    s.as(s.alice).delete(`/webhook_endpoints/${endpoint.id}`),
    ...Array.from({ length: 10 }, (_, i) => s.as(s.alice).patch(`/webhook_endpoints/${endpoint.id}`, { description: `change ${i}` })),
    ...Array.from({ length: 10 }, () => s.as(s.alice).post(`/webhook_endpoints/${endpoint.id}/rotate_secret`)),
  ]);
  expect(deleted!.status).toBe(204);
  for (const change of changes) expect([200, 404]).toContain(change.status);
  expect(s.rows('webhook_endpoints')).toEqual([]);
  expect((await s.as(s.alice).get(`/webhook_endpoints/${endpoint.id}`)).status).toBe(404);
});

test('a limit outside 1 to 100 is 400 on limit, and pages follow the cursor', async () => {
  for (let i = 0; i < 3; i += 1) {
    s.clock.advance(1000);
    await create(s, { url: `http://localhost/${i}` });
  }
  expect((await s.as(s.alice).get('/webhook_endpoints?limit=0')).body.error.param).toBe('limit');
  const first = await s.as(s.alice).get('/webhook_endpoints?limit=2');
  expect(first.body.data.map((e: { url: string }) => e.url)).toEqual(['http://localhost/2', 'http://localhost/1']);
  const second = await s.as(s.alice).get(`/webhook_endpoints?limit=2&cursor=${encodeURIComponent(first.body.next_cursor)}`);
  expect(second.body.data.map((e: { url: string }) => e.url)).toEqual(['http://localhost/0']);
});
