// The packed @folio/client runs unchanged in a browser: Chromium loads it from the installed
// project through an import map, as a page would from a CDN, and calls a local API on
// another origin that allows the page's (CORS), without any Node global.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { packAndInstall, type InstalledClient } from '../../scripts/release/packed-client.js';
import { closedPort } from './helpers/scripted-server.js';

let installed: InstalledClient;
let browser: Browser;
let site: Server;
let api: Server;
let siteOrigin: string;
let apiUrl: string;
const seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The file a package's exports map gives `import`, as a path under node_modules/. */
async function importTarget(project: string, name: string): Promise<string> {
  const pkg = JSON.parse(await readFile(join(project, 'node_modules', name, 'package.json'), 'utf8')) as {
    exports: { '.': { import: string | { default: string } } };
  };
  const target = pkg.exports['.'].import;
  return `/node_modules/${name}/${(typeof target === 'string' ? target : target.default).replace(/^\.\//, '')}`;
}

beforeAll(async () => {
  installed = await packAndInstall();
  const project = installed.installation.project;
  const imports = {
    '@folio/client': await importTarget(project, '@folio/client'),
    'openapi-fetch': await importTarget(project, 'openapi-fetch'),
  };
  const page = `<!doctype html><title>consumer</title><script type="importmap">${JSON.stringify({ imports })}</script>`;
  site = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname));
    if (path === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end(page);
      return;
    }
    if (!path.startsWith('/node_modules/')) {
      response.writeHead(404).end();
      return;
    }
    readFile(join(project, path)).then(
      (body) => response.writeHead(200, { 'Content-Type': path.endsWith('.json') ? 'application/json' : 'text/javascript' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  siteOrigin = await listen(site);
  // The API allows the site's origin, as the service behind a CORS gateway would.
  api = createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    const cors = { 'Access-Control-Allow-Origin': siteOrigin };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET, POST', 'Access-Control-Allow-Headers': 'authorization, content-type, idempotency-key' }).end();
      return;
    }
    response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'ok', version: '2.0.0' }));
  });
  apiUrl = `${await listen(api)}/v2`;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
  await new Promise((resolve) => api?.close(resolve));
  installed?.remove();
});

/** Runs `call` in a fresh page of the site, with `client` made from the package the page imported, calling `baseUrl`. */
async function inPage<T>(call: string, baseUrl: string): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${siteOrigin}/`);
    return (await page.evaluate(`(async () => {
      if (typeof process !== 'undefined') throw new Error('the page has a process global');
      const { createInvoicingClient } = await import('@folio/client');
      const client = createInvoicingClient({ apiKey: 'sk_test_browser', environment: 'sandbox', baseUrl: ${JSON.stringify(baseUrl)}, maxRetries: 0 });
      ${call}
    })()`)) as T;
  } finally {
    await context.close();
  }
}

test('a page imports the packed client and calls an API on another origin that allows it', async () => {
  const result = await inPage<{ status: number; data: unknown }>(
    "const { data, response } = await client.GET('/status'); return { status: response.status, data };",
    apiUrl,
  );
  expect(result).toEqual({ status: 200, data: { status: 'ok', version: '2.0.0' } });
  const call = seen.find((request) => request.method === 'GET' && request.url === '/v2/status')!;
  expect(call.headers.authorization).toBe('Bearer sk_test_browser');
  expect(call.headers['user-agent']).not.toMatch(/folio-client/);
}, 60_000);

test('in the page, an unreachable API is an error result, not a rejected promise', async () => {
  const result = await inPage<{ status: number; type: string; reason: string }>(
    "const { error, response } = await client.GET('/status'); return { status: response.status, type: error.error.type, reason: error.transport.reason };",
    `http://127.0.0.1:${await closedPort()}/v2`,
  );
  expect(result).toEqual({ status: 503, type: 'api_error', reason: 'network' });
}, 60_000);
