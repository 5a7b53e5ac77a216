// The PDF of an invoice with discounts and charges (D50), read back as text in each language of
// D39: a line's discount under the line, the document's discounts and charges above the totals
// with their reasons and VAT rates, and totals that add up.
// Runs once, on SQLite (R193): it reads the PDF; the discounts it prints are stored and read back on both engines by discounts.test.ts.
import request from 'supertest';
import { binary, pdfText } from '../helpers/pdf-text.js';
import { line, publicUrl, startService, type TestService } from '../helpers/service.js';

let s: TestService;
beforeEach(async () => {
  s = await startService();
});

const eur = (amount: number) => ({ amount, currency: 'EUR' as const });

test.each([
  ['en', ['Volume discount', 'Discount 10%: Volume discount', '-€120.00', 'Sum of lines', '€1,171.98',
    'Discount 3%: Early payment (VAT 19%)', '-€35.16', 'Charge: Shipping (VAT 19%)', '€9.90', 'Subtotal', '€1,146.72', '€1,353.56']],
  ['de', ['Rabatt 10 %: Volume discount', '-120,00 €', 'Summe der Positionen', '1.171,98 €',
    'Rabatt 3 %: Early payment (USt. 19 %)', '-35,16 €', 'Zuschlag: Shipping (USt. 19 %)', '9,90 €', 'Nettobetrag', '1.146,72 €', '1.353,56 €']],
  ['fr', ['Remise 10 % : Volume discount', 'Total des lignes', 'Remise 3 % : Early payment (TVA 19 %)', 'Frais : Shipping (TVA 19 %)', 'Total HT', '1 146,72 €', '1 353,56 €']],
] as const)('a %s PDF shows the line discount, the document discounts and charges and the totals they make', async (locale, expected) => {
  const customer = await s.customer(s.alice, { locale });
  const res = await s.as(s.alice).post('/invoices', {
    customer_id: customer.id,
    lines: [
      { ...line(12000, { tax_rate: 19, description: 'Consulting' }), quantity: 10, discount: { percentage: 10, reason: 'Volume discount' } },
      { ...line(4599, { tax_rate: 7, description: 'Technical handbook' }), quantity: 2 },
    ],
    // 3% of the lines' 1,171.98 is 35.16; given as 3% at 19% it is taken of all lines (R182).
    discounts: [{ percentage: 3, reason: 'Early payment', tax_category: 'S', tax_rate: 19 }],
    charges: [{ amount: eur(990), reason: 'Shipping', reason_code: 'FC', tax_category: 'S', tax_rate: 19 }],
  });
  expect(res.status).toBe(201);
  const pdf = await binary(request(s.app).get(res.body.pdf_url.slice(publicUrl.sandbox.length - '/v2'.length)));
  expect(pdf.status).toBe(200);
  const text = (await pdfText(pdf.body as Buffer)).replace(/[\u00a0\u202f]/g, ' ');
  for (const words of expected) expect(text).toContain(words);
});
