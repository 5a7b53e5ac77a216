// Measures invoice PDFs (`npm run bench:pdf`): the size and render time of one invoice with
// Latin, Polish, Greek and Cyrillic text, rendered many times in this process after a warm-up
// (the first render, which reads the fonts, is reported apart). Prints numbers; never a test.
import { performance } from 'node:perf_hooks';
import { renderInvoicePdf } from '../server/pdf/render-invoice.js';
import type { CustomerRecord, InvoiceRecord } from '../server/domain/records.js';
import { customerDefaults, draftDefaults } from '../server/domain/records.js';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 200);
const at = '2026-11-21T10:00:00.000Z';
const customer: CustomerRecord = {
  id: 'cus_bench', accountId: 'acct_bench', name: 'Łukasz Żółć', email: 'l@example.com', taxId: 'PL1234567890', ...customerDefaults, createdAt: at,
  address: { line1: 'ul. Świętokrzyska 12', line2: null, city: 'Łódź', postal_code: '00-001', country: 'PL' },
};
const descriptions = ['Usługa księgowa', 'Λογιστικές υπηρεσίες', 'Счетоводни услуги', 'Annual licence', 'Příliš žluťoučký kůň'];
const invoice: InvoiceRecord = {
  id: 'inv_bench', accountId: 'acct_bench', customerId: 'cus_bench', number: 'INV-0001', status: 'open', currency: 'EUR', subtotal: 5000, tax: 0, total: 5000, amountCredited: 0,
  lines: descriptions.map((description) => ({ description, quantity: 1, unit_price: { amount: 1000, currency: 'EUR' as const } })),
  dueDate: '2026-12-21', notes: 'Zażółć gęślą jaźń.', metadata: {}, ...draftDefaults, createdAt: at, updatedAt: at,
};

const firstStart = performance.now();
const pdf = await renderInvoicePdf({ seller: 'Biuro Rachunkowe', invoice, customer });
const first = performance.now() - firstStart;
const times: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const start = performance.now();
  await renderInvoicePdf({ seller: 'Biuro Rachunkowe', invoice, customer });
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
process.stdout.write(`PDF size: ${pdf.length} bytes\nfirst render: ${first.toFixed(1)} ms\n`
  + `render over ${runs} runs: mean ${mean.toFixed(2)} ms, median ${times[Math.floor(runs / 2)]!.toFixed(2)} ms, p95 ${times[Math.floor(runs * 0.95)]!.toFixed(2)} ms\n`);
