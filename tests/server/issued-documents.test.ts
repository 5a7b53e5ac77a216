// Issued documents never change (D49): a sent invoice's PDF and e-invoices, and a credit note's,
// are stored as issued and answered byte for byte, with their SHA-256 as the ETag, after
// payments, credit notes, changes to the customer and the seller, and a restart of the service.
// Runs on SQLite and, in the postgres project, on PostgreSQL.
import { createHash } from 'node:crypto';
import { pino } from 'pino';
import request from 'supertest';
import { createApp } from '../../server/app.js';
import { issuedDocuments } from '../../server/documents/issued-documents.js';
import { createDocumentRenderer, type DocumentRenderer } from '../../server/documents/document-renderer.js';
import { eInvoiceFormats } from '../../server/domain/documents/index.js';
import { eInvoicingSeller } from '../helpers/sellers.js';
import { binary, pdfText } from '../helpers/pdf-text.js';
import { line, startService, type Invoice, type TestService } from '../helpers/service.js';

let s: TestService;
beforeEach(async () => {
  s = await startService();
  await s.store.setSellerProfile('alice', eInvoicingSeller);
});

const germanBuyer = {
  name: 'Beispiel AG', tax_id: 'DE987654321', address: { line1: 'Hauptstraße 5', city: 'München', postal_code: '80331', country: 'DE' },
  electronic_address: { scheme: '0204', value: '04011000-12345-67' }, buyer_reference: '04011000-12345-67', e_invoice_format: 'xrechnung-ubl' as const,
};

async function sentInvoice(): Promise<Invoice> {
  const customer = await s.customer(s.alice, germanBuyer);
  const invoice = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(120_000, { tax_rate: 19 }), line(2_499, { quantity: 3, tax_rate: 7 })] });
  expect((await s.as(s.alice).post(`/invoices/${invoice.id}/send`, { delivery: 'none' })).status).toBe(202);
  return (await s.as(s.alice).get(`/invoices/${invoice.id}`)).body as Invoice;
}

const documentPaths = (invoiceId: string) => [
  ...eInvoiceFormats.map((format) => `/invoices/${invoiceId}/e-invoice?format=${format}`),
  `/invoices/${invoiceId}/pdf`,
];

/** Every document of the invoice as the API answers it, by path: bytes and ETag. */
async function download(app: TestService['app'], invoiceId: string): Promise<Record<string, { bytes: Buffer; etag: string }>> {
  const answers: Record<string, { bytes: Buffer; etag: string }> = {};
  for (const path of documentPaths(invoiceId)) {
    const res = await binary(request(app).get(`/v2${path}`).set('Authorization', `Bearer ${s.alice}`));
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    answers[path] = { bytes: res.body as Buffer, etag: res.headers.etag as string };
  }
  return answers;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('sending queues the PDF and the customer\'s e-invoice, and the document worker stores and lists them', async () => {
  const invoice = await sentInvoice();
  expect(invoice.documents).toEqual([]);
  const issued = issuedDocuments(s.store, s.documents, s.clock);
  expect(await issued.storeQueued(10, (owner, error) => { throw error; })).toBe(2);
  expect(await issued.storeQueued(10, (owner, error) => { throw error; })).toBe(0);
  const listed = ((await s.as(s.alice).get(`/invoices/${invoice.id}`)).body as Invoice).documents;
  expect(listed.map((document) => document.format)).toEqual(['pdf', 'xrechnung-ubl']);
  const xml = await s.as(s.alice).get(`/invoices/${invoice.id}/e-invoice?format=xrechnung-ubl`);
  expect(listed[1]).toEqual({ format: 'xrechnung-ubl', sha256: sha256(Buffer.from(xml.text)), size: Buffer.byteLength(xml.text), created_at: s.clock().toISOString() });
  expect(xml.headers.etag).toBe(`"${listed[1]!.sha256}"`);
});

test('a sent invoice\'s documents are byte-identical after a payment, a credit note and a restart of the service', async () => {
  const invoice = await sentInvoice();
  const before = await download(s.app, invoice.id);
  for (const { bytes, etag } of Object.values(before)) expect(etag).toBe(`"${sha256(bytes)}"`);

  s.clock.advance(86_400_000);
  expect((await s.as(s.alice).post(`/invoices/${invoice.id}/payments`, { amount: { amount: 50_000, currency: 'EUR' }, method: 'bank_transfer' })).status).toBe(201);
  expect((await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, { reason: 'other', lines: [line(10_000, { tax_rate: 19 })] })).status).toBe(201);
  expect(await download(s.app, invoice.id)).toEqual(before);

  // A new app with a new document pool on the same database: what a restart or an upgrade starts from.
  const renderer = createDocumentRenderer({ threads: 1 });
  try {
    const restarted = createApp({ store: s.store, clock: s.clock, config: s.config, logger: pino({ level: 'silent' }), documents: renderer });
    expect(await download(restarted, invoice.id)).toEqual(before);
  } finally {
    await renderer.close();
  }
  // The issued PDF says nothing of what came after: no payment, no credit note, the whole amount due.
  const text = await pdfText(before[`/invoices/${invoice.id}/pdf`]!.bytes);
  expect(text).not.toMatch(/INV-CN-|Gutschrift|Credit note/);
  expect(text).toContain('1,508.22');
});

test('an invoice sent before a change of the seller profile and the customer keeps its documents', async () => {
  const invoice = await sentInvoice();
  const before = await download(s.app, invoice.id);
  await s.store.setSellerProfile('alice', { ...eInvoicingSeller, legal_name: 'Renamed Holding SE', address: { line1: 'Neue Straße 1', city: 'Hamburg', postal_code: '20095', country: 'DE' } });
  expect((await s.as(s.alice).patch(`/customers/${invoice.customer_id}`, { name: 'Umbenannt GmbH', buyer_reference: '99999999-00000-11' })).status).toBe(200);
  expect(await download(s.app, invoice.id)).toEqual(before);
});

test('the stored bytes are what every later download answers, whatever a new rendering would make', async () => {
  const invoice = await sentInvoice();
  const first = await s.as(s.alice).get(`/invoices/${invoice.id}/e-invoice?format=ubl`);
  const stored = await s.store.findStoredDocument(invoice.id, 'ubl');
  expect(stored!.bytes.toString('utf8')).toBe(first.text);
  // A document stored by an earlier version of folio is answered as it was stored.
  const archived = Buffer.from(first.text.replace('<cbc:Note>', '<cbc:Note>Archived. '));
  const race = await s.store.storeDocument({ ...stored!, bytes: archived, sha256: sha256(archived), size: archived.length });
  expect(race.sha256).toBe(stored!.sha256);
  expect((await s.as(s.alice).get(`/invoices/${invoice.id}/e-invoice?format=ubl`)).text).toBe(first.text);
});

test('a download whose If-None-Match holds the ETag is answered 304 without a body', async () => {
  const invoice = await sentInvoice();
  const path = `/invoices/${invoice.id}/e-invoice?format=cii`;
  const first = await s.as(s.alice).get(path);
  const again = await s.as(s.alice).get(path).set('If-None-Match', first.headers.etag as string);
  expect(again.status).toBe(304);
  expect(again.text).toBe('');
  expect(again.headers.etag).toBe(first.headers.etag);
  expect((await s.as(s.alice).get(path).set('If-None-Match', '"0000"')).status).toBe(200);
});

test('a draft\'s PDF is never stored and shows its current data', async () => {
  const invoice = await s.invoice(s.alice, { lines: [line(1_000, { description: 'First draft line' })] });
  const first = await binary(s.as(s.alice).get(`/invoices/${invoice.id}/pdf`));
  expect(await pdfText(first.body as Buffer)).toContain('First draft line');
  expect((await s.as(s.alice).patch(`/invoices/${invoice.id}`, { lines: [line(1_000, { description: 'Second draft line' })] })).status).toBe(200);
  const second = await binary(s.as(s.alice).get(`/invoices/${invoice.id}/pdf`));
  expect(await pdfText(second.body as Buffer)).toContain('Second draft line');
  expect(s.rows('documents')).toEqual([]);
  expect(((await s.as(s.alice).get(`/invoices/${invoice.id}`)).body as Invoice).documents).toEqual([]);
});

test('a credit note\'s PDF is stored at its creation and stays as issued when the credit note is voided', async () => {
  const invoice = await sentInvoice();
  const created = await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, { reason: 'other', lines: [line(10_000, { tax_rate: 19 })] });
  expect(created.status).toBe(201);
  expect(s.rows('documents').filter((row) => row.owner_id === created.body.id).map((row) => [row.format, row.sha256])).toEqual([['pdf', null]]);
  const pdfPath = new URL(created.body.pdf_url as string).pathname.replace(/^\/v2/, '') + new URL(created.body.pdf_url as string).search;
  const before = await binary(request(s.app).get(`/v2${pdfPath}`));
  expect(before.status).toBe(200);
  expect((await s.as(s.alice).post(`/credit_notes/${created.body.id}/void`)).status).toBe(200);
  const after = await binary(request(s.app).get(`/v2${pdfPath}`));
  expect(after.body).toEqual(before.body);
  expect(after.headers.etag).toBe(`"${sha256(before.body as Buffer)}"`);
  const listed = (await s.as(s.alice).get(`/credit_notes/${created.body.id}`)).body;
  expect(listed.documents).toEqual([{ format: 'pdf', sha256: sha256(before.body as Buffer), size: (before.body as Buffer).length, created_at: s.clock().toISOString() }]);
});

test('a rejected send stores and queues no document', async () => {
  const customer = await s.customer(s.alice, { ...germanBuyer, buyer_reference: undefined, e_invoice_format: 'xrechnung-ubl' });
  const invoice = await s.invoice(s.alice, { customer_id: customer.id });
  const before = s.snapshot();
  const res = await s.as(s.alice).post(`/invoices/${invoice.id}/send`, { delivery: 'none' });
  expect(res.status).toBe(422);
  expect(s.snapshot()).toEqual(before);
  expect(s.rows('documents')).toEqual([]);
});

test('a draft\'s e-invoice is refused from its record, with the answer it always had, before anything is read for it or rendered', async () => {
  const customer = await s.customer(s.alice, germanBuyer);
  const draft = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(120_000, { tax_rate: 19 })] });
  const rendered: string[] = [];
  const renderer: DocumentRenderer = {
    renderDocument: (document) => { rendered.push('pdf'); return s.documents.renderDocument(document); },
    renderEInvoice: (document, format) => { rendered.push(format); return s.documents.renderEInvoice(document, format); },
    close: async () => {},
  };
  // The store as the app sees it, noting every method called: a document is built from the customer and the account.
  const called: string[] = [];
  const store = new Proxy(s.store, {
    get(target, name) {
      const value = Reflect.get(target, name) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        called.push(String(name));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const app = createApp({ store, clock: s.clock, config: s.config, logger: pino({ level: 'silent' }), documents: renderer });
  for (const format of eInvoiceFormats) {
    const res = await request(app).get(`/v2/invoices/${draft.id}/e-invoice?format=${format}`).set('Authorization', `Bearer ${s.alice}`);
    expect({ format, status: res.status, body: res.body }).toEqual({
      format, status: 409, body: { error: { type: 'conflict', message: 'A draft has no number and no issue date yet, so it has no e-invoice; send it first.' } },
    });
  }
  expect(rendered).toEqual([]);
  expect(called.filter((name) => ['getCustomer', 'getAccount'].includes(name))).toEqual([]);
  // Its PDF is still rendered, from its current data, through the same app.
  const pdf = await binary(request(app).get(`/v2/invoices/${draft.id}/pdf`).set('Authorization', `Bearer ${s.alice}`));
  expect(pdf.status).toBe(200);
  expect(rendered).toEqual(['pdf']);
});
