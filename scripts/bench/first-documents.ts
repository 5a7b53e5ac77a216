// Measures a new server's first documents (`npm run bench:first-documents`, R207): starts the
// compiled `folio serve` on a new SQLite file with the demo seller, creates an invoice for an
// XRechnung customer, downloads the draft's PDF (the render thread's first task), sends the
// invoice (the customer's format's rules run on the request thread) and downloads its first
// e-invoice, while asking GET /status every 5 ms. Prints, per server, the first PDF's time, the
// send's, the first e-invoice's, and the slowest /status answer meanwhile (a request thread that
// loads a library holds them all) with how many were answered. `--servers=N` (3) sets how many new servers.
// A measurement, never a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { issueApiKey } from '../../server/auth/issue-key.js';
import { demoSeller } from '../../server/demo.js';
import { openSqliteStore } from '../../server/store/sqlite/sqlite.js';
import { startChild } from './child.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const servers = Number(process.argv.find((a) => a.startsWith('--servers='))?.split('=')[1] ?? 3);

/** The time `request` takes, with its response's status and body read. */
async function timed(request: Promise<Response>): Promise<{ ms: number; status: number; text: string }> {
  const start = performance.now();
  const res = await request;
  const text = await res.text();
  return { ms: performance.now() - start, status: res.status, text };
}

async function measureOne(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'folio-bench-first-'));
  const db = join(dir, 'bench.db');
  const store = openSqliteStore(db, 'sandbox');
  const { key } = await issueApiKey(store, { account: 'bench', environment: 'sandbox', at: new Date() });
  await store.setSellerProfile('bench', demoSeller);
  await store.close();
  const service = await startChild(root, { FOLIO_SECRET: 'bench-secret-of-at-least-32-bytes' },
    ['build/cli/folio.js', 'serve', '--db', db, '--port', '0', '--rate-limit', '0'], 'stderr', /listening on (http:\/\/\S+)/);
  try {
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const call = (method: string, path: string, body?: unknown) => fetch(`${service.url}${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    const json = async (path: string, body: unknown) => {
      const answer = await timed(call('POST', path, body));
      if (answer.status !== 201) throw new Error(`POST ${path}: ${answer.status} ${answer.text}`);
      return JSON.parse(answer.text) as { id: string };
    };
    const customer = await json('/customers', {
      name: 'Nordstern Maschinenbau GmbH', email: 'buchhaltung@nordstern-maschinenbau.example', tax_id: 'DE314159262',
      address: { line1: 'Königstraße 28', city: 'Stuttgart', postal_code: '70173', country: 'DE' },
      buyer_reference: '08111000-4711-27', electronic_address: { scheme: '9930', value: 'DE314159262' }, e_invoice_format: 'xrechnung-ubl',
    });
    const invoice = await json('/invoices', {
      customer_id: customer.id, lines: [{ description: 'Wartung', quantity: 1, unit_price: { amount: 120_000, currency: 'EUR' }, tax_rate: 19 }],
    });
    let measuring = true;
    const status: number[] = [];
    const pinger = (async () => {
      while (measuring) {
        status.push((await timed(call('GET', '/status'))).ms);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const pdf = await timed(call('GET', `/invoices/${invoice.id}/pdf`));
    const send = await timed(call('POST', `/invoices/${invoice.id}/send`, { delivery: 'none' }));
    const eInvoice = await timed(call('GET', `/invoices/${invoice.id}/e-invoice?format=xrechnung-ubl`));
    measuring = false;
    await pinger;
    if (pdf.status !== 200 || send.status !== 202 || eInvoice.status !== 200) throw new Error(`answers ${pdf.status}, ${send.status}, ${eInvoice.status}`);
    const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(9);
    return [ms(pdf.ms), ms(send.ms), ms(eInvoice.ms).padStart(15), ms(Math.max(...status)).padStart(15), String(status.length).padStart(9)].join(' ');
  } finally {
    service.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(['first PDF', 'send', 'first XRechnung', 'slowest /status', 'answered'].map((h) => h.padStart(9)).join(' '));
for (let i = 0; i < servers; i += 1) console.log(await measureOne());
