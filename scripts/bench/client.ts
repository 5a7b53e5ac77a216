// Prints the typed client's overhead per call against raw fetch: N sequential
// GET /invoices/{id} to the real service on 127.0.0.1, through raw fetch, through bare
// openapi-fetch, and through createInvoicingClient; then the same three with an in-memory
// fetch, which leaves only the CPU each layer costs. `npm run bench:client [-- calls]`
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import createClient from 'openapi-fetch';
import { pino } from 'pino';
import { createInvoicingClient } from '@folio/client';
import type { paths } from '../../generated/invoicing.js';
import { issueApiKey } from '../../server/auth/issue-key.js';
import { serve } from '../../server/serve.js';

const calls = Number(process.argv[2] ?? 2000);
const rounds = 5;

const service = await serve({
  environment: 'sandbox', databasePath: ':memory:', port: 0, host: '127.0.0.1', validateResponses: false, rateLimit: 0, logger: pino({ level: 'silent' }),
});
const { key } = await issueApiKey(service.store, { account: 'bench', environment: 'sandbox', at: new Date() });
const client = createInvoicingClient({ apiKey: key, environment: 'sandbox', baseUrl: service.url });
const bare = createClient<paths>({ baseUrl: service.url, headers: { Authorization: `Bearer ${key}` } });

const address = { line1: '1 Main St', city: 'Springfield', postal_code: '12345', country: 'US' };
const customer = await client.POST('/customers', { body: { name: 'Bench', email: 'bench@example.com', address } });
const lines = [{ description: 'Work', quantity: 1, unit_price: { amount: 100, currency: 'USD' as const } }];
const invoice = await client.POST('/invoices', { body: { customer_id: customer.data!.id, lines } });
const id = invoice.data!.id;
const url = `${service.url}/invoices/${id}`;

const variants: Record<string, () => Promise<unknown>> = {
  'raw fetch': async () => {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${key}` } });
    if (response.status !== 200) throw new Error(`raw fetch: ${response.status}`);
    return response.json();
  },
  'bare openapi-fetch': async () => {
    const { data } = await bare.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: id } } });
    if (!data) throw new Error('bare openapi-fetch failed');
    return data;
  },
  'folio client': async () => {
    const { data } = await client.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: id } } });
    if (!data) throw new Error('folio client failed');
    return data;
  },
};

/** Per-call durations (ms) of each variant: a warm-up, then interleaved rounds. */
async function measure(of: Record<string, () => Promise<unknown>>): Promise<Map<string, number[]>> {
  const samples = new Map<string, number[]>(Object.keys(of).map((name) => [name, []]));
  for (const call of Object.values(of)) for (let i = 0; i < 300; i++) await call();
  for (let round = 0; round < rounds; round++) {
    for (const [name, call] of Object.entries(of)) {
      const times = samples.get(name)!;
      for (let i = 0; i < calls / rounds; i++) {
        const start = performance.now();
        await call();
        times.push(performance.now() - start);
      }
    }
  }
  return samples;
}

const overNetwork = await measure(variants);
const body = JSON.stringify(invoice.data);
const inMemory = async () => new Response(body, { headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) } });
const offline = createInvoicingClient({ apiKey: key, environment: 'sandbox', fetch: inMemory });
const bareOffline = createClient<paths>({ baseUrl: service.url, headers: { Authorization: `Bearer ${key}` }, fetch: inMemory });
const cpuOnly = await measure({
  'raw fetch': async () => (await inMemory()).json(),
  'bare openapi-fetch': () => bareOffline.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: id } } }),
  'folio client': () => offline.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: id } } }),
});
await service.close();
rmSync(service.folder, { recursive: true, force: true }); // the temporary folder serve() made for ':memory:'

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), mean: times.reduce((a, b) => a + b, 0) / times.length, p99: quantile(sorted, 0.99) };
};
const us = (ms: number) => `${(ms * 1000).toFixed(1).padStart(7)} µs`;
function report(title: string, samples: Map<string, number[]>): void {
  const baseline = stats(samples.get('raw fetch')!);
  console.log(`\n${title}`);
  console.log(`${'variant'.padEnd(20)} ${'p50'.padStart(10)} ${'mean'.padStart(10)} ${'p99'.padStart(10)}   overhead vs raw (p50 / mean)`);
  for (const [name, times] of samples) {
    const s = stats(times);
    const overhead = name === 'raw fetch' ? '' : `${us(s.p50 - baseline.p50)} / ${us(s.mean - baseline.mean)}`;
    console.log(`${name.padEnd(20)} ${us(s.p50)} ${us(s.mean)} ${us(s.p99)}   ${overhead}`);
  }
}
console.log(`${calls} sequential GET /invoices/{id} per variant, in ${rounds} interleaved rounds after a warm-up, Node ${process.versions.node}`);
report('Over HTTP to the real service on 127.0.0.1 (response validation and rate limit off):', overNetwork);
report('With an in-memory fetch (no network: the CPU each layer adds):', cpuOnly);
