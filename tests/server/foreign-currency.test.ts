// Invoices in a currency other than the seller's accounting currency (D52, Art. 230; EN 16931
// BT-6, BT-111), over HTTP on both engines: send refuses without `tax_exchange_rate` (409, nothing
// changed), freezes the rate and the VAT total in the accounting currency with it (body, database,
// event), refuses a rate for an invoice in the accounting currency (422), and a credit note of such
// an invoice takes the invoice's rate.
import request from 'supertest';
import { completeSellerProfile } from '../../server/domain/seller-profile.js';
import { binary, pdfText } from '../helpers/pdf-text.js';
import { line, publicUrl, startService, type Invoice, type TestService } from '../helpers/service.js';

/** Rendering and reading PDFs back is slow on a loaded machine; no assertion depends on time. */
const pdfTimeoutMs = 180_000;

let s: TestService;
beforeEach(async () => {
  s = await startService();
});

const seller = completeSellerProfile({
  legal_name: 'Lindqvist Consulting GmbH',
  address: { line1: 'Torstrasse 49', city: 'Berlin', postal_code: '10119', country: 'DE' },
  vat_id: 'DE123456789',
  time_zone: 'Europe/Berlin',
});

const usd = (amount: number, extra: Record<string, unknown> = {}) => line(amount, { unit_price: { amount, currency: 'USD' }, tax_rate: 19, ...extra });

async function usdDraft(): Promise<Invoice> {
  await s.store.setSellerProfile('alice', seller);
  const customer = await s.customer(s.alice);
  // 1,000.00 USD at 19%: a tax of 190.00 USD.
  return s.invoice(s.alice, { customer_id: customer.id, lines: [usd(100_000)] });
}

test('a seller profile without a currency accounts in EUR, and GET /account says so', async () => {
  await s.store.setSellerProfile('alice', seller);
  expect((await s.as(s.alice).get('/account')).body.seller.currency).toBe('EUR');
});

test('sending a USD invoice of a EUR seller without tax_exchange_rate is 409 naming the field and changes nothing', async () => {
  const draft = await usdDraft();
  const before = s.snapshot();
  const res = await s.as(s.alice).post(`/invoices/${draft.id}/send`, { delivery: 'none' });
  expect(res.status).toBe(409);
  expect(res.body.error).toEqual({
    type: 'conflict', param: 'tax_exchange_rate',
    message: 'The invoice is in USD but the seller accounts in EUR: send it with tax_exchange_rate, the EUR value of one USD.',
  });
  expect(s.snapshot()).toEqual(before);
  expect((await s.as(s.alice).get(`/invoices/${draft.id}`)).body).toMatchObject({ status: 'draft', number: null, tax_currency: null });
});

test('sending with the rate freezes it and the VAT total in EUR: body, database and invoice.sent', async () => {
  const draft = await usdDraft();
  const res = await s.as(s.alice).post(`/invoices/${draft.id}/send`, { delivery: 'none', tax_exchange_rate: 0.9239582371 });
  expect(res.status).toBe(202);
  // 19000 x 0.9239582371 = 17555.2065... cents, rounded half away from zero.
  const frozen = { tax_currency: 'EUR', tax_exchange_rate: 0.9239582371, tax_total_in_tax_currency: { amount: 17555, currency: 'EUR' } };
  expect(res.body).toMatchObject({ status: 'open', tax: { amount: 19000, currency: 'USD' }, ...frozen });
  expect((await s.as(s.alice).get(`/invoices/${draft.id}`)).body).toMatchObject(frozen);
  const [row] = s.rows('invoices').filter((r) => r.id === draft.id);
  expect(JSON.parse(row!.tax_currency_json as string)).toEqual({ currency: 'EUR', exchangeRate: '0.9239582371', tax: 17555 });
  const events = (await s.as(s.alice).get(`/events?object_id=${draft.id}&type=invoice.sent`)).body.data;
  expect(events).toHaveLength(1);
  expect(events[0].data.object).toMatchObject(frozen);
  // A later change of the profile's currency never changes a sent invoice.
  await s.store.setSellerProfile('alice', { ...seller, currency: 'USD' });
  expect((await s.as(s.alice).get(`/invoices/${draft.id}`)).body).toMatchObject(frozen);
});

test.each([
  ['half a cent rounds away from zero', 1, 1.5, 2],
  ['a rate above one', 19000, 1.1725, 22278],
  ['a whole rate', 190, 2, 380],
])('%s: a tax of %i at %d is %i in the accounting currency', async (_, taxCents, rate, expected) => {
  await s.store.setSellerProfile('alice', seller);
  const customer = await s.customer(s.alice);
  // A line of 100 x the tax at 1%: its tax is `taxCents`.
  const draft = await s.invoice(s.alice, { customer_id: customer.id, lines: [usd(taxCents * 100, { tax_rate: 1 })] });
  const res = await s.as(s.alice).post(`/invoices/${draft.id}/send`, { delivery: 'none', tax_exchange_rate: rate });
  expect(res.status).toBe(202);
  expect(res.body.tax.amount).toBe(taxCents);
  expect(res.body.tax_total_in_tax_currency).toEqual({ amount: expected, currency: 'EUR' });
});

test.each([
  ['a rate with 11 decimals', 0.12345678901, 422, 'tax_exchange_rate 0.12345678901 has more than 10 decimals.'],
  ['a rate of zero', 0, 422, undefined],
  ['a negative rate', -1, 422, undefined],
  ['a rate as a string', '0.92', 422, undefined],
] as const)('%s is refused naming tax_exchange_rate, and nothing changes', async (_, rate, status, message) => {
  const draft = await usdDraft();
  const before = s.snapshot();
  const res = await s.as(s.alice).post(`/invoices/${draft.id}/send`, { tax_exchange_rate: rate });
  expect(res.status).toBe(status);
  expect(res.body.error.param).toBe('tax_exchange_rate');
  if (message) expect(res.body.error.message).toBe(message);
  expect(s.snapshot()).toEqual(before);
});

test('a rate for an invoice in the accounting currency is 422 and changes nothing', async () => {
  await s.store.setSellerProfile('alice', seller);
  const customer = await s.customer(s.alice);
  const draft = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(1000, { tax_rate: 19 })] });
  const before = s.snapshot();
  const res = await s.as(s.alice).post(`/invoices/${draft.id}/send`, { tax_exchange_rate: 1 });
  expect(res.status).toBe(422);
  expect(res.body.error).toEqual({
    type: 'invalid_request', param: 'tax_exchange_rate',
    message: "The invoice is in EUR, the seller's accounting currency, so it takes no tax_exchange_rate.",
  });
  expect(s.snapshot()).toEqual(before);
  const sent = await s.as(s.alice).post(`/invoices/${draft.id}/send`, {});
  expect(sent.body).toMatchObject({ status: 'open', tax_currency: null, tax_exchange_rate: null, tax_total_in_tax_currency: null });
});

test('a seller accounting in GBP sends a EUR invoice with a rate, and a GBP invoice without one', async () => {
  await s.store.setSellerProfile('alice', { ...seller, currency: 'GBP' });
  const customer = await s.customer(s.alice);
  const eur = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(100_000, { tax_rate: 20 })] });
  expect((await s.as(s.alice).post(`/invoices/${eur.id}/send`, {})).body.error).toMatchObject({ param: 'tax_exchange_rate' });
  const sent = await s.as(s.alice).post(`/invoices/${eur.id}/send`, { tax_exchange_rate: 0.8412 });
  expect(sent.body).toMatchObject({ tax_currency: 'GBP', tax_exchange_rate: 0.8412, tax_total_in_tax_currency: { amount: 16824, currency: 'GBP' } });
  const gbp = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(100, { unit_price: { amount: 100, currency: 'GBP' } })] });
  expect((await s.as(s.alice).post(`/invoices/${gbp.id}/send`, {})).status).toBe(202);
});

test('a credit note of a USD invoice states its own VAT in EUR at the invoice\'s rate, on its body, row and event', async () => {
  const draft = await usdDraft();
  await s.as(s.alice).post(`/invoices/${draft.id}/send`, { delivery: 'none', tax_exchange_rate: 0.9239582371 });
  const res = await s.as(s.alice).post(`/invoices/${draft.id}/credit_notes`, { lines: [usd(25_000)], reason: 'order_change' });
  expect(res.status).toBe(201);
  // 4750 x 0.9239582371 = 4388.80... cents.
  const frozen = { tax_currency: 'EUR', tax_exchange_rate: 0.9239582371, tax_total_in_tax_currency: { amount: 4389, currency: 'EUR' } };
  expect(res.body).toMatchObject({ tax: { amount: 4750, currency: 'USD' }, ...frozen });
  expect((await s.as(s.alice).get(`/credit_notes/${res.body.id}`)).body).toMatchObject(frozen);
  const [row] = s.rows('credit_notes');
  expect(JSON.parse(row!.tax_currency_json as string)).toEqual({ currency: 'EUR', exchangeRate: '0.9239582371', tax: 4389 });
  const events = (await s.as(s.alice).get(`/events?type=credit_note.created`)).body.data;
  expect(events[0].data.object).toMatchObject(frozen);
});

test('a credit note of an invoice in the accounting currency has no tax currency', async () => {
  await s.store.setSellerProfile('alice', seller);
  const customer = await s.customer(s.alice);
  const draft = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(1000, { tax_rate: 19 })] });
  await s.as(s.alice).post(`/invoices/${draft.id}/send`, { delivery: 'none' });
  const res = await s.as(s.alice).post(`/invoices/${draft.id}/credit_notes`, { lines: [line(500, { tax_rate: 19 })], reason: 'other' });
  expect(res.body).toMatchObject({ tax_currency: null, tax_exchange_rate: null, tax_total_in_tax_currency: null });
});

/** The text of the PDF behind a signed link, white space made single spaces. */
async function textAt(url: string): Promise<string> {
  const res = await binary(request(s.app).get(url.slice(publicUrl.sandbox.length - '/v2'.length)));
  expect(res.status).toBe(200);
  return (await pdfText(res.body as Buffer)).replace(/\s+/g, ' ');
}

test.each([
  ['en', 'VAT in EUR at 1 USD = 0.9239582371 EUR €175.55', 'VAT in EUR at 1 USD = 0.9239582371 EUR €43.89'],
  ['de', 'Umsatzsteuer in EUR zum Kurs 1 USD = 0,9239582371 EUR 175,55 €', 'Umsatzsteuer in EUR zum Kurs 1 USD = 0,9239582371 EUR 43,89 €'],
  ['fr', 'TVA en EUR au taux 1 USD = 0,9239582371 EUR 175,55 €', 'TVA en EUR au taux 1 USD = 0,9239582371 EUR 43,89 €'],
] as const)('the PDFs of a USD invoice and its credit note state the VAT in EUR with the rate, in %s', async (locale, invoiceLine, creditLine) => {
  await s.store.setSellerProfile('alice', seller);
  const customer = await s.customer(s.alice, { locale });
  const draft = await s.invoice(s.alice, { customer_id: customer.id, lines: [usd(100_000)] });
  const sent = (await s.as(s.alice).post(`/invoices/${draft.id}/send`, { delivery: 'none', tax_exchange_rate: 0.9239582371 })).body as Invoice;
  expect(await textAt(sent.pdf_url!)).toContain(invoiceLine);
  const credit = (await s.as(s.alice).post(`/invoices/${draft.id}/credit_notes`, { lines: [usd(25_000)], reason: 'order_change' })).body;
  expect(await textAt(credit.pdf_url)).toContain(creditLine);
}, pdfTimeoutMs);

test('the PDF of an invoice in the accounting currency has no converted VAT line', async () => {
  await s.store.setSellerProfile('alice', seller);
  const customer = await s.customer(s.alice);
  const draft = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(1000, { tax_rate: 19 })] });
  const sent = (await s.as(s.alice).post(`/invoices/${draft.id}/send`, { delivery: 'none' })).body as Invoice;
  const text = await textAt(sent.pdf_url!);
  expect(text).toContain('Total');
  expect(text).not.toContain('VAT in');
}, pdfTimeoutMs);
