// The demo data of `npm start` and `folio serve --demo` (R151): a German business customer for
// whom an invoice at 19% and 7% German VAT downloads in every e-invoice format, and whose PDF
// prints the details a legal invoice needs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDemo, type Demo } from '../../server/demo.js';
import { eInvoiceFormats } from '../../server/domain/documents/index.js';
import { binary, pdfText } from '../helpers/pdf-text.js';
import { line, startService, type TestService } from '../helpers/service.js';

let s: TestService;
let folder: string;
let demo: Demo;
beforeEach(async () => {
  s = await startService();
  folder = mkdtempSync(join(tmpdir(), 'folio-demo-'));
  demo = await ensureDemo(s.store, folder, s.clock);
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

test('the demo customer is a German business with an address, a VAT id, a buyer reference and an electronic address', async () => {
  const res = await s.as(demo.key).get(`/customers/${demo.customerId}`);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    name: 'Nordstern Maschinenbau GmbH',
    address: { line1: 'Königstraße 28', city: 'Stuttgart', postal_code: '70173', country: 'DE' },
    tax_id: 'DE314159262',
    buyer_reference: '08111000-4711-27',
    electronic_address: { scheme: '9930', value: 'DE314159262' },
  });
});

test('an invoice of the demo customer at 19% and 7% downloads in every e-invoice format, carrying its buyer reference', async () => {
  const draft = await s.invoice(demo.key, {
    customer_id: demo.customerId,
    lines: [line(120_000, { tax_rate: 19 }), line(2_499, { quantity: 3, tax_rate: 7 })],
  });
  const sent = await s.as(demo.key).post(`/invoices/${draft.id}/send`);
  expect(sent.status).toBe(202);
  const answers: Record<string, number> = {};
  for (const format of eInvoiceFormats) {
    const res = await binary(s.as(demo.key).get(`/invoices/${draft.id}/e-invoice?format=${format}`));
    answers[format] = res.status;
    if (format !== 'factur-x') expect({ format, reference: res.body.toString('utf8').includes('08111000-4711-27') }).toEqual({ format, reference: true });
  }
  expect(answers).toEqual(Object.fromEntries(eInvoiceFormats.map((f) => [f, 200])));
  const pdf = await pdfText((await binary(s.as(demo.key).get(`/invoices/${draft.id}/pdf`))).body);
  for (const printed of ['Nordstern Maschinenbau GmbH', 'Königstraße 28', '70173 Stuttgart', 'DE314159262', 'Folio Demo GmbH']) expect(pdf).toContain(printed);
}, 60_000);
