// @folio/client as a consumer gets it: the package packed by `npm pack`, installed from the
// tarball into an empty project made by `npm init -y` (offline, from the npm cache), a strict
// TypeScript consumer type-checked against it, and consumer scripts that call a live service
// through `import` and `require`. Shared by `npm run release:check` and tests/client.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { buildClient, clientFolder } from '../build/build-client.js';
import { startLocalRegistry } from './local-registry.js';

export interface PackedClient {
  tarball: string;
  /** The tarball's size and the size of the files in it, as `npm pack` reports them. */
  packedBytes: number;
  unpackedBytes: number;
  /** The paths in the tarball, sorted. */
  files: string[];
}

/**
 * Copies client/ (without dist/ and node_modules/) into `workdir`, builds it there and packs
 * it with `npm pack`, so the package's `files` decide what ships; client/dist is not touched.
 */
export async function packClient(workdir: string): Promise<PackedClient> {
  const stage = join(workdir, 'package');
  cpSync(clientFolder, stage, { recursive: true, filter: (source) => !/[/\\](dist|node_modules)$/.test(source) });
  buildClient(join(stage, 'dist'));
  const output = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', workdir], { cwd: stage, encoding: 'utf8' });
  const [info] = JSON.parse(output) as { filename: string; size: number; unpackedSize: number; files: { path: string }[] }[];
  return {
    tarball: join(workdir, info!.filename),
    packedBytes: info!.size,
    unpackedBytes: info!.unpackedSize,
    files: info!.files.map((file) => file.path).sort(),
  };
}

export interface InstalledPackage {
  name: string;
  version: string;
  /** The size of its files, its own node_modules/ excluded. */
  bytes: number;
}

export interface Installation {
  project: string;
  /** How long `npm install` of the tarball took. */
  milliseconds: number;
  /** Every package under node_modules/, nested ones included. */
  packages: InstalledPackage[];
  /** The size of all of them. */
  bytes: number;
}

/**
 * Makes `project` with `npm init -y` (a CommonJS project) and installs the tarball into it,
 * with an empty npm cache of its own, from `registry` (local-registry.ts): no network.
 */
export async function installIntoEmptyProject(tarball: string, project: string, registry: string): Promise<Installation> {
  mkdirSync(project, { recursive: true });
  const run = promisify(execFile);
  await run('npm', ['init', '-y'], { cwd: project });
  const options = ['--registry', registry, '--cache', join(project, '.npm-cache'), '--no-audit', '--no-fund', '--no-update-notifier'];
  const started = performance.now();
  await run('npm', ['install', ...options, tarball], { cwd: project });
  const milliseconds = performance.now() - started;
  const packages = installedPackages(join(project, 'node_modules'));
  return { project, milliseconds, packages, bytes: packages.reduce((total, p) => total + p.bytes, 0) };
}

export interface InstalledClient {
  /** The temporary folder that holds the tarball and the project. */
  workdir: string;
  packed: PackedClient;
  installation: Installation;
  /** Deletes the temporary folder. */
  remove(): void;
}

/** Packs the client and installs the tarball into a new empty project in a temporary folder. */
export async function packAndInstall(): Promise<InstalledClient> {
  const workdir = realpathSync(mkdtempSync(join(tmpdir(), 'folio-client-package-')));
  const packed = await packClient(workdir);
  const registry = await startLocalRegistry(workdir);
  try {
    const installation = await installIntoEmptyProject(packed.tarball, join(workdir, 'consumer'), registry.url);
    return { workdir, packed, installation, remove: () => rmSync(workdir, { recursive: true, force: true }) };
  } finally {
    await registry.close();
  }
}

/**
 * What @folio/client's own code may weigh installed: everything but the contract's generated
 * types (dist/generated/), which grow with the contract. A stray file (sources, maps) breaks it.
 */
export const clientCodeBudgetBytes = 96_000;

/** The installed size of @folio/client without the contract's generated types. */
export function clientCodeBytes(installation: Installation): number {
  const own = installation.packages.find((p) => p.name === '@folio/client')!;
  return own.bytes - folderBytes(join(installation.project, 'node_modules', '@folio', 'client', 'dist', 'generated'));
}

function installedPackages(nodeModules: string): InstalledPackage[] {
  const found: InstalledPackage[] = [];
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith('.')) continue;
    const folders = entry.startsWith('@') ? readdirSync(join(nodeModules, entry)).map((name) => join(entry, name)) : [entry];
    for (const folder of folders) {
      const dir = join(nodeModules, folder);
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; version: string };
      found.push({ name: pkg.name, version: pkg.version, bytes: folderBytes(dir) });
      if (existsSync(join(dir, 'node_modules'))) found.push(...installedPackages(join(dir, 'node_modules')));
    }
  }
  return found;
}

function folderBytes(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    bytes += entry.isDirectory() ? folderBytes(path) : statSync(path).size;
  }
  return bytes;
}

/**
 * A consumer's strict TypeScript, with no Node globals: a create and a send, a list, a verified
 * webhook call narrowed on its type (D43), and the mistakes the compiler must refuse (an
 * `@ts-expect-error` that stops failing is reported).
 */
export const typedConsumer = `import { createInvoicingClient, isTransportFailure, verifyWebhook, type Invoice, type InvoicingClient, type WebhookEvent } from '@folio/client';

export function connect(apiKey: string, baseUrl: string): InvoicingClient {
  return createInvoicingClient({ apiKey, environment: 'sandbox', baseUrl, maxRetries: 1 });
}

export async function billAndSend(client: InvoicingClient, customerId: string): Promise<Invoice | string> {
  const created = await client.POST('/invoices', {
    body: { customer_id: customerId, lines: [{ description: 'Consulting', quantity: 2, unit_price: { amount: 1999, currency: 'EUR' } }] },
  });
  if (created.error) return isTransportFailure(created.error) ? created.error.transport.reason : created.error.error.type;
  const sent = await client.POST('/invoices/{invoice_id}/send', { params: { path: { invoice_id: created.data.id } } });
  if (sent.error) return sent.error.error.message;
  return sent.data;
}

export async function openInvoiceIds(client: InvoicingClient): Promise<string[]> {
  const ids: string[] = [];
  for await (const invoice of client.listAll('/invoices', { status: 'open' })) ids.push(invoice.id);
  return ids;
}

export async function mistakes(client: InvoicingClient): Promise<void> {
  // @ts-expect-error: the contract has no path /invoice
  await client.GET('/invoice');
  await client.POST('/customers', {
    body: {
      name: 'Ada', email: 'ada@example.com', address: { line1: '1 Rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' },
      // @ts-expect-error: nickname is not a field of a new customer
      nickname: 'ada',
    },
  });
  // @ts-expect-error: staging is not an environment of the contract
  createInvoicingClient({ apiKey: 'sk_test_x', environment: 'staging' });
}

export async function paidInvoice(request: Request, secret: string): Promise<Invoice | undefined> {
  const event: WebhookEvent = await verifyWebhook({ payload: await request.text(), headers: request.headers, secret });
  // @ts-expect-error: before narrowing on type, data.object may be a customer or a credit note
  const unnarrowed: Invoice = event.data.object;
  if (event.type === 'invoice.paid') {
    const invoice: Invoice = event.data.object;
    // @ts-expect-error: an invoice.paid event carries an invoice, and reason is a credit note's field
    void event.data.object.reason;
    return invoice;
  }
  if (event.type === 'customer.created') {
    // @ts-expect-error: a customer.created event carries a customer, not an invoice
    const customerAsInvoice: Invoice = event.data.object;
    return customerAsInvoice;
  }
  if (event.type === 'credit_note.created') {
    // @ts-expect-error: a credit note is not an invoice either
    const noteAsInvoice: Invoice = event.data.object;
    return noteAsInvoice;
  }
  // @ts-expect-error: invoice.refunded is not an event type of the contract
  if (event.type === 'invoice.refunded') return unnarrowed;
  return undefined;
}
`;

/** How the consumer resolves the package: Node's ESM or CommonJS rules, or a bundler's. */
export type Resolution = 'nodenext-import' | 'nodenext-require' | 'bundler';

/**
 * Type-checks `source` (`typedConsumer` by default) in `project` strictly, without
 * @types/node (lib: ES2022 and the DOM) and with the package's own declarations checked
 * too; returns the diagnostics as text, empty when there are none. TypeScript's own lib files
 * are not checked (skipDefaultLibCheck): they are TypeScript's, not the package's, and checking
 * them took most of each check (R215).
 */
export function typeCheckConsumer(project: string, resolution: Resolution, source = typedConsumer): string {
  const file = join(project, resolution === 'nodenext-require' ? 'consumer.cts' : 'consumer.mts');
  writeFileSync(file, source);
  const node = resolution !== 'bundler';
  const program = ts.createProgram([file], {
    module: node ? ts.ModuleKind.NodeNext : ts.ModuleKind.ESNext,
    moduleResolution: node ? ts.ModuleResolutionKind.NodeNext : ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    strict: true,
    skipLibCheck: false,
    skipDefaultLibCheck: true,
    noEmit: true,
  });
  const host = { getCanonicalFileName: (f: string) => f, getCurrentDirectory: () => project, getNewLine: () => '\n' };
  return ts.formatDiagnostics(ts.getPreEmitDiagnostics(program), host);
}

/** The calls the consumer scripts make: a customer, an invoice, its sending, and sending it again (409). */
const callFlow = `
  const client = createInvoicingClient({ apiKey: process.env.FOLIO_API_KEY, environment: 'sandbox', baseUrl: process.env.FOLIO_BASE_URL });
  const customer = await client.POST('/customers', {
    body: { name: 'Ada Lovelace', email: 'ada@example.com', address: { line1: '1 Rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' } },
  });
  const invoice = await client.POST('/invoices', {
    body: { customer_id: customer.data.id, lines: [{ description: 'Consulting', quantity: 2, unit_price: { amount: 1999, currency: 'EUR' } }] },
  });
  const path = { params: { path: { invoice_id: invoice.data.id } } };
  const sent = await client.POST('/invoices/{invoice_id}/send', path);
  const again = await client.POST('/invoices/{invoice_id}/send', path);
  console.log(JSON.stringify({
    created: [invoice.response.status, invoice.data.status],
    sent: [sent.response.status, sent.data?.status],
    sentAgain: [again.response.status, again.error?.error.type],
  }));
`;

/** Consumer scripts that load the package with `import` and with `require`. */
export const consumerScripts = {
  import: { file: 'call-with-import.mjs', text: `import { createInvoicingClient } from '@folio/client';\n\nawait (async () => {${callFlow}})();\n` },
  require: { file: 'call-with-require.cjs', text: `const { createInvoicingClient } = require('@folio/client');\n\n(async () => {${callFlow}})();\n` },
} as const;

/** What a consumer script printed: the status of each call (and what the service said). */
export interface CallOutcome {
  created: [number, string];
  sent: [number, string];
  sentAgain: [number, string];
}

/** Runs a consumer script in `project` against the service at `baseUrl`. */
export async function runConsumerScript(project: string, way: keyof typeof consumerScripts, baseUrl: string, apiKey: string): Promise<CallOutcome> {
  const { file, text } = consumerScripts[way];
  writeFileSync(join(project, file), text);
  const env = { ...process.env, NODE_OPTIONS: '', FOLIO_BASE_URL: baseUrl, FOLIO_API_KEY: apiKey };
  const { stdout } = await promisify(execFile)(process.execPath, [file], { cwd: project, env, encoding: 'utf8' });
  return JSON.parse(stdout) as CallOutcome;
}
