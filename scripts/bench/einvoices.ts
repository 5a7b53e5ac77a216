// Measures e-invoice generation (`npm run bench:einvoices`, D38): p50 and p95 per format over the
// spread of sample documents after a warm-up, Factur-X against the plain PDF it wraps, and how
// long the event loop stalls while 20 Factur-X documents are made in this thread. Prints
// numbers; never a test. The route is not built yet: the stall of the event loop stands for how
// long GET /status would wait. `--runs=N` sets the documents per format (default 200).
import { performance } from 'node:perf_hooks';
import { eInvoiceFormats, eInvoiceProblems, type EInvoiceFormat } from '../../server/domain/documents/index.js';
import { generateEInvoice } from '../../server/documents/einvoice/generate.js';
import { createDocumentRenderer } from '../../server/documents/document-renderer.js';
import { documentPdf, sampleDocuments } from '../../tests/helpers/billing-documents.js';

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 200);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;

const samples = sampleDocuments().map(([, doc]) => doc);
const pdfs = new Map(await Promise.all(samples.map(async (doc) => [doc, await documentPdf(doc)] as const)));
const usable = (format: EInvoiceFormat) => samples.filter((doc) => eInvoiceProblems(doc, format).length === 0);

async function timed(action: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

const first = await timed(() => generateEInvoice(samples[0]!, 'ubl'));
process.stdout.write(`first document of the process (loads the library): ${ms(first)}\n\n`);
process.stdout.write(`format          documents   p50        p95\n`);
const p50s = new Map<EInvoiceFormat, number>();
for (const format of eInvoiceFormats) {
  const docs = usable(format);
  await generateEInvoice(docs[0]!, format, { pdf: pdfs.get(docs[0]!)! });
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const doc = docs[i % docs.length]!;
    times.push(await timed(() => generateEInvoice(doc, format, { pdf: pdfs.get(doc)! })));
  }
  times.sort((a, b) => a - b);
  p50s.set(format, percentile(times, 0.5));
  process.stdout.write(`${format.padEnd(16)}${String(runs).padEnd(12)}${ms(percentile(times, 0.5)).padEnd(11)}${ms(percentile(times, 0.95))}\n`);
}

const pdfTimes: number[] = [];
for (let i = 0; i < runs; i += 1) pdfTimes.push(await timed(() => documentPdf(samples[i % samples.length]!)));
pdfTimes.sort((a, b) => a - b);
const pdfP50 = percentile(pdfTimes, 0.5);
const facturX = pdfP50 + p50s.get('factur-x')!;
process.stdout.write(`\nplain PDF p50 ${ms(pdfP50)}; Factur-X (the PDF, then made PDF/A-3 with its CII) p50 ${ms(facturX)}: ${(facturX / pdfP50).toFixed(2)}x\n`);

/** The longest gap between ticks of a 1 ms timer while `action` runs: how long a request would wait. */
async function longestStall(action: () => Promise<unknown>): Promise<{ stall: number; took: number }> {
  let last = performance.now();
  let stall = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  }, 1);
  const took = await timed(action);
  clearInterval(timer);
  return { stall, took };
}

const facturXDocs = usable('factur-x');
const burst = await longestStall(() => Promise.all(Array.from({ length: 20 }, (_, i) => {
  const doc = facturXDocs[i % facturXDocs.length]!;
  return generateEInvoice(doc, 'factur-x', { pdf: pdfs.get(doc)! });
})));
process.stdout.write(`20 Factur-X made at once in this thread: ${ms(burst.took)} in all; the event loop stalled up to ${ms(burst.stall)}\n`);

// As the service makes them: the document pool renders each PDF and wraps it in a worker thread.
const renderer = createDocumentRenderer();
await renderer.renderEInvoice(facturXDocs[0]!, 'factur-x');
const pooled = await longestStall(() => Promise.all(Array.from({ length: 20 }, (_, i) => {
  const doc = { ...facturXDocs[i % facturXDocs.length]!, id: `inv_bench_${i}` };
  return renderer.renderEInvoice(doc, 'factur-x');
})));
await renderer.close();
process.stdout.write(`20 Factur-X (each with its PDF) through the document pool: ${ms(pooled.took)} in all; the event loop stalled up to ${ms(pooled.stall)}\n`);
