// The operation page as a reader uses it (D46): the Try it panel of createInvoice against the
// sandbox of a real `folio serve --demo --site` (the test key it prints, the demo customer the
// panel prefills, the site on its own origin, CORS for it), a live key refused before any
// request, the page readable with JavaScript off, nothing cut off at 360 px, no layout shift,
// and D28's budgets; and beside production, no sandbox for the panels and no CORS header.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { serveSiteFolder, type ServedSite } from '../../scripts/measure/served-site.js';
import { sharedSite } from '../helpers/shared-site.js';
import { folioArgs } from '../helpers/run-folio.js';

const OPERATION = '/reference/invoicing/createInvoice/';

let built: ServedSite;
let folder: string;
let child: ChildProcess;
let sandbox: { api: string; site: string; key: string; customer: string };

/** `folio serve ARGS --site DIST` on free ports, and the values it prints once both listen. */
async function serveWithSite(args: string[]): Promise<{ child: ChildProcess; api: string; printed: (label: string) => string | undefined }> {
  const started = spawn(process.execPath, folioArgs(['serve', ...args, '--port', '0', '--site', built.dist, '--site-port', '0', '--rate-limit', '0']), { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  const printed = (label: string) => new RegExp(`${label}\\s*(\\S+)`).exec(stderr)?.[1];
  await new Promise<void>((resolve, reject) => {
    started.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (printed('Reference site:')) resolve();
    });
    started.once('exit', () => reject(new Error(`folio serve exited: ${stderr}`)));
  });
  return { child: started, api: /listening on (\S+)/.exec(stderr)![1]!, printed };
}

async function stop(running: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

beforeAll(async () => {
  built = await serveSiteFolder(await sharedSite());
  folder = await mkdtemp(path.join(os.tmpdir(), 'folio-try-it-'));
  const started = await serveWithSite(['--demo', '--db', path.join(folder, 'sandbox.db')]);
  child = started.child;
  const [api, key, customer] = ['FOLIO_BASE_URL', 'FOLIO_API_KEY', 'FOLIO_CUSTOMER_ID'].map((name) => started.printed(`export ${name}=`));
  const site = started.printed('Reference site:');
  sandbox = { api: api!, key: key!, customer: customer!, site: site!.replace(/\/$/, '') };
}, 90_000);

afterAll(async () => {
  await stop(child);
  await built.close();
  await rm(folder, { recursive: true, force: true });
}, 60_000);

async function open(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await built.browser.newContext(options);
  return context.newPage();
}

test('sends createInvoice as prefilled, naming the demo customer, from its Try it panel to the sandbox beside the site and shows the 201 and the invoice', async () => {
  const page = await open();
  await page.goto(`${sandbox.site}${OPERATION}`);
  const base = page.locator('#try-base');
  await page.waitForFunction((customer) => (document.getElementById('try-body') as HTMLTextAreaElement).value.includes(customer), sandbox.customer);
  expect(await base.inputValue()).toBe(sandbox.api);
  expect(await page.locator('#try-header-Idempotency-Key').inputValue()).toMatch(/^[0-9a-f]{32}$/);
  expect(JSON.parse(await page.locator('#try-body').inputValue())).toMatchObject({ customer_id: sandbox.customer, lines: expect.any(Array) });
  await page.fill('#try-key', sandbox.key);
  await page.click('.try-it button[type=submit]');
  const status = page.locator('.try-status strong');
  await status.waitFor();
  expect(await status.textContent()).toBe('201 Created');
  const answer = JSON.parse((await page.locator('.try-result pre[aria-label="Response body"]').textContent())!);
  expect(answer).toMatchObject({ id: expect.stringMatching(/^inv_/), status: 'draft', customer_id: sandbox.customer });
  expect(await page.locator('.try-result pre[aria-label="Response headers"]').textContent()).toMatch(/^content-type: application\/json/m);
  const listed = await (await fetch(`${sandbox.api}/invoices`, { headers: { Authorization: `Bearer ${sandbox.key}` } })).json() as { data: Array<{ id: string }> };
  expect(listed.data.map((i) => i.id)).toContain(answer.id);
  expect(await page.evaluate(() => [sessionStorage.getItem('try-it-key'), localStorage.length])).toEqual([sandbox.key, 0]);
});

test("prefills getCustomer's path with the sandbox's demo customer, and the contract's example once the reader picks another API", async () => {
  const page = await open();
  await page.goto(`${sandbox.site}/reference/invoicing/getCustomer/`);
  const path = page.locator('#try-path-customer_id');
  await page.waitForFunction((customer) => (document.getElementById('try-path-customer_id') as HTMLInputElement).value === customer, sandbox.customer);
  await page.fill('#try-key', sandbox.key);
  await page.click('.try-it button[type=submit]');
  await page.locator('.try-status strong').waitFor();
  expect(await page.locator('.try-status strong').textContent()).toBe('200 OK');
  await page.fill('#try-base', 'https://sandbox.folio.example/v2');
  await page.locator('#try-base').dispatchEvent('change');
  await page.reload();
  await page.waitForFunction(() => !(document.querySelector('.try-it button[type=submit]') as HTMLButtonElement).disabled);
  await page.waitForLoadState('networkidle');
  expect(await path.inputValue()).toMatch(/^cus_/);
  expect(await path.inputValue()).not.toBe(sandbox.customer);
});

test('refuses a live key before any request leaves the page', async () => {
  const page = await open();
  const sent: string[] = [];
  page.on('request', (request) => { if (request.url().startsWith(sandbox.api)) sent.push(request.url()); });
  await page.goto(`${sandbox.site}${OPERATION}`);
  await page.waitForFunction((api) => (document.getElementById('try-base') as HTMLInputElement).value === api, sandbox.api);
  await page.fill('#try-key', 'sk_live_4eC39HqLyjWDarjtT1zdp7dc');
  await page.click('.try-it button[type=submit]');
  expect(await page.locator('.try-problem').textContent()).toContain('live key');
  expect(sent).toEqual([]);
});

test('reads with JavaScript off: fields, folded nested fields, samples and examples, and no Try it panel', async () => {
  const page = await open({ javaScriptEnabled: false });
  await page.goto(`${sandbox.site}${OPERATION}`);
  expect(await page.locator('section[aria-labelledby=request-body] .field-name', { hasText: /^customer_id$/ }).isVisible()).toBe(true);
  const nested = page.locator('section[aria-labelledby=request-body] .field-name', { hasText: /^lines\[\]\.quantity$/ });
  expect(await nested.isVisible()).toBe(false);
  await page.locator('section[aria-labelledby=request-body] .field-children > summary').first().click();
  expect(await nested.isVisible()).toBe(true);
  expect(await page.locator('pre[data-label="curl sample"]').isVisible()).toBe(true);
  await page.locator('label.tab-label', { hasText: '201 response' }).click();
  expect(await page.locator('pre[data-label="201 response"]').isVisible()).toBe(true);
  expect(await page.locator('.try-it').isVisible()).toBe(false);
});

test('shows the panel from the first paint, and lets nothing be sent until its script has run', async () => {
  const page = await open();
  await page.route('**/assets/try-it.js', (route) => route.abort());
  await page.goto(`${built.url}${OPERATION}`, { waitUntil: 'load' });
  expect(await page.locator('.try-it').isVisible()).toBe(true);
  expect(await page.locator('.try-it button[type=submit]').isDisabled()).toBe(true);
});

test('puts the samples beside the fields from 1,100 px, and one column below', async () => {
  for (const [width, beside] of [[1280, true], [1100, true], [1099, false], [360, false]] as const) {
    const page = await open({ viewport: { width, height: 900 } });
    await page.goto(`${sandbox.site}${OPERATION}`);
    const [main, aside] = await Promise.all(['.operation-main', '.operation-aside'].map((s) => page.locator(s).boundingBox()));
    expect({ width, beside: aside!.x >= main!.x + main!.width && aside!.y < main!.y + 200 }).toEqual({ width, beside });
    await page.close();
  }
});

test('cuts off no code block, field list or table of an operation page at 360 px', async () => {
  const page = await open({ viewport: { width: 360, height: 740 } });
  const wide: string[] = [];
  for (const at of [OPERATION, '/reference/invoicing/listInvoices/', '/reference/invoicing/schemas/Invoice/', '/reference/invoicing/webhooks/invoice.paid/']) {
    await page.goto(`${sandbox.site}${at}`);
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
    const found = await page.evaluate(() => [
      ...(document.documentElement.scrollWidth > 360 ? [`the page is ${document.documentElement.scrollWidth}px wide`] : []),
      ...Array.from(document.querySelectorAll('pre, .table-wrap, .fields, .try-it textarea')).flatMap((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > 360) ? [`${el.tagName.toLowerCase()}.${el.className} spans ${Math.round(box.left)}-${Math.round(box.right)}px`] : [];
      }),
    ]);
    wide.push(...found.map((f) => `${at}: ${f}`));
  }
  expect(wide).toEqual([]);
});

test('shifts no layout while the operation page loads and its Try it script runs, at 360 and 1,280 px', async () => {
  for (const width of [360, 1280]) {
    const page = await open({ viewport: { width, height: width === 360 ? 740 : 900 } });
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number };
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${sandbox.site}${OPERATION}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => !(document.querySelector('.try-it button[type=submit]') as HTMLButtonElement).disabled);
    const shift = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { shift: number }).shift)))));
    expect({ width, below: shift < 0.02, shift }).toEqual({ width, below: true, shift });
    await page.close();
  }
});

test('keeps the operation page within 30 kB of JavaScript and 20 kB of CSS gzipped, and loads the Try it script there only', async () => {
  const loaded = async (at: string) => {
    const page = await open();
    const bodies: Record<string, Buffer[]> = { script: [], stylesheet: [] };
    const scripts: string[] = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type === 'script') scripts.push(new URL(response.url()).pathname);
      if (type in bodies) bodies[type]!.push(await response.body());
    });
    await page.goto(`${sandbox.site}${at}`, { waitUntil: 'networkidle' });
    const inline = Buffer.from(await page.$$eval('script:not([src])', (s) => s.map((e) => e.textContent ?? '').join('')));
    const gz = (list: Buffer[]) => gzipSync(Buffer.concat(list), { level: 9 }).length;
    return { js: gz([...bodies.script!, inline]), css: gz(bodies.stylesheet!), scripts: scripts.sort() };
  };
  const operation = await loaded(OPERATION);
  expect(operation.scripts).toEqual(['/assets/site.js', '/assets/try-it.js']);
  expect(operation.js).toBeLessThanOrEqual(30_000);
  expect(operation.css).toBeLessThanOrEqual(20_000);
  expect((await loaded('/docs/customers/')).scripts).toEqual(['/assets/site.js']);
  expect((await loaded('/reference/site/getLlmsTxt/')).scripts).toEqual(['/assets/site.js']);
  expect((await loaded('/reference/invoicing/schemas/Invoice/')).scripts).toEqual(['/assets/site.js']);
});

test('names no sandbox beside production, whose API answers the site with no CORS header', async () => {
  const production = await serveWithSite(['--env', 'production', '--db', path.join(folder, 'production.db')]);
  try {
    const site = production.printed('Reference site:')!.replace(/\/$/, '');
    expect(await (await fetch(`${site}/sandbox.json`)).json()).toEqual({ baseUrl: null });
    const preflight = await fetch(`${production.api}/invoices`, { method: 'OPTIONS', headers: { Origin: site, 'Access-Control-Request-Method': 'POST' } });
    const read = await fetch(`${production.api}/invoices`, { headers: { Origin: site, Authorization: 'Bearer sk_live_nope' } });
    expect([preflight.status, read.status]).toEqual([204, 401]);
    for (const res of [preflight, read]) {
      const cors: string[] = [];
      res.headers.forEach((_value, name) => { if (name.startsWith('access-control-')) cors.push(name); });
      expect(cors).toEqual([]);
    }
  } finally {
    await stop(production.child);
  }
});

test('offers the contract\'s sandbox server on a site served alone, with no failed request or script error', async () => {
  const page = await open();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => { if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`); });
  await page.goto(`${built.url}${OPERATION}`, { waitUntil: 'networkidle' });
  await page.locator('.try-it').waitFor();
  expect(await page.locator('#try-base').inputValue()).toBe('https://sandbox.folio.example/v2');
  expect(errors).toEqual([]);
});

