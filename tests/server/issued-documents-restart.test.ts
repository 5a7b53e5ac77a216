// Issued documents across a real restart (D49): `folio serve` as an operator runs it stores a sent
// invoice's documents in the background, and after a payment, a credit note and a stop and start
// of the process every format downloads with the same bytes. SQLite in a file, or PostgreSQL in
// the postgres project.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { issueApiKey } from '../../server/auth/issue-key.js';
import { eInvoiceFormats } from '../../server/domain/documents/index.js';
import { openStore } from '../../server/store/open.js';
import { startChildServer, type ChildServer } from '../helpers/child-server.js';
import { migratedTestSchema, type TestSchema } from '../helpers/postgres.js';
import { eInvoicingSeller } from '../helpers/sellers.js';
import { testEngine } from '../helpers/service.js';

let folder: string;
let schema: TestSchema | undefined;
let server: ChildServer | undefined;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'folio-issued-'));
  schema = testEngine === 'postgres' ? await migratedTestSchema('restart') : undefined;
});
afterEach(async () => {
  await stop();
  await schema?.drop();
  rmSync(folder, { recursive: true, force: true });
});

async function stop(): Promise<void> {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server?.exited;
  server = undefined;
}

test('a sent invoice downloads with the same bytes in every format after a payment, a credit note and a restart of folio serve', async () => {
  const database = schema?.url ?? join(folder, 'sandbox.db');
  const store = await openStore(database, 'sandbox');
  const { key } = await issueApiKey(store, { account: 'archive', environment: 'sandbox', at: new Date() });
  await store.setSellerProfile('archive', eInvoicingSeller);
  await store.close();
  server = await startChildServer(database);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server!.url}${path}`, {
      method, headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, etag: res.headers.get('etag'), bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const json = async (method: string, path: string, body?: unknown) => JSON.parse((await call(method, path, body)).bytes.toString('utf8'));

  const customer = await json('POST', '/customers', {
    name: 'Beispiel AG', email: 'ap@beispiel.example', tax_id: 'DE987654321', e_invoice_format: 'xrechnung-cii', buyer_reference: '04011000-12345-67',
    address: { line1: 'Hauptstraße 5', city: 'München', postal_code: '80331', country: 'DE' }, electronic_address: { scheme: '0204', value: '04011000-12345-67' },
  });
  const invoice = await json('POST', '/invoices', {
    customer_id: customer.id, service_period: { start: '2026-11-01', end: '2026-11-30' },
    lines: [{ description: 'Wartung', quantity: 1, unit_price: { amount: 120_000, currency: 'EUR' }, tax_rate: 19 }],
  });
  expect((await call('POST', `/invoices/${invoice.id}/send`, { delivery: 'none' })).status).toBe(202);

  // The document worker stores the PDF and the customer's format without a download.
  let stored: Array<{ format: string; sha256: string }> = [];
  for (let waited = 0; stored.length < 2 && waited < 20_000; waited += 100) {
    stored = (await json('GET', `/invoices/${invoice.id}`)).documents;
    if (stored.length < 2) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(stored.map((document) => document.format)).toEqual(['pdf', 'xrechnung-cii']);

  const paths = [`/invoices/${invoice.id}/pdf`, ...eInvoiceFormats.map((format) => `/invoices/${invoice.id}/e-invoice?format=${format}`)];
  const download = async () => {
    const answers: Record<string, { status: number; etag: string | null; bytes: Buffer }> = {};
    for (const path of paths) answers[path] = await call('GET', path);
    return answers;
  };
  const before = await download();
  for (const answer of Object.values(before)) expect(answer.status).toBe(200);
  expect(before[`/invoices/${invoice.id}/e-invoice?format=xrechnung-cii`]!.etag).toBe(`"${stored[1]!.sha256}"`);

  expect((await call('POST', `/invoices/${invoice.id}/payments`, { amount: { amount: 50_000, currency: 'EUR' }, method: 'bank_transfer' })).status).toBe(201);
  expect((await call('POST', `/invoices/${invoice.id}/credit_notes`, { reason: 'other', lines: [{ description: 'Nachlass', quantity: 1, unit_price: { amount: 10_000, currency: 'EUR' }, tax_rate: 19 }] })).status).toBe(201);
  expect(await download()).toEqual(before);

  await stop();
  server = await startChildServer(database);
  expect(await download()).toEqual(before);
}, 120_000);
