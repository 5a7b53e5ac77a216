// Hostile input beyond what the contract's schemas describe: deeply nested JSON, bodies at
// the 1 MB limit, Unicode edge cases in every string field, numbers that JSON cannot carry
// exactly, duplicate keys, repeated query parameters, odd Authorization headers, oversized
// headers, and methods or routes that do not exist. Every case asserts the status, the Error
// body of a rejection, and that a rejected request wrote nothing; an accepted value must
// read back exactly as it was sent (D3, D4, D15).
import { connect } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { JsonSchema } from '../../helpers/contract.js';
import { address, line, startService, type TestService } from '../../helpers/service.js';
import { bodyLimitBytes } from '../../../server/http/limits.js';
import { contract, expectErrorBody, expectNoWrites } from './contract-checks.js';
import { paramOf, type Path } from './schema-arbitrary.js';

let s: TestService;
let customerId: string;
beforeAll(async () => {
  s = await startService();
  customerId = (await s.customer(s.alice)).id;
});

const post = (path: string, text: string) => s.as(s.alice).post(path).set('Content-Type', 'application/json').send(text);
const invoiceText = (extra = '') => `{"customer_id":"${customerId}","lines":[{"description":"x","quantity":1,"unit_price":{"amount":100,"currency":"EUR"}}]${extra}}`;
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const newDraft = async () => (await s.invoice(s.alice, { customer_id: customerId })).id;

describe('deeply nested JSON', () => {
  test.each<[string, { path: () => Promise<string>; text: () => string; param: string | null }]>([
    ['a body of 10,000 nested arrays', { path: async () => '/invoices', text: () => nested(10_000), param: null }],
    ['a body of 400,000 nested arrays (800 kB)', { path: async () => '/invoices', text: () => nested(400_000), param: null }],
    ['10,000 nested objects in an unknown field', { path: async () => '/invoices', text: () => invoiceText(`,"extra":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`), param: 'extra' }],
    ['10,000 nested arrays as a metadata value', { path: async () => '/invoices', text: () => invoiceText(`,"metadata":{"k":${nested(10_000)}}`), param: 'metadata.k' }],
    ['10,000 nested arrays as a line', { path: async () => '/invoices', text: () => `{"customer_id":"${customerId}","lines":[${nested(10_000)}]}`, param: 'lines[0]' }],
    ['10,000 nested arrays as a recipient', { path: async () => `/invoices/${await newDraft()}/send`, text: () => `{"to":[${nested(10_000)}]}`, param: 'to[0]' }],
    ['10,000 nested arrays as a customer address', { path: async () => '/customers', text: () => `{"name":"n","email":"a@b.example","address":${nested(10_000)}}`, param: 'address' }],
  ])('rejects %s with 422 and writes nothing', async (_name, { path, text, param }) => {
    const target = await path();
    const res = await expectNoWrites(s, () => post(target, text()));
    expectErrorBody(res, 422, param);
  });
});

describe('bodies at the 1 MB limit (D4)', () => {
  /** An invoice body of exactly `bytes` bytes of UTF-8, padded in `notes` with `unit`. */
  const sized = (bytes: number, unit: string) => {
    const head = invoiceText(',"notes":"').slice(0, -1);
    const room = bytes - Buffer.byteLength(head) - Buffer.byteLength('"}');
    const units = Math.floor(room / Buffer.byteLength(unit));
    return `${head}${unit.repeat(units)}${'x'.repeat(room - units * Buffer.byteLength(unit))}"}`;
  };

  test.each<[string, { text: () => string; status: number; param?: string | null }]>([
    ['exactly 1 MB is parsed, then 422 on notes', { text: () => sized(bodyLimitBytes, 'x'), status: 422, param: 'notes' }],
    ['1 MB and one byte is 413', { text: () => sized(bodyLimitBytes + 1, 'x'), status: 413, param: null }],
    ['1 MB of two-byte characters (half as many characters) is parsed, then 422', { text: () => sized(bodyLimitBytes, 'é'), status: 422, param: 'notes' }],
    ['600,000 two-byte characters (1.2 MB) is 413 although under a million characters', { text: () => sized(1_200_000, 'é'), status: 413, param: null }],
    ['1 MB of emoji is parsed, then 422', { text: () => sized(bodyLimitBytes, '😀'), status: 422, param: 'notes' }],
    ['a 2 MB metadata value is 413', { text: () => invoiceText(`,"metadata":{"k":"${'v'.repeat(2 * bodyLimitBytes)}"}`), status: 413, param: null }],
  ])('%s, and writes nothing', async (_name, { text, status, param }) => {
    const body = text();
    const res = await expectNoWrites(s, () => post('/invoices', body));
    expectErrorBody(res, status, param);
  });

  test('a 5,000-character note just under the limit is accepted and reads back whole', async () => {
    const notes = '😀'.repeat(5000);
    const res = await post('/invoices', invoiceText(`,"notes":"${notes}"`));
    expect(res.status).toBe(201);
    expect((await s.as(s.alice).get(`/invoices/${res.body.id}`)).body.notes).toBe(notes);
  });
});

describe('Unicode edge cases in every string field', () => {
  const edges: Array<[string, string]> = [
    ['NUL', '\u0000'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udfff'],
    ['a right-to-left mark', '\u200f'],
    ['a right-to-left override', '\u202e'],
    ['an emoji', '😀'],
    ['an emoji ZWJ sequence', '👩‍👩‍👧'],
    ['combining characters', 'e\u0301\u0308'],
    ['a byte order mark', '\ufeff'],
    ['a line separator', '\u2028'],
  ];

  const refusedEverywhere = (edge: string) => edge.startsWith('a lone') || edge === 'NUL';

  /** Every string in a schema, as a path (array items as [0], a map's values under "k"). */
  function stringFields(schema: JsonSchema, path: Path = []): Array<{ path: Path; schema: JsonSchema }> {
    const types = [schema.type].flat();
    const out = types.includes('string') ? [{ path, schema }] : [];
    for (const [name, property] of Object.entries(schema.properties ?? {})) out.push(...stringFields(property, [...path, name]));
    if (schema.items) out.push(...stringFields(schema.items, [...path, 0]));
    if (typeof schema.additionalProperties === 'object') out.push(...stringFields(schema.additionalProperties, [...path, 'k']));
    return out;
  }

  const set = (value: unknown, path: Path, leaf: string): unknown => {
    if (path.length === 0) return leaf;
    const [head, ...rest] = path;
    const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
    copy[head!] = set(copy[head!], rest, leaf);
    return copy;
  };
  const get = (value: unknown, path: Path): unknown => path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], value);

  type Target = { schema: string; path: () => Promise<string>; base: () => Record<string, unknown>; readBack: (res: request.Response) => Promise<unknown> };
  const targets: Target[] = [
    {
      schema: 'InvoiceCreate',
      path: async () => '/invoices',
      // An exempt line, the kind that carries an exemption reason (D36), so every string field of a line is free text.
      // A discount and a charge in the line's category (D50), so their text fields are in the body too.
      base: () => ({ customer_id: customerId, lines: [line(100, { tax_category: 'E', tax_exemption_reason: 'r' })], due_date: '2026-12-24', notes: 'n', metadata: { k: 'v' },
        service_period: { start: '2026-11-01', end: '2026-11-30' },
        discounts: [{ amount: { amount: 10, currency: 'EUR' }, reason: 'r', reason_code: '95', tax_category: 'E', tax_rate: 0 }],
        charges: [{ amount: { amount: 10, currency: 'EUR' }, reason: 'r', reason_code: 'FC', tax_category: 'E', tax_rate: 0 }] }),
      readBack: async (res) => (await s.as(s.alice).get(`/invoices/${res.body.id}`)).body,
    },
    {
      schema: 'CustomerCreate',
      path: async () => '/customers',
      base: () => ({ name: 'n', email: 'a@b.example', address: { ...address, line2: 'l2' }, tax_id: 't', electronic_address: { scheme: '9930', value: 'DE123456789' } }),
      readBack: async (res) => (await s.as(s.alice).get(`/customers/${res.body.id}`)).body,
    },
    {
      // Sending has no read-back route: what was accepted is what the outbox holds.
      schema: 'SendOptions',
      path: async () => `/invoices/${await newDraft()}/send`,
      base: () => ({ to: ['a@b.example'], cc: ['c@d.example'], message: 'm' }),
      readBack: async (res) => {
        const row = s.rows('outbox').find((r) => r.invoice_id === res.body.id)!;
        return { to: JSON.parse(row.to_json as string), cc: JSON.parse(row.cc_json as string), message: row.message };
      },
    },
  ];

  const cases = targets.flatMap((target) => stringFields(contract.schema(target.schema)).flatMap(({ path, schema }) =>
    edges.map(([edge, char]) => {
      // Formats, patterns, enums and ids name something that must exist: those reject the value.
      // A lone surrogate is not valid Unicode and NUL is no text of the contract: both are
      // rejected in every field, on every engine (no database stores them exactly).
      const rejects = schema.format !== undefined || schema.pattern !== undefined || schema.enum !== undefined
        || paramOf(path) === 'customer_id' || refusedEverywhere(edge);
      return [`${target.schema}.${paramOf(path)}`, edge, { target, path, value: `a${char}b`, rejects }] as const;
    })));

  test.each(cases)('%s holding %s is accepted and reads back exactly, or rejected with 422 and nothing written', async (_field, _edge, { target, path, value, rejects }) => {
    const url = await target.path();
    // JSON.stringify writes lone surrogates as \ud800-style escapes and NUL as \u0000.
    const text = JSON.stringify(set(target.base(), path, value));
    if (rejects) {
      const res = await expectNoWrites(s, () => post(url, text));
      expectErrorBody(res, 422, paramOf(path));
      return;
    }
    const res = await post(url, text);
    expect(res.status).toBeLessThan(300);
    const sent = JSON.parse(text) as unknown;
    const read = await target.readBack(res);
    const field = path[0] === 'metadata' ? ['metadata'] : path;
    expect(get(read, field)).toEqual(get(sent, field));
  });

  test.each(edges)('a metadata key holding %s reads back exactly, or is rejected with 422 when it is no valid Unicode or NUL', async (edge, char) => {
    const key = `a${char}b`;
    const text = invoiceText(`,"metadata":${JSON.stringify({ [key]: 'v' })}`);
    if (refusedEverywhere(edge)) {
      expectErrorBody(await expectNoWrites(s, () => post('/invoices', text)), 422, `metadata.${key}`);
      return;
    }
    const res = await post('/invoices', text);
    expect(res.status).toBe(201);
    expect(Object.keys((await s.as(s.alice).get(`/invoices/${res.body.id}`)).body.metadata)).toEqual([key]);
  });

  test('metadata keys named __proto__ and constructor are kept as plain keys', async () => {
    const res = await post('/invoices', invoiceText(',"metadata":{"__proto__":"p","constructor":"c"}'));
    expect(res.status).toBe(201);
    const read = await s.as(s.alice).get(`/invoices/${res.body.id}`);
    expect(read.text).toContain('"metadata":{"__proto__":"p","constructor":"c"}');
  });
});

describe('numbers that JSON cannot carry exactly', () => {
  const withLine = (fields: string) => invoiceText().replace('"quantity":1,"unit_price":{"amount":100,"currency":"EUR"}', fields);
  test.each<[string, { fields: string; status: number; param?: string; reads?: Record<string, unknown> }]>([
    ['a quantity of 2^53 + 1', { fields: '"quantity":9007199254740993,"unit_price":{"amount":1,"currency":"EUR"}', status: 422, param: 'lines[0].quantity' }],
    ['an amount of 2^53 + 1', { fields: '"quantity":1,"unit_price":{"amount":9007199254740993,"currency":"EUR"}', status: 422, param: 'lines[0].unit_price.amount' }],
    ['an amount of -(2^53 + 1)', { fields: '"quantity":1,"unit_price":{"amount":-9007199254740993,"currency":"EUR"}', status: 422, param: 'lines[0].unit_price.amount' }],
    ['a quantity of 1e400 (Infinity once parsed)', { fields: '"quantity":1e400,"unit_price":{"amount":1,"currency":"EUR"}', status: 422, param: 'lines[0].quantity' }],
    ['an amount of 1e400', { fields: '"quantity":1,"unit_price":{"amount":1e400,"currency":"EUR"}', status: 422, param: 'lines[0].unit_price.amount' }],
    ['a tax rate of 1e400', { fields: '"quantity":1,"unit_price":{"amount":1,"currency":"EUR"},"tax_rate":1e400', status: 422, param: 'lines[0].tax_rate' }],
    ['a tax rate of 1e-400 (0 once parsed)', { fields: '"quantity":1,"unit_price":{"amount":1,"currency":"EUR"},"tax_rate":1e-400', status: 201, reads: { tax_rate: 0 } }],
    ['a quantity of -0', { fields: '"quantity":-0,"unit_price":{"amount":1,"currency":"EUR"}', status: 422, param: 'lines[0].quantity' }],
    ['an amount of -0, which reads back as 0', { fields: '"quantity":1,"unit_price":{"amount":-0,"currency":"EUR"}', status: 201, reads: { unit_price: { amount: 0, currency: 'EUR' } } }],
    ['a tax rate of -0, which reads back as 0', { fields: '"quantity":1,"unit_price":{"amount":1,"currency":"EUR"},"tax_rate":-0', status: 201, reads: { tax_rate: 0 } }],
    ['a quantity written 1.0, an integer', { fields: '"quantity":1.0,"unit_price":{"amount":1,"currency":"EUR"}', status: 201, reads: { quantity: 1 } }],
    ['a quantity written 1e2, an integer', { fields: '"quantity":1e2,"unit_price":{"amount":1,"currency":"EUR"}', status: 201, reads: { quantity: 100 } }],
    ['a quantity of 1.0000000000000001 (1 once parsed)', { fields: '"quantity":1.0000000000000001,"unit_price":{"amount":1,"currency":"EUR"}', status: 201, reads: { quantity: 1 } }],
    ['a tax rate with five decimals', { fields: '"quantity":1,"unit_price":{"amount":1,"currency":"EUR"},"tax_rate":0.00001', status: 422, param: 'lines[0].tax_rate' }],
  ])('%s', async (_name, { fields, status, param, reads }) => {
    const text = withLine(fields);
    if (status >= 400) {
      const res = await expectNoWrites(s, () => post('/invoices', text));
      return expectErrorBody(res, status, param);
    }
    const res = await post('/invoices', text);
    expect(res.status).toBe(status);
    expect((await s.as(s.alice).get(`/invoices/${res.body.id}`)).body.lines[0]).toMatchObject(reads!);
  });
});

describe('duplicate JSON keys: JSON.parse keeps the last one', () => {
  test('the last customer_id wins when it names a customer', async () => {
    const res = await post('/invoices', invoiceText().replace('{"customer_id"', '{"customer_id":"cus_0000000000000000000000","customer_id"'));
    expect(res.status).toBe(201);
    expect(res.body.customer_id).toBe(customerId);
  });

  test.each<[string, (t: string) => string, string]>([
    ['a valid customer_id followed by an unknown one', (t) => t.replace('"lines"', '"customer_id":"cus_0000000000000000000000","lines"'), 'customer_id'],
    ['valid lines followed by empty ones', (t) => t.replace(/}$/, ',"lines":[]}'), 'lines'],
    ['a valid quantity followed by 0', (t) => t.replace('"quantity":1,', '"quantity":1,"quantity":0,'), 'lines[0].quantity'],
  ])('%s is judged by the last and rejected with 422, writing nothing', async (_name, edit, param) => {
    const res = await expectNoWrites(s, () => post('/invoices', edit(invoiceText())));
    expectErrorBody(res, 422, param);
  });
});

describe('repeated query parameters', () => {
  test.each<[string, string]>([
    ['limit=1&limit=2', 'limit'],
    ['status=open&status=paid', 'status'],
    [`customer_id=${'x'}&customer_id=y`, 'customer_id'],
    ['cursor=a&cursor=b', 'cursor'],
    ['status[0]=open', 'status'],
  ])('GET /invoices?%s is 400 naming %s', async (query, param) => {
    const res = await expectNoWrites(s, () => s.as(s.alice).get(`/invoices?${query}`));
    expectErrorBody(res, 400, param);
  });

  test('GET /customers?limit=1&limit=1 is 400 too: a repeated parameter is a list, not a number', async () => {
    expectErrorBody(await s.as(s.alice).get('/customers?limit=1&limit=1'), 400, 'limit');
  });
});

describe('the Authorization header (server/auth/authenticate.ts: the scheme is case-insensitive)', () => {
  test.each<[string, (key: string) => string, number]>([
    ['a lower-case scheme', (key) => `bearer ${key}`, 201],
    ['an upper-case scheme', (key) => `BEARER ${key}`, 201],
    ['two spaces after the scheme', (key) => `Bearer  ${key}`, 201],
    ['a tab after the scheme', (key) => `Bearer\t${key}`, 401],
    ['no scheme', (key) => key, 401],
    ['the Basic scheme', (key) => `Basic ${key}`, 401],
    ['the key in lower case', (key) => `Bearer ${key.toLowerCase()}`, 401],
    ['two keys', (key) => `Bearer ${key} ${key}`, 401],
  ])('%s is answered %s', async (_name, header, status) => {
    const send = () => request(s.app).post('/v2/customers').set('authorization', header(s.alice))
      .send({ name: 'n', email: 'a@b.example', address });
    if (status === 201) return expect((await send()).status).toBe(201);
    expectErrorBody(await expectNoWrites(s, send), status);
  });
});

describe('header size', () => {
  const padding = 'p'.repeat(20 * 1024);

  test('a 15 kB Idempotency-Key (under Node\'s 16 kB header limit) is 400 from the service, naming it', async () => {
    const res = await expectNoWrites(s, () => s.as(s.alice).post('/invoices', { customer_id: customerId, lines: [line()] }).set('Idempotency-Key', 'k'.repeat(15 * 1024)));
    expectErrorBody(res, 400, 'Idempotency-Key');
  });

  test("a 20 kB header is 431 from Node's HTTP parser through supertest, with no Error body and nothing written", async () => {
    const res = await expectNoWrites(s, () => s.as(s.alice).post('/customers', { name: 'n', email: 'a@b.example', address }).set('X-Padding', padding));
    expect(res.status).toBe(431);
    expect(res.text).toBe('');
    expect(res.headers['request-id']).toBeUndefined();
  });

  test('a 20 kB header on a real socket gets the bare 431 of Node and a closed connection', async () => {
    const server: Server = createServer(s.app).listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await expectNoWrites(s, () => new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.end(`POST /v2/customers HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${s.alice}\r\n`
            + `Content-Type: application/json\r\nContent-Length: 2\r\nX-Padding: ${padding}\r\n\r\n{}`);
        });
        let data = '';
        socket.on('data', (chunk) => { data += chunk; });
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      }));
      expect(answer).toBe('HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n');
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});

describe('methods a route does not have, and routes that do not exist', () => {
  const ids = { invoice_id: 'inv_0000000000000000000000', customer_id: 'cus_0000000000000000000000' } as Record<string, string>;
  const templates = [...new Set(contract.operations.map((op) => op.pathTemplate))];
  // OPTIONS on a known path answers 204 with Allow (D19): tests/server/http-methods.test.ts.
  const cases = templates.flatMap((template) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
    .filter((method) => !contract.methodsOf(template).includes(method))
    .map((method) => [method, template] as const));

  test.each(cases)('%s %s is 405 with Allow and the Error body, and writes nothing', async (method, template) => {
    const path = `${contract.basePath}${template.replace(/\{([^}]+)\}/g, (_m, name: string) => ids[name] ?? 'x')}`;
    const res = await expectNoWrites(s, () => request(s.app)[method.toLowerCase() as 'get'](path).set('Authorization', `Bearer ${s.alice}`));
    expectErrorBody(res, 405, null);
    expect(res.headers.allow?.split(/,\s*/).sort()).toEqual(contract.methodsOf(template).sort());
  });

  test.each<[string, string]>([
    ['GET', '/v2/refunds'],
    ['POST', '/v2/invoices/inv_0000000000000000000000/refund'],
    ['GET', '/v2/invoices/inv_0000000000000000000000/lines/0'],
    ['GET', '/v1/invoices'],
    ['GET', '/'],
    ['DELETE', '/v2'],
    ['GET', '/v2/invoices/..%2F..%2Fstatus'],
  ])('%s %s is 404 with the Error body, and writes nothing', async (method, path) => {
    const res = await expectNoWrites(s, () => request(s.app)[method.toLowerCase() as 'get'](path).set('Authorization', `Bearer ${s.alice}`));
    expectErrorBody(res, 404);
  });
});
