// Measures invoice PDFs (`npm run bench:pdf`): the size and render time of one invoice with
// Latin, Polish, Greek and Cyrillic text, and the same with emoji and symbols in its names, lines
// and notes (the fallback font of R132), each rendered many times in this process after a warm-up
// (the first render, which reads the fonts, is reported apart), as a legal billing document in
// German (render-billing-document.ts). Prints numbers; never a test.
import { performance } from 'node:perf_hooks';
import type { BillingDocument } from '../../server/domain/documents/index.js';
import { legalIdentityOf } from '../../server/domain/seller-profile.js';
import { renderBillingDocumentPdf } from '../../server/documents/pdf/render-billing-document.js';
import type { Address } from '../../server/domain/records.js';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 200);
const at = '2026-11-21T10:00:00.000Z';
const address: Address = { line1: 'ul. Świętokrzyska 12', line2: null, city: 'Łódź', postal_code: '00-001', country: 'PL' };
const descriptions = ['Usługa księgowa', 'Λογιστικές υπηρεσίες', 'Счетоводни услуги', 'Annual licence', 'Příliš žluťoučký kůň'];

const billing: BillingDocument = {
  kind: 'invoice', id: 'inv_bench', number: 'INV-0001', status: 'open', locale: 'de', currency: 'EUR', issueDate: '2026-11-21',
  dueDate: '2026-12-21', supplyDate: null, servicePeriod: { start: '2026-11-01', end: '2026-11-30' },
  seller: {
    legalName: 'Biuro Rachunkowe Sp. z o.o.', address, vatId: 'PL5260250995', taxNumber: null,
    contact: { name: null, email: 'biuro@example.com', phone: null }, payment: { iban: 'PL61109010140000071219812874', bic: 'WBKPPLPP', accountHolder: null },
    electronicAddress: null, timeZone: 'Europe/Warsaw', legal: legalIdentityOf(null),
  },
  buyer: { name: 'Łukasz Żółć', email: 'l@example.com', address, taxId: 'PL1234567890', electronicAddress: null },
  buyerReference: null, purchaseOrder: null,
  lines: descriptions.map((description, i) => ({
    description, quantity: 1, unitPrice: 1000, grossAmount: 1000, discount: null, netAmount: 1000, taxRate: i % 2 ? 7 : 19, taxCategory: 'S' as const, taxExemptionReason: null, taxAmount: i % 2 ? 70 : 190,
  })),
  taxBreakdown: [{ category: 'S', rate: 19, taxableAmount: 3000, taxAmount: 570, exemptionReason: null }, { category: 'S', rate: 7, taxableAmount: 2000, taxAmount: 140, exemptionReason: null }],
  subtotal: 5000, allowanceCharges: [], discountTotal: 0, chargeTotal: 0, totalExcludingTax: 5000, tax: 710, total: 5710, taxCurrency: null,
  payments: [{ id: 'pay_bench', amount: 2000, paidAt: '2026-11-25', method: 'bank_transfer', reference: null }], amountPaid: 2000, amountDue: 3710,
  notes: 'Zażółć gęślą jaźń.', precedingInvoice: null, creditReason: null, createdAt: at,
};

/** Renders `times` times after one first render, and prints size and timings under `name`. */
async function measure(name: string, render: () => Promise<Buffer>): Promise<void> {
  const firstStart = performance.now();
  const pdf = await render();
  const first = performance.now() - firstStart;
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await render();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  process.stdout.write(`${name}: PDF size ${pdf.length} bytes, first render ${first.toFixed(1)} ms\n`
    + `  render over ${runs} runs: mean ${mean.toFixed(2)} ms, median ${times[Math.floor(runs / 2)]!.toFixed(2)} ms, p95 ${times[Math.floor(runs * 0.95)]!.toFixed(2)} ms\n`);
}

const emoji: BillingDocument = {
  ...billing,
  buyer: { ...billing.buyer, name: 'Łukasz Żółć 🚀 ✅' },
  lines: billing.lines.map((line, i) => ({ ...line, description: `${line.description} ${['😀 ✓', '👍🏽 ★', '🇩🇪 €', '❤️ ☎', '👨‍👩‍👧 ⌘'][i]}` })),
  notes: 'Zażółć gęślą jaźń. Danke 🙏 🎉',
};

await measure('billing document, German', () => renderBillingDocumentPdf(billing));
await measure('billing document, German, with emoji and symbols', () => renderBillingDocumentPdf(emoji));
