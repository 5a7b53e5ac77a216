// The HTTP edges of issue 28 (D48), as a client meets them: a method that a keyless path does
// not serve is 405 before any key is asked for, a query parameter given twice or a list where one
// value is taken is 400 naming it, every body that is not UTF-8 is 415, a signed link that does
// not verify says so, and a credit note below zero is refused in a credit note's words. The suite
// runs on SQLite and, under FOLIO_TEST_ENGINE=postgres, on PostgreSQL.
import request from 'supertest';
import { address, line, publicUrl, startService, type Invoice, type TestService } from '../helpers/service.js';
import { expectErrorBody, expectNoWrites } from './fuzz/contract-checks.js';

let s: TestService;
// One service for the file: every test makes what it changes, and each proof that a refused
// request wrote nothing compares the tables before and after that request alone.
beforeAll(async () => {
  s = await startService();
});

const auth = () => ({ Authorization: `Bearer ${s.alice}` });

async function sentInvoice(): Promise<Invoice> {
  const draft = await s.invoice(s.alice);
  return (await s.as(s.alice).post(`/invoices/${draft.id}/send`)).body as Invoice;
}

/** The path and query of a signed link, as the app under test answers it. */
const local = (url: string) => url.slice(publicUrl.sandbox.length - '/v2'.length);

describe('a method that a keyless path does not serve', () => {
  test.each<[string, string, string]>([
    ['POST', '/v2/status', 'GET'],
    ['DELETE', '/v2/status', 'GET'],
    ['POST', '/v2/invoice-pdfs/inv_0000?expires=1&signature=x', 'GET'],
    ['PUT', '/v2/credit-note-pdfs/cn_0000', 'GET'],
  ])('%s %s is 405 with Allow, without a key and with a wrong one, and writes nothing', async (method, path, allow) => {
    for (const key of [undefined, 'sk_test_wrong']) {
      const call = request(s.app)[method.toLowerCase() as 'post'](path);
      const res = await expectNoWrites(s, () => (key ? call.set('Authorization', `Bearer ${key}`) : call));
      expectErrorBody(res, 405, null);
      expect(res.headers.allow).toBe(allow);
      expect(res.body.error.message).toBe(`The route ${path.split('?')[0]} does not support ${method}.`);
    }
  });

  test('a keyed path keeps asking for the key first: PUT /v2/invoices without one is 401', async () => {
    expectErrorBody(await request(s.app).put('/v2/invoices'), 401, null);
  });
});

describe('a query parameter given twice', () => {
  test.each<[string, string]>([
    ['/invoices?limit=1&limit=2', 'limit'],
    ['/invoices?status=open&status=paid', 'status'],
    ['/customers?cursor=a&cursor=b&limit=5', 'cursor'],
    ['/events?type=invoice.created&type=invoice.sent&type=invoice.paid', 'type'],
  ])('GET %s is 400 naming %s and saying it is given more than once', async (path, param) => {
    const res = await s.as(s.alice).get(path);
    expectErrorBody(res, 400, param);
    expect(res.body.error.message).toMatch(new RegExp(`^${param} is given [23] times; give it once\\.$`));
  });

  test('on a signed link, expires given twice is 400 naming expires', async () => {
    const invoice = await s.invoice(s.alice);
    const res = await request(s.app).get(`${local(invoice.pdf_url!)}&expires=1`);
    expectErrorBody(res, 400, 'expires');
    expect(res.body.error.message).toBe('expires is given 2 times; give it once.');
  });
});

describe('a list where one value is taken', () => {
  test.each<[string, string, string]>([
    ['/events?type=invoice.created,invoice.paid', 'type', 'customer.created'],
    ['/events?type=invoice.created%2Cinvoice.paid', 'type', 'customer.created'],
  ])('GET %s is 400 naming %s and the values it takes', async (path, param, values) => {
    const res = await s.as(s.alice).get(path);
    expectErrorBody(res, 400, param);
    expect(res.body.error.message).toContain(`${param} takes one of `);
    expect(res.body.error.message).toContain(values);
    expect(res.body.error.message).toMatch(/one at a time: a list such as .+ is not accepted\.$/);
  });

  test('one event type is still a filter', async () => {
    const res = await s.as(s.alice).get('/events?type=invoice.created');
    expect(res.status).toBe(200);
  });

  test('the invoice list takes a list of states (D42), written plainly or encoded', async () => {
    for (const path of ['/invoices?status=open,paid', '/invoices?status=open%2Cpaid']) {
      const res = await s.as(s.alice).get(path);
      expect(res.status).toBe(200);
    }
  });
});

describe('a JSON body that is not UTF-8', () => {
  const customer = (name: string) => JSON.stringify({ name, email: 'ap@acme.example', address });
  const text = customer('Acme');
  const utf32 = (value: string, littleEndian: boolean) => {
    const bytes = Buffer.alloc(value.length * 4);
    [...value].forEach((char, index) => {
      if (littleEndian) bytes.writeUInt32LE(char.codePointAt(0)!, index * 4);
      else bytes.writeUInt32BE(char.codePointAt(0)!, index * 4);
    });
    return bytes;
  };
  const bom = (...bytes: number[]) => Buffer.from(bytes);

  test.each<[string, string, Buffer]>([
    ['UTF-16LE with its byte order mark', 'application/json', Buffer.concat([bom(0xff, 0xfe), Buffer.from(text, 'utf16le')])],
    ['UTF-16BE with its byte order mark', 'application/json', Buffer.concat([bom(0xfe, 0xff), Buffer.from(text, 'utf16le').swap16()])],
    ['UTF-16LE without a byte order mark', 'application/json', Buffer.from(text, 'utf16le')],
    ['UTF-16 named by its charset', 'application/json; charset=utf-16', Buffer.from(text, 'utf16le')],
    ['UTF-16LE named by its charset', 'application/json; charset=utf-16le', Buffer.from(text, 'utf16le')],
    ['UTF-32LE with its byte order mark', 'application/json', Buffer.concat([bom(0xff, 0xfe, 0, 0), utf32(text, true)])],
    ['UTF-32BE with its byte order mark', 'application/json', Buffer.concat([bom(0, 0, 0xfe, 0xff), utf32(text, false)])],
    ['UTF-32 named by its charset', 'application/json; charset=utf-32', utf32(text, true)],
    ['ISO-8859-1 named by its charset', 'application/json; charset=iso-8859-1', Buffer.from(text, 'latin1')],
    ['Latin-1 bytes under no charset', 'application/json', Buffer.from(customer('Café'), 'latin1')],
  ])('%s is 415 with the Error body, and writes nothing', async (_name, type, body) => {
    const res = await expectNoWrites(s, () => request(s.app).post('/v2/customers').set(auth()).set('Content-Type', type)
      .serialize(((bytes: Buffer) => bytes) as unknown as (obj: unknown) => string).send(body));
    expectErrorBody(res, 415, null);
    expect(res.body.error.message).toBe('The request body must be JSON encoded as UTF-8.');
  });

  test.each<[string, string, Buffer]>([
    ['UTF-8 named by its charset in capitals', 'application/json; charset=UTF-8', Buffer.from(text)],
    ['UTF-8 with a byte order mark, which RFC 8259 lets a reader ignore', 'application/json', Buffer.concat([bom(0xef, 0xbb, 0xbf), Buffer.from(text)])],
    ['UTF-8 beyond ASCII', 'application/json', Buffer.from(customer('Café Ωmega 🧾'))],
  ])('%s is read', async (_name, type, body) => {
    const res = await request(s.app).post('/v2/customers').set(auth()).set('Content-Type', type)
      .serialize(((bytes: Buffer) => bytes) as unknown as (obj: unknown) => string).send(body);
    expect(res.status).toBe(201);
  });
});

describe('a signed link that does not verify', () => {
  const message = { error: { type: 'not_found', message: 'This link is invalid or has expired.' } };

  test('a tampered signature, another document\'s signature and an expired link say so, about an invoice that exists', async () => {
    const invoice = await s.invoice(s.alice);
    const other = await s.invoice(s.alice);
    const path = local(invoice.pdf_url!);
    const tampered = path.replace(/signature=(.)/, (_all, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    const swapped = path.replace(/signature=.*/, local(other.pdf_url!).match(/signature=.*/)![0]);
    for (const link of [tampered, swapped]) {
      const res = await request(s.app).get(link);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(message);
    }
    s.clock.advance(3601 * 1000);
    const expired = await request(s.app).get(path);
    expect(expired.status).toBe(404);
    expect(expired.body).toEqual(message);
  });

  test('a tampered credit note link says the same', async () => {
    const invoice = await sentInvoice();
    const note = (await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, { lines: [line(100)], reason: 'other' })).body;
    const res = await request(s.app).get(local(note.pdf_url).replace(/expires=\d+/, 'expires=4102444800'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual(message);
  });
});

test('a credit note whose lines total below zero is refused in a credit note\'s words, naming lines, and writes nothing', async () => {
  const invoice = await sentInvoice();
  const res = await expectNoWrites(s, () => s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, {
    lines: [line(100), line(-300)], reason: 'other',
  }));
  expectErrorBody(res, 422, 'lines');
  expect(res.body.error.message).toBe('A credit note must credit something: its lines total below zero.');
});

describe('a Content-Type the client makes up anew on every request', () => {
  /** Milliseconds for `count` requests made by `send(i)`, one after the other. */
  async function timed(count: number, send: (i: number) => request.Test): Promise<number> {
    const start = performance.now();
    for (let i = 0; i < count; i++) await send(i);
    return performance.now() - start;
  }

  // Before R195 the validator compiled and kept validators for each new Content-Type it was
  // sent, even on a GET: about 120 ms and 1 MB a request, for as long as the process lived.
  test('costs a GET or a PATCH no more than the same Content-Type each time, and is answered alike', async () => {
    const customer = await s.customer(s.alice);
    const get = (type: string) => s.as(s.alice).get(`/customers/${customer.id}`).set('Content-Type', type);
    const patch = (type: string) => s.as(s.alice).patch(`/customers/${customer.id}`, { name: 'Renamed Ltd' }).set('Content-Type', type);
    for (const send of [get, patch]) {
      await send('application/json');
      const same = await timed(30, () => send('application/json; charset=utf-8'));
      const fresh = await timed(30, (i) => send(`application/json; charset=utf-8; nonce=${i}`));
      expect(fresh).toBeLessThan(5 * same + 200);
      expect((await send('application/json; nonce=last')).status).toBe(200);
    }
  });
});
