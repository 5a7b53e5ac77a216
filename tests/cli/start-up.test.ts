// What `folio` loads before a command's action runs (R190): parsing the options of any command
// loads commander, the settings table and the command files, never the site generator's
// Markdown, the contract's YAML or its validator, which the commands import inside their
// actions. The tests start `folio` hundreds of times, and a user's shell at every command.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { issueApiKey } from '../../server/auth/issue-key.js';
import { openStore } from '../../server/store/open.js';
import { startChildServer, type ChildServer } from '../helpers/child-server.js';
import { eInvoicingSeller } from '../helpers/sellers.js';
import { runFolio } from '../helpers/run-folio.js';

/** A module registering a loader hook that appends each module's URL to the file in FOLIO_LOADED_LOG. */
const HOOKS = `
import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(process.env.FOLIO_LOADED_LOG, url + '\\n');
  return next(url, context);
}`;
const REGISTER = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(HOOKS)}`)});`;

/** The modules that `folio ARGS` loaded from files, each as its path below the repository or node_modules. */
async function loadedBy(args: string[]): Promise<{ status: number | null; modules: string[] }> {
  const log = join(mkdtempSync(join(tmpdir(), 'folio-start-up-')), 'loaded.txt');
  const run = await runFolio(args, { env: { NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(REGISTER)}`, FOLIO_LOADED_LOG: log } });
  const modules = readFileSync(log, 'utf8').split('\n').filter((url) => url.startsWith('file:'))
    .map((url) => url.replace(/^.*\/node_modules\//, 'node_modules/').replace(/^.*\/(cli|server|sitegen|lib|agents|reference|client|generated)\//, '$1/'));
  return { status: run.status, modules };
}

/** What no command's options need: the site generator beyond its base URL and paths, and the packages of Markdown, YAML, JSON Schema and HTTP. */
const HEAVY = /^(sitegen\/(?!base-url|paths)|node_modules\/(yaml|ajv\/|micromark|mdast-|remark-|unified|express|pdfkit|better-sqlite3|pg)\b)/;

test.each([
  ['serve', ['serve', '--poll-interval', 'soon']],
  ['keys', ['keys', 'create', '--account', ' ']],
  ['build', ['build', '--base-url', 'nowhere']],
  ['agent-install', ['agent-install', '--agents', 'nobody']],
  ['help', ['--help']],
])('%s: a refused option loads none of the heavy modules', async (_name, args) => {
  const { status, modules } = await loadedBy(args);
  expect(status === 0 || status === 2).toBe(true);
  // The log is real: it saw the command line's own files.
  expect(modules).toEqual(expect.arrayContaining(['cli/base-program.js', 'node_modules/commander/index.js']));
  expect(modules.filter((module) => HEAVY.test(module))).toEqual([]);
}, 30_000);

/** Writes the CommonJS modules the process's main thread loaded to the file in FOLIO_LOADED_LOG as it exits (not a worker's). */
const CJS_LOG = `if (require('node:worker_threads').isMainThread) process.on('exit', () => require('node:fs').writeFileSync(process.env.FOLIO_LOADED_LOG, Object.keys(require.cache).join('\\n')));`;

let running: ChildServer | undefined;
afterEach(async () => {
  if (running && running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGTERM');
  await running?.exited;
  running = undefined;
});

/**
 * `folio serve` on a new SQLite file holding an account with a key (and the seller profile, when
 * given), with the main thread's CommonJS modules logged as it exits.
 */
async function loggedServer(seller?: typeof eInvoicingSeller): Promise<{ server: ChildServer; key: string; modules: () => Promise<string[]> }> {
  const folder = mkdtempSync(join(tmpdir(), 'folio-start-up-'));
  const store = await openStore(join(folder, 'sandbox.db'), 'sandbox');
  const { key } = await issueApiKey(store, { account: 'start-up', environment: 'sandbox', at: new Date() });
  if (seller) await store.setSellerProfile('start-up', seller);
  await store.close();
  const preload = join(folder, 'log-modules.cjs');
  writeFileSync(preload, CJS_LOG);
  const log = join(folder, 'loaded.txt');
  const server = await startChildServer(join(folder, 'sandbox.db'), {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require=${preload}`, FOLIO_LOADED_LOG: log,
  });
  running = server;
  const modules = async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    return readFileSync(log, 'utf8').split('\n').map((file) => file.replace(/^.*\/node_modules\//, 'node_modules/'));
  };
  return { server, key, modules };
}

test('serve: a running server has not loaded the YAML reader, the $ref bundler, the multipart reader nor the OpenAPI 3.0 Ajv (R205)', async () => {
  const { server, key, modules } = await loggedServer();
  // A request the contract's validator refuses: the validator has read the contract and run.
  const res = await fetch(`${server.url}/invoices?limit=many`, { headers: { Authorization: `Bearer ${key}` } });
  expect({ status: res.status, param: ((await res.json()) as { error: { param?: string } }).error.param }).toEqual({ status: 400, param: 'limit' });
  const loaded = await modules();
  // The log is real: it saw the validator and Express.
  expect(loaded).toEqual(expect.arrayContaining(['node_modules/express-openapi-validator/dist/index.js', 'node_modules/express/index.js']));
  expect(loaded.filter((file) => /^node_modules\/(yaml|@apidevtools\/json-schema-ref-parser|multer|ajv-draft-04)\//.test(file))).toEqual([]);
}, 30_000);

test('serve: the request thread never loads the e-invoice library, through a send to an XRechnung customer and an e-invoice download (R207)', async () => {
  const { server, key, modules } = await loggedServer(eInvoicingSeller);
  const call = async (method: string, path: string, body?: unknown) => fetch(`${server.url}${path}`, {
    method, headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const customer = await (await call('POST', '/customers', {
    name: 'Beispiel AG', email: 'ap@beispiel.example', tax_id: 'DE987654321', e_invoice_format: 'xrechnung-ubl', buyer_reference: '04011000-12345-67',
    address: { line1: 'Hauptstraße 5', city: 'München', postal_code: '80331', country: 'DE' }, electronic_address: { scheme: '0204', value: '04011000-12345-67' },
  })).json() as { id: string };
  const invoice = await (await call('POST', '/invoices', {
    customer_id: customer.id, lines: [{ description: 'Wartung', quantity: 1, unit_price: { amount: 120_000, currency: 'EUR' }, tax_rate: 19 }],
  })).json() as { id: string };
  // send checks the customer's format's rules (the electronic address's scheme among them) on the request thread.
  expect((await call('POST', `/invoices/${invoice.id}/send`, { delivery: 'none' })).status).toBe(202);
  const download = await call('GET', `/invoices/${invoice.id}/e-invoice?format=xrechnung-ubl`);
  expect(download.status).toBe(200);
  expect(await download.text()).toContain('<cbc:EndpointID schemeID="0204">04011000-12345-67</cbc:EndpointID>');
  const loaded = await modules();
  expect(loaded).toEqual(expect.arrayContaining(['node_modules/express/index.js']));
  expect(loaded.filter((file) => file.startsWith('node_modules/@e-invoice-eu/'))).toEqual([]);
}, 60_000);
