// Measures invoice PDFs (`npm run bench:pdf`): the size and render time of one invoice with
// Latin, Polish, Greek and Cyrillic text, rendered many times in this process after a warm-up
// (the first render, which reads the fonts, is reported apart), in the older layout and as a
// legal billing document in German (render-billing-document.ts). Prints numbers; never a test.
import { performance } from 'node:perf_hooks';
import type { BillingDocument } from '../server/domain/billing-document.js';
import { renderBillingDocumentPdf } from '../server/pdf/render-billing-document.js';
import { renderInvoicePdf } from '../server/pdf/render-invoice.js';
import type { CustomerRecord, InvoiceRecord } from '../server/domain/records.js';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 200);
const at = '2026-11-21T10:00:00.000Z';
const customer: CustomerRecord = {
  id: 'cus_bench', accountId: 'acct_bench', name: 'Łukasz Żółć', email: 'l@example.com', taxId: 'PL1234567890', createdAt: at,
  address: { line1: 'ul. Świętokrzyska 12', line2: null, city: 'Łódź', postal_code: '00-001', country: 'PL' },
};
const descriptions = ['Usługa księgowa', 'Λογιστικές υπηρεσίες', 'Счетоводни услуги', 'Annual licence', 'Příliš žluťoučký kůň'];
const invoice: InvoiceRecord = {
  id: 'inv_bench', accountId: 'acct_bench', customerId: 'cus_bench', number: 'INV-0001', status: 'open', currency: 'EUR', subtotal: 5000, tax: 0, total: 5000, amountCredited: 0,
  lines: descriptions.map((description) => ({ description, quantity: 1, unit_price: { amount: 1000, currency: 'EUR' as const } })),
  dueDate: '2026-12-21', notes: 'Zażółć gęślą jaźń.', metadata: {}, createdAt: at, updatedAt: at,
};

const billing: BillingDocument = {
  kind: 'invoice', id: invoice.id, number: invoice.number, status: 'open', locale: 'de', currency: 'EUR', issueDate: '2026-11-21',
  dueDate: invoice.dueDate, supplyDate: null, servicePeriod: { start: '2026-11-01', end: '2026-11-30' },
  seller: {
    legalName: 'Biuro Rachunkowe Sp. z o.o.', address: customer.address, vatId: 'PL5260250995', taxNumber: null,
    contact: { name: null, email: 'biuro@example.com', phone: null }, payment: { iban: 'PL61109010140000071219812874', bic: 'WBKPPLPP', accountHolder: null },
    electronicAddress: null, timeZone: 'Europe/Warsaw',
  },
  buyer: { name: customer.name, email: customer.email, address: customer.address, taxId: customer.taxId, electronicAddress: null },
  buyerReference: null, purchaseOrder: null,
  lines: descriptions.map((description, i) => ({
    description, quantity: 1, unitPrice: 1000, netAmount: 1000, taxRate: i % 2 ? 7 : 19, taxCategory: 'S' as const, taxExemptionReason: null, taxAmount: i % 2 ? 70 : 190,
  })),
  taxBreakdown: [{ category: 'S', rate: 19, taxableAmount: 3000, taxAmount: 570, exemptionReason: null }, { category: 'S', rate: 7, taxableAmount: 2000, taxAmount: 140, exemptionReason: null }],
  subtotal: 5000, tax: 710, total: 5710, credits: [], amountCredited: 0,
  payments: [{ id: 'pay_bench', amount: 2000, paidAt: '2026-11-25', method: 'bank_transfer', reference: null }], amountPaid: 2000, amountDue: 3710,
  notes: invoice.notes, precedingInvoice: null, createdAt: at,
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

await measure('invoice, older layout', () => renderInvoicePdf({ seller: 'Biuro Rachunkowe', invoice, customer }));
await measure('billing document, German', () => renderBillingDocumentPdf(billing));
