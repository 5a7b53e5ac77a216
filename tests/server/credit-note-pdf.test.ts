// The credit note PDF (D34) behind its signed pdf_url: a CREDIT NOTE naming the invoice it
// corrects, read back with pdfjs; and a link's signature covers the kind of document, so a
// credit note's signature never opens an invoice, nor the other way round.
// Runs once, on SQLite (R193): it reads a PDF and its link; credit notes are stored and read back on both engines by credit-notes.test.ts.
import request from 'supertest';
import { binary, pdfText } from '../helpers/pdf-text.js';
import { line, publicUrl, startService, type Invoice, type TestService } from '../helpers/service.js';

/** Rendering and reading PDFs back is slow on a loaded machine; no assertion depends on time. */
const timeoutMs = 30_000;

let s: TestService;
let invoice: Invoice;
let creditNote: { id: string; pdf_url: string };
beforeEach(async () => {
  s = await startService();
  const customer = await s.customer(s.alice, { name: 'Acme GmbH' });
  const draft = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(10000, { description: 'Annual licence', tax_rate: 19 })] });
  invoice = (await s.as(s.alice).post(`/invoices/${draft.id}/send`)).body as Invoice;
  const res = await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, {
    lines: [line(2500, { description: 'Licence refund, one quarter', tax_rate: 19 })], reason: 'order_change', memo: 'Seat count lowered.',
  });
  expect(res.status).toBe(201);
  creditNote = res.body;
}, timeoutMs);

const pathOf = (url: string) => url.slice(publicUrl.sandbox.length - '/v2'.length);

test('pdf_url opens the credit note as a credit note that names its number, the invoice it corrects and the total', async () => {
  const res = await binary(request(s.app).get(pathOf(creditNote.pdf_url)));
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe('inline; filename="INV-CN-0001.pdf"');
  const text = await pdfText(res.body as Buffer);
  for (const expected of ['Credit note', 'INV-CN-0001', 'Corrects invoice   INV-0001 of', 'alice', 'Acme GmbH', 'Licence refund, one quarter',
    '€25.00', '€4.75', '€29.75', 'Seat count lowered.']) {
    expect(text).toContain(expected);
  }
  expect(text).not.toContain('VOID');
}, timeoutMs);

test('a void credit note\'s PDF is the one issued, with no VOID mark (D49)', async () => {
  expect((await s.as(s.alice).post(`/credit_notes/${creditNote.id}/void`)).status).toBe(200);
  const res = await binary(request(s.app).get(pathOf(creditNote.pdf_url)));
  const text = await pdfText(res.body as Buffer);
  expect(text).toContain('Credit note');
  expect(text).not.toContain('VOID');
}, timeoutMs);

test("a credit note's signature does not open an invoice, an invoice's does not open a credit note, and a changed id is 404", async () => {
  const noteLink = new URL(creditNote.pdf_url);
  const invoiceLink = new URL(invoice.pdf_url!);
  const swapped = [
    `/v2/invoice-pdfs/${creditNote.id}${noteLink.search}`,
    `/v2/credit-note-pdfs/${invoice.id}${invoiceLink.search}`,
    `/v2/credit-note-pdfs/${creditNote.id}${invoiceLink.search}`,
  ];
  for (const path of swapped) {
    const res = await request(s.app).get(path);
    expect({ path, status: res.status, type: res.body.error?.type }).toEqual({ path, status: 404, type: 'not_found' });
  }
  s.clock.advance(3600 * 1000);
  const expired = await request(s.app).get(pathOf(creditNote.pdf_url));
  expect(expired.body).toEqual({ error: { type: 'not_found', message: 'This link is invalid or has expired.' } });
}, timeoutMs);
