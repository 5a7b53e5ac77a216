// Measures what rendering documents does to the rest of the service (`npm run bench:documents`,
// D48): starts the compiled server, creates the largest invoices the contract allows (250 lines
// of 500 of the widest characters the PDF font draws, U+2031, and 5,000 of them in the notes),
// opens all their pdf_url links at once, and meanwhile asks GET /status every 10 ms. Prints
// /status latency while the documents render (aim: p99 under 50 ms) and each document's time,
// then the same links again (answered from the cache). `--documents=N` (20) sets how many.
// A measurement, never a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { issueApiKey } from '../../server/auth/issue-key.js';
import { openSqliteStore } from '../../server/store/sqlite/sqlite.js';
import { startChild } from './child.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const count = Number(process.argv.find((a) => a.startsWith('--documents='))?.split('=')[1] ?? 20);
/** The widest character DejaVu Sans draws (1.74 em): every description wraps to about 42 lines. */
const widest = '\u2031';

const dir = mkdtempSync(join(tmpdir(), 'folio-bench-documents-'));
const db = join(dir, 'bench.db');
const store = openSqliteStore(db, 'sandbox');
const { key } = await issueApiKey(store, { account: 'bench', environment: 'sandbox', at: new Date() });
await store.close();
const service = await startChild(root, { FOLIO_SECRET: 'bench-secret-of-at-least-32-bytes' },
  ['build/cli/folio.js', 'serve', '--db', db, '--port', '0', '--rate-limit', '0'], 'stderr', /listening on (http:\/\/\S+)/);

async function post(path: string, body: unknown): Promise<{ id: string; pdf_url: string }> {
  const res = await fetch(`${service.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ id: string; pdf_url: string }>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Opens every link at once while GET /status is asked every 10 ms; returns both sets of times. */
async function openAll(urls: string[]): Promise<{ status: number[]; documents: number[]; wall: number; bytes: number }> {
  const status: number[] = [];
  let rendering = true;
  const probe = (async () => {
    while (rendering) {
      const start = performance.now();
      const res = await fetch(`${service.url}/status`);
      await res.arrayBuffer();
      status.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const start = performance.now();
  let bytes = 0;
  const documents = await Promise.all(urls.map(async (url) => {
    const begun = performance.now();
    const res = await fetch(url);
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
    bytes += body.byteLength;
    return performance.now() - begun;
  }));
  const wall = performance.now() - start;
  rendering = false;
  await probe;
  return { status, documents, wall, bytes };
}

function report(title: string, { status, documents, wall, bytes }: Awaited<ReturnType<typeof openAll>>): void {
  const s = [...status].sort((a, b) => a - b);
  const d = [...documents].sort((a, b) => a - b);
  console.log(`${title}: ${documents.length} PDFs (${(bytes / documents.length / 1024).toFixed(0)} kB each) in ${ms(wall)}`);
  console.log(`  GET /status during it: ${status.length} answers, p50 ${ms(percentile(s, 0.5))}, p99 ${ms(percentile(s, 0.99))}, max ${ms(s[s.length - 1]!)}`);
  console.log(`  time to each PDF: fastest ${ms(d[0]!)}, median ${ms(percentile(d, 0.5))}, slowest ${ms(d[d.length - 1]!)}`);
}

try {
  const customer = await post('/customers', { name: widest.repeat(200), email: 'ap@bench.example', address: { line1: '1 Road', city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' } });
  const lines = Array.from({ length: 250 }, () => ({ description: widest.repeat(500), quantity: 1, unit_price: { amount: 100, currency: 'EUR' } }));
  const urls: string[] = [];
  for (let i = 0; i < count; i += 1) {
    // Each document differs (its notes), so none is answered from another's cache entry.
    urls.push((await post('/invoices', { customer_id: customer.id, lines, notes: `${i} ${widest.repeat(4990)}` })).pdf_url);
  }
  report('first opening', await openAll(urls));
  report('opened again', await openAll(urls));
} finally {
  service.child.kill();
  rmSync(dir, { recursive: true, force: true });
}
