// Invoice PDFs and signed pdf_url links (D13).
// Runs once, on SQLite (R193): it reads PDFs and signed links; the documents behind them are stored and read back on both engines by issued-documents.test.ts.
import request from 'supertest';
import { renderStoredInvoice } from '../helpers/stored-pdf.js';
import { binary, pdfText } from '../helpers/pdf-text.js';
import { line, publicUrl, startService, type Invoice, type TestService } from '../helpers/service.js';

let s: TestService;
let invoice: Invoice;
beforeEach(async () => {
  s = await startService();
  const customer = await s.customer(s.alice, { name: 'Acme GmbH', tax_id: 'DE999999999' });
  invoice = await s.invoice(s.alice, {
    customer_id: customer.id,
    lines: [line(123456, { description: 'Annual licence', quantity: 2, tax_rate: 19 }), line(-5000, { description: 'Loyalty discount' })],
    notes: 'Payable by bank transfer.',
  });
});

/** The path and query of a pdf_url, for requests against the in-process app. */
const pathOf = (url: string) => url.slice(publicUrl.sandbox.length - '/v2'.length);

test('pdf_url opens the invoice as a PDF without a bearer key', async () => {
  const res = await binary(request(s.app).get(pathOf(invoice.pdf_url!)));
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`inline; filename="${invoice.id}.pdf"`);
  const body = res.body as Buffer;
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(body);
  for (const expected of [invoice.id, 'alice', 'Acme GmbH', '1 Rue de Rivoli', '75001 Paris', 'VAT ID: DE999999999', 'Annual licence',
    '€1,234.56', '19%', '€2,469.12', 'Loyalty discount', '-€50.00', 'Subtotal', '€2,419.12', '€469.13', '€2,888.25',
    new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(invoice.due_date)),
    'Payable by bank transfer.', 'DRAFT']) {
    expect(text).toContain(expected);
  }
  expect(invoice.total).toEqual({ amount: 288825, currency: 'EUR' });
});

test('a PDF prints every line amount exactly, so the lines add up to the subtotal, at the largest net a line may have', async () => {
  const stored = await s.store.findInvoiceById(invoice.id);
  // 2^53 - 1 minor units, the most a line's net may be (D48), less one cent short of it.
  const lines = [line(9_007_199_254_740_991, { description: 'Big' }), line(-9_007_199_254_740_990, { description: 'Less' })];
  const text = await pdfText(await renderStoredInvoice(s.store, { ...stored!, lines, subtotal: 1, tax: 0, total: 1 }));
  const cents = (printed: string) => BigInt(printed.replace(/[€,.]/g, ''));
  const amounts = [...text.matchAll(/-?€[\d,]+\.\d\d/g)].map(([printed]) => printed);
  // Unit price and amount of each line, the breakdown's taxable amount and tax, then subtotal, tax and total.
  expect(amounts).toEqual(['€90,071,992,547,409.91', '€90,071,992,547,409.91', '-€90,071,992,547,409.90', '-€90,071,992,547,409.90',
    '€0.01', '€0.00', '€0.01', '€0.00', '€0.01']);
  expect(cents(amounts[1]!) + cents(amounts[3]!)).toBe(cents(amounts[6]!));
});

test('a link stops working once the clock passes one hour', async () => {
  s.clock.advance(3600 * 1000 - 1000);
  expect((await request(s.app).get(pathOf(invoice.pdf_url!))).status).toBe(200);
  s.clock.advance(1000);
  const res = await request(s.app).get(pathOf(invoice.pdf_url!));
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ error: { type: 'not_found', message: 'This link is invalid or has expired.' } });
});

test('a link with a changed signature, expiry or invoice id is answered 404', async () => {
  const other = await s.invoice(s.alice);
  const url = new URL(invoice.pdf_url!);
  const signature = url.searchParams.get('signature')!;
  const tampered = [
    pathOf(invoice.pdf_url!).replace(signature, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`),
    pathOf(invoice.pdf_url!).replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 3600}`),
    pathOf(invoice.pdf_url!).replace(invoice.id, other.id),
  ];
  for (const path of tampered) {
    const res = await request(s.app).get(path);
    expect({ path, status: res.status, type: res.body.error.type }).toEqual({ path, status: 404, type: 'not_found' });
  }
  expect((await request(s.app).get(pathOf(other.pdf_url!))).status).toBe(200);
  const empty = await request(s.app).get(`/v2/invoice-pdfs/${invoice.id}?expires=${url.searchParams.get('expires')}&signature=`);
  expect(empty.status).toBe(400);
  expect(empty.body.error).toMatchObject({ type: 'invalid_request', param: 'signature' });
});

test('the deprecated PDF route answers a PDF with Deprecation and Link headers', async () => {
  const res = await binary(s.as(s.alice).get(`/invoices/${invoice.id}/pdf`));
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers.deprecation).toBe('@1793491200');
  expect(res.headers.link).toMatch(new RegExp(`^<https://sandbox\\.folio\\.example/v2/invoice-pdfs/${invoice.id}\\?expires=\\d+&signature=[\\w-]+>; rel="alternate"$`));
  expect(await pdfText(res.body as Buffer)).toContain(invoice.id);
});

test('the deprecated PDF route needs a key and hides other accounts\' invoices', async () => {
  expect((await request(s.app).get(`/v2/invoices/${invoice.id}/pdf`)).status).toBe(401);
  const res = await s.as(s.bob).get(`/invoices/${invoice.id}/pdf`);
  expect(res.status).toBe(404);
  expect(res.body.error.type).toBe('not_found');
});

test('the same invoice and data render to the same bytes', async () => {
  const first = await binary(request(s.app).get(pathOf(invoice.pdf_url!)));
  s.clock.advance(5 * 60 * 1000);
  const fresh = (await s.as(s.alice).get(`/invoices/${invoice.id}`)).body as Invoice;
  const second = await binary(request(s.app).get(pathOf(fresh.pdf_url!)));
  expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);
});

test.each<[string, (id: string) => Promise<unknown>, string | null]>([
  ['an open invoice carries no mark', (id) => s.as(s.alice).post(`/invoices/${id}/send`), null],
  ['a void invoice carries a VOID mark', (id) => s.as(s.alice).delete(`/invoices/${id}`), 'VOID'],
])('%s', async (_name, change, mark) => {
  await change(invoice.id);
  const stored = await s.store.findInvoiceById(invoice.id);
  const text = await pdfText(await renderStoredInvoice(s.store, stored!));
  expect(text.includes('DRAFT')).toBe(false);
  expect(text.includes('VOID')).toBe(mark === 'VOID');
});

test('an invoice of 250 lines runs onto further pages and keeps every line', async () => {
  const long = await s.invoice(s.alice, { lines: Array.from({ length: 250 }, (_, i) => line(100, { description: `Item ${i + 1}` })) });
  const stored = await s.store.findInvoiceById(long.id);
  const text = await pdfText(await renderStoredInvoice(s.store, stored!));
  expect(text).toContain('Item 1 ');
  expect(text).toContain('Item 250');
  expect(text).toContain('€250.00');
  expect(text.split('\n').length).toBeGreaterThan(3);
});

test('an id of the widest letters stays whole on its one line, as every random id must', async () => {
  const stored = await s.store.findInvoiceById(invoice.id);
  for (const id of [`inv_${'W'.repeat(22)}`, 'inv_OsvwVWUBHYbkB7VrHmBQcq']) {
    const text = await pdfText(await renderStoredInvoice(s.store, { ...stored!, id }));
    expect(text).toMatch(new RegExp(`Invoice +${id} +Page 1 of 1`));
  }
});
