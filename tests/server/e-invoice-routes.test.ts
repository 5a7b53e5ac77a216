// The e-invoice routes over HTTP (D38): a sent invoice and an issued credit note download in each
// format as an attachment named after their number; a draft is 409, an unknown format 400 on
// `format`, and data the format's rules refuse 422 naming the rule and the field.
import { eInvoicingSeller } from '../helpers/sellers.js';
import { binary } from '../helpers/pdf-text.js';
import { line, startService, type Invoice, type TestService } from '../helpers/service.js';

let s: TestService;
beforeEach(async () => {
  s = await startService();
  await s.store.setSellerProfile('alice', eInvoicingSeller);
});

async function sentInvoice(extra: Record<string, unknown> = {}): Promise<Invoice> {
  const customer = await s.customer(s.alice, {
    name: 'Beispiel AG', tax_id: 'DE987654321', address: { line1: 'Hauptstraße 5', city: 'München', postal_code: '80331', country: 'DE' },
    electronic_address: { scheme: '0204', value: '04011000-12345-67' }, buyer_reference: '04011000-12345-67',
  });
  const invoice = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(120_000, { tax_rate: 19 }), line(2_499, { quantity: 3, tax_rate: 7 })], ...extra });
  expect((await s.as(s.alice).post(`/invoices/${invoice.id}/send`)).status).toBe(202);
  return (await s.as(s.alice).get(`/invoices/${invoice.id}`)).body as Invoice;
}

test.each([
  ['ubl', 'application/xml', 'xml', '<cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>'],
  ['xrechnung-cii', 'application/xml', 'xml', '<ram:ID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</ram:ID>'],
  ['peppol-bis', 'application/xml', 'xml', 'urn:fdc:peppol.eu:2017:poacc:billing:3.0'],
])('a sent invoice downloads as %s, an attachment named after its number', async (format, type, extension, marker) => {
  const invoice = await sentInvoice();
  const res = await s.as(s.alice).get(`/invoices/${invoice.id}/e-invoice?format=${format}`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(new RegExp(`^${type}`));
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.${extension}"`);
  const xml = res.text;
  expect(xml).toContain(marker);
  expect(xml).toContain('Lindqvist Consulting GmbH');
  expect(xml).toContain('Beispiel AG');
  expect(xml).toContain('1508.22');
});

test.each([
  ['ubl', 'PrepaidAmount', '<cbc:PayableAmount currencyID="EUR">1508.22</cbc:PayableAmount>'],
  ['cii', 'TotalPrepaidAmount', '<ram:DuePayableAmount>1508.22</ram:DuePayableAmount>'],
])('the %s e-invoice of an invoice paid in part after sending is the one issued: the whole amount payable, nothing prepaid (D49)', async (format, prepaid, payable) => {
  const invoice = await sentInvoice();
  expect((await s.as(s.alice).post(`/invoices/${invoice.id}/payments`, { amount: { amount: 50_000, currency: 'EUR' }, method: 'bank_transfer' })).status).toBe(201);
  const res = await s.as(s.alice).get(`/invoices/${invoice.id}/e-invoice?format=${format}`);
  expect(res.status).toBe(200);
  expect(res.text).not.toContain(prepaid);
  expect(res.text).toContain(payable);
});

test('a sent invoice downloads as Factur-X, a PDF', async () => {
  const invoice = await sentInvoice();
  const res = await binary(s.as(s.alice).get(`/invoices/${invoice.id}/e-invoice?format=factur-x`));
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
  expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
});

test('an issued credit note downloads as type 381 naming its invoice', async () => {
  const invoice = await sentInvoice();
  const created = await s.as(s.alice).post(`/invoices/${invoice.id}/credit_notes`, { reason: 'order_change', lines: [line(10_000, { tax_rate: 19 })] });
  expect(created.status).toBe(201);
  const res = await s.as(s.alice).get(`/credit_notes/${created.body.id}/e-invoice?format=xrechnung-ubl`);
  expect(res.status).toBe(200);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${created.body.number}.xml"`);
  expect(res.text).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
  expect(res.text).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
});

test('a draft is 409', async () => {
  const customer = await s.customer(s.alice);
  const draft = await s.invoice(s.alice, { customer_id: customer.id });
  const res = await s.as(s.alice).get(`/invoices/${draft.id}/e-invoice?format=ubl`);
  expect(res.status).toBe(409);
  expect(res.body.error.message).toMatch(/draft/);
});

test('an unknown format is 400 on format', async () => {
  const invoice = await sentInvoice();
  const res = await s.as(s.alice).get(`/invoices/${invoice.id}/e-invoice?format=pdf`);
  expect(res.status).toBe(400);
  expect(res.body.error.param).toBe('format');
});

test('an XRechnung without a buyer reference is 422 naming BR-DE-15 and buyer_reference', async () => {
  const customer = await s.customer(s.alice, { electronic_address: { scheme: '0204', value: '04011000-12345-67' } });
  const invoice = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(1_000, { tax_rate: 19 })] });
  await s.as(s.alice).post(`/invoices/${invoice.id}/send`);
  const res = await s.as(s.alice).get(`/invoices/${invoice.id}/e-invoice?format=xrechnung-ubl`);
  expect(res.status).toBe(422);
  expect(res.body.error).toMatchObject({ param: 'buyer_reference', message: 'BR-DE-15: XRechnung needs a buyer reference (BT-10); set buyer_reference on the invoice.' });
});

describe('send, for a customer who asked for an e-invoice', () => {
  test('refuses with 422 what the format\'s rules refuse, and changes nothing', async () => {
    const customer = await s.customer(s.alice, { e_invoice_format: 'xrechnung-ubl', electronic_address: { scheme: '0204', value: '04011000-12345-67' } });
    const invoice = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(1_000, { tax_rate: 19 })] });
    const before = s.snapshot();
    const res = await s.as(s.alice).post(`/invoices/${invoice.id}/send`);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ param: 'buyer_reference', message: 'BR-DE-15: XRechnung needs a buyer reference (BT-10); set buyer_reference on the invoice.' });
    expect(s.snapshot()).toEqual(before);
  });

  test('sends once the data is complete', async () => {
    const customer = await s.customer(s.alice, {
      e_invoice_format: 'xrechnung-ubl', electronic_address: { scheme: '0204', value: '04011000-12345-67' }, buyer_reference: '04011000-12345-67',
    });
    const invoice = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(1_000, { tax_rate: 19 })] });
    expect((await s.as(s.alice).post(`/invoices/${invoice.id}/send`)).status).toBe(202);
  });
});
