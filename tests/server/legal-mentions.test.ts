// The legal mentions of D52 through the API, on both engines: a seller profile with its register,
// directors, capital and French mentions is answered by GET /account and frozen into a sent
// invoice, and the PDFs behind pdf_url print them in the customer's language, with a French
// seller's late-payment terms, the reverse-charge sentence and a credit note's reason.
import request from 'supertest';
import { completeSellerProfile } from '../../server/domain/seller-profile.js';
import { binary, pdfText } from '../helpers/pdf-text.js';
import { line, publicUrl, startService, type Invoice, type TestService } from '../helpers/service.js';

/** Rendering and reading PDFs back is slow on a loaded machine; no assertion depends on time. */
const timeoutMs = 180_000;

let s: TestService;
beforeEach(async () => {
  s = await startService();
}, timeoutMs);

const sas = completeSellerProfile({
  legal_name: 'Atelier Dupré SAS',
  address: { line1: "12 rue de l'Église", city: 'Lyon', postal_code: '69002', country: 'FR' },
  vat_id: 'FR40303265045',
  legal_form: 'SAS',
  managing_directors: ['Chloé Dupré'],
  share_capital: { amount: 1_000_000, currency: 'EUR' },
  france: { siren: '303265045', rcs_city: 'Lyon', late_payment_rate: 12.5 },
  time_zone: 'Europe/Paris',
});

const pathOf = (url: string) => url.slice(publicUrl.sandbox.length - '/v2'.length);

async function textAt(url: string): Promise<string> {
  const res = await binary(request(s.app).get(pathOf(url)));
  expect(res.status).toBe(200);
  return (await pdfText(res.body as Buffer)).replace(/\s+/g, ' ');
}

test('GET /account answers the legal mentions, and a sent invoice keeps them after the profile changes', async () => {
  await s.store.setSellerProfile('alice', sas);
  expect((await s.as(s.alice).get('/account')).body.seller).toEqual(sas);
  const customer = await s.customer(s.alice, { tax_id: 'FR61954506077' });
  const draft = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(10_000, { tax_rate: 20 })] });
  const sent = (await s.as(s.alice).post(`/invoices/${draft.id}/send`)).body as Invoice;
  await s.store.setSellerProfile('alice', { ...sas, share_capital: { amount: 5_000_000, currency: 'EUR' } });
  expect((await s.as(s.alice).get(`/invoices/${sent.id}`)).body.seller).toMatchObject({ share_capital: { amount: 1_000_000, currency: 'EUR' }, france: sas.france });
  expect(await textAt(sent.pdf_url!)).toContain('Share capital: €10,000.00');
}, timeoutMs);

test.each([
  ['en', ['SIREN 303 265 045', 'RCS Lyon', 'Share capital: €10,000.00', 'Late payment penalties: 12.5% a year.', '€40.00 (Article L441-10',
    'Reverse charge: the customer is liable for the VAT on this supply.', '10 Downing Street London SW1A 2AA United Kingdom']],
  ['de', ['SIREN 303 265 045', 'RCS Lyon', 'Stammkapital: 10.000,00 €', 'Verzugszinsen: 12,5 % pro Jahr.', '40,00 € (Art. L441-10',
    'Steuerschuldnerschaft des Leistungsempfängers: Die Umsatzsteuer für diese Leistung schuldet der Leistungsempfänger.', '10 Downing Street London SW1A 2AA Vereinigtes Königreich']],
  ['fr', ['SIREN 303 265 045', 'RCS Lyon', 'Capital social : 10 000,00 €', 'Pénalités de retard : 12,5 % par an.', '40,00 € (article L441-10',
    'Autoliquidation : la TVA sur cette opération est due par le preneur.', '10 Downing Street London SW1A 2AA Royaume-Uni']],
] as const)('a reverse-charge invoice of a French SAS to a London customer prints every mention in %s', async (locale, expected) => {
  await s.store.setSellerProfile('alice', sas);
  const customer = await s.customer(s.alice, {
    locale, tax_id: 'GB123456789', address: { line1: '10 Downing Street', city: 'London', postal_code: 'SW1A 2AA', country: 'GB' },
  });
  const draft = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(50_000, { description: 'Conseil', tax_category: 'AE' })] });
  const sent = (await s.as(s.alice).post(`/invoices/${draft.id}/send`)).body as Invoice;
  const text = await textAt(sent.pdf_url!);
  expect(expected.filter((part) => !text.includes(part.replace(/\s+/g, ' ')))).toEqual([]);
}, timeoutMs);

test.each([
  ['en', 'Reason Goods or services unsatisfactory'],
  ['de', 'Grund Mangelhafte Lieferung oder Leistung'],
  ['fr', 'Motif Produit ou prestation non satisfaisant'],
] as const)('a credit note prints the reason it was issued for, in %s', async (locale, expected) => {
  await s.store.setSellerProfile('alice', sas);
  const customer = await s.customer(s.alice, { locale });
  const draft = await s.invoice(s.alice, { customer_id: customer.id, lines: [line(10_000, { tax_rate: 20 })] });
  await s.as(s.alice).post(`/invoices/${draft.id}/send`);
  const res = await s.as(s.alice).post(`/invoices/${draft.id}/credit_notes`, { lines: [line(2_000, { tax_rate: 20 })], reason: 'product_unsatisfactory' });
  expect(res.status).toBe(201);
  const text = await textAt(res.body.pdf_url);
  expect(text).toContain(expected);
  expect(text).toContain('SIREN 303 265 045');
}, timeoutMs);
