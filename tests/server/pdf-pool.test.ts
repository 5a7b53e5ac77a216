// PDFs render off the event loop (D48): while the largest document the contract allows renders,
// the service keeps answering; the signed links are rate-limited per client address; a document
// that changes gets a new PDF, never its cached one; and the pool refuses work once closed.
// Runs once, on SQLite (R193): the pool is threads in the process and the links' buckets live in memory, the same over either engine.
import request from 'supertest';
import { createDocumentRenderer } from '../../server/documents/document-renderer.js';
import { readInvoiceDocument } from '../../server/documents/document-sources.js';
import { binary, pdfText } from '../helpers/pdf-text.js';
import { line, publicUrl, startService, type Invoice, type TestService } from '../helpers/service.js';

/** Rendering and reading back the largest PDFs is slow on a loaded machine; no assertion depends on time. */
const timeoutMs = 120_000;
/** The widest character the PDF font draws (1.74 em), as a hostile user would pick it. */
const widest = '\u2031';

const pathOf = (url: string) => url.slice(publicUrl.sandbox.length - '/v2'.length);

describe('without a rate limit', () => {
  let s: TestService;
  beforeEach(async () => {
    s = await startService();
  });

  test('GET /status keeps answering while the largest invoice the contract allows renders', async () => {
    const lines = Array.from({ length: 250 }, () => line(100, { description: widest.repeat(500) }));
    const invoice = await s.invoice(s.alice, { lines, notes: widest.repeat(5000) });
    let rendered = false;
    const pdf = binary(request(s.app).get(pathOf(invoice.pdf_url!))).then((res) => {
      rendered = true;
      return res;
    });
    // Counted, not timed: on the event loop the render held every other request until it was done.
    let answered = 0;
    while (!rendered) {
      expect((await request(s.app).get('/v2/status')).status).toBe(200);
      answered += 1;
    }
    const res = await pdf;
    expect(res.status).toBe(200);
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(answered).toBeGreaterThan(10);
  }, timeoutMs);

  test('an invoice whose lines change gets a new PDF, and an unchanged one the same bytes', async () => {
    const customer = await s.customer(s.alice, { name: 'Acme GmbH' });
    const invoice = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(1000, { description: 'First draft' })] });
    const open = async (url: string) => (await binary(request(s.app).get(pathOf(url)))).body as Buffer;
    const first = await open(invoice.pdf_url!);
    expect(await open(invoice.pdf_url!)).toEqual(first);
    expect((await s.as(s.alice).patch(`/invoices/${invoice.id}`, { lines: [line(2000, { description: 'Second draft' })] })).status).toBe(200);
    const changed = await pdfText(await open(invoice.pdf_url!));
    expect(changed).toContain('Second draft');
    expect(changed).not.toContain('First draft');
  }, timeoutMs);
});

describe('with a rate limit of 2 a second', () => {
  let s: TestService;
  let invoice: Invoice;
  beforeEach(async () => {
    s = await startService({ rateLimit: 2 });
    invoice = await s.invoice(s.alice);
    s.clock.advance(1000);
  });

  test('a signed link opened too often from one address is 429 with Retry-After, apart from the key\'s own limit', async () => {
    const open = () => request(s.app).get(pathOf(invoice.pdf_url!));
    const answers = [await open(), await open()];
    expect(answers.map((res) => [res.status, res.headers['ratelimit-remaining']])).toEqual([[200, '1'], [200, '0']]);
    const refused = await open();
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['ratelimit-limit']).toBe('2');
    expect(refused.body).toEqual({ error: { type: 'rate_limited', message: 'This address is limited to 2 requests a second; retry after 1 s.' } });
    expect((await s.as(s.alice).get(`/invoices/${invoice.id}`)).status).toBe(200);
    s.clock.advance(500);
    expect((await open()).status).toBe(200);
  });
});

test('a closed renderer refuses to render', async () => {
  const s = await startService();
  const invoice = await s.invoice(s.alice);
  const stored = (await s.store.findInvoiceById(invoice.id))!;
  const renderer = createDocumentRenderer({ threads: 1 });
  const document = await readInvoiceDocument(s.store, stored);
  expect((await renderer.renderDocument(document)).subarray(0, 5).toString()).toBe('%PDF-');
  await renderer.close();
  await expect(renderer.renderDocument({ ...document, notes: 'changed' })).rejects.toThrow('The document renderer is closed: the service is stopping.');
}, timeoutMs);
