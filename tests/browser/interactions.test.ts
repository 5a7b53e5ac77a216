// What the script adds, used from the keyboard and the mouse: search (`/` focuses the field,
// results as you type, arrows move, Enter opens `page#anchor`), copy buttons that put the
// right text on the clipboard and leave the code readable, a theme toggle that says what it
// does, is remembered and never flashes, and on a small screen the menu as a drawer.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServedSite } from './site.js';
import { serveSite } from './site.js';

let site: ServedSite;
beforeAll(async () => { site = await serveSite(); }, 60_000);
afterAll(async () => site.close());

test('searches from the keyboard and opens the chosen section', async () => {
  const page = await site.open();
  await page.goto(`${site.url}/docs/customers/`);
  await page.keyboard.press('/');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
  await page.keyboard.type('idempotency key');
  const options = page.locator('#search-results [role=option]');
  await options.first().waitFor();
  expect(await options.count()).toBeGreaterThan(1);
  expect(await options.nth(0).getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('ArrowDown');
  expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
  expect(await page.locator('#search-input').getAttribute('aria-activedescendant')).toBe('search-result-1');
  await page.keyboard.press('ArrowUp');
  const chosen = await options.nth(0).locator('a').getAttribute('href');
  const target = new URL(chosen!, `${site.url}/docs/customers/`);
  await Promise.all([page.waitForURL(target.href), page.keyboard.press('Enter')]);
  const url = new URL(page.url());
  expect(url.pathname + url.hash).toBe(target.pathname + target.hash);
  expect(url.pathname).toMatch(/^\/docs\/[a-z-]+\/$/);
  if (url.hash) expect(await page.locator(`[id="${decodeURIComponent(url.hash.slice(1))}"]`).count()).toBe(1);
  expect((await page.title()).toLowerCase()).toContain('idempotency');
});

test('says so when nothing matches', async () => {
  const page = await site.open();
  await page.goto(`${site.url}/`);
  await page.keyboard.press('/');
  await page.keyboard.type('zzzqqqxxy');
  await page.locator('#search-results .no-results').waitFor();
  expect(await page.locator('#search-results [role=option]').count()).toBe(0);
});

test('copies a code block and the page as Markdown to the clipboard', async () => {
  const page = await site.open({ permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto(`${site.url}/reference/invoicing/createInvoice/`);
  const curl = page.locator('pre[data-label="curl sample"]');
  await page.locator('button[aria-label="Copy curl sample"]').click();
  await page.locator('button[aria-label="Copy curl sample"]', { hasText: 'Copied' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await curl.locator('code').textContent());
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^curl -sS \\\n {2}-X POST \\\n {2}"\$FOLIO_BASE_URL\/invoices" \\\n/);

  await page.goto(`${site.url}/docs/errors/`);
  await page.locator('.copy-page').click();
  await page.locator('.copy-page', { hasText: 'Copied' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await readFile(path.join(site.dist, 'docs/errors.md'), 'utf8'));

  for (const [url, twin] of [['/', 'index.md'], ['/reference/invoicing/schemas/Invoice/', 'reference/invoicing/schemas/Invoice.md']]) {
    await page.goto(`${site.url}${url}`);
    await page.locator('.copy-page').click();
    await page.locator('.copy-page', { hasText: 'Copied' }).waitFor();
    expect({ url, copied: await page.evaluate(() => navigator.clipboard.readText()) }).toEqual({ url, copied: await readFile(path.join(site.dist, twin), 'utf8') });
  }
});

test('follows the system theme, remembers the toggle, and paints the chosen theme first even before the script runs', async () => {
  const background = (): string => getComputedStyle(document.body).backgroundColor;
  const page = await site.open({ colorScheme: 'dark' });
  await page.goto(`${site.url}/`);
  expect(await page.evaluate(background)).toBe('rgb(13, 17, 23)');
  expect(await page.locator('.theme-toggle').innerText()).toBe('Use light theme');
  await page.locator('.theme-toggle').click();
  expect(await page.evaluate(background)).toBe('rgb(255, 255, 255)');
  expect(await page.locator('.theme-toggle').innerText()).toBe('Use dark theme');
  expect(await page.getByRole('button', { name: 'Use dark theme' }).count()).toBe(1);

  // The same reader, on another page, with the script held back: the stored choice is on the first paint.
  await page.route('**/assets/site.js', (route) => route.abort());
  await page.goto(`${site.url}/docs/errors/`, { waitUntil: 'commit' });
  await page.waitForSelector('body');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  await page.waitForLoadState('load');
  expect(await page.evaluate(background)).toBe('rgb(255, 255, 255)');
});

test.each([
  ['createInvoice', '/reference/invoicing/createInvoice/'],
  ['listInvoices', '/reference/invoicing/listInvoices/'],
  ['invoice.paid', '/reference/invoicing/webhooks/invoice.paid/'],
  ['InvoiceCreate', '/reference/invoicing/schemas/InvoiceCreate/'],
])('finds %s first, with an excerpt and the match marked', async (query, path) => {
  const page = await site.open();
  await page.goto(`${site.url}/docs/errors/`);
  await page.locator('#search-input').fill(query);
  const first = page.locator('#search-results [role=option]').first();
  await first.waitFor();
  expect(new URL((await first.locator('a').getAttribute('href'))!, `${site.url}/docs/errors/`).pathname).toBe(path);
  expect((await first.locator('.result-text').innerText()).length).toBeGreaterThan(10);
  expect((await first.locator('mark').allInnerTexts()).map((t) => t.toLowerCase())).toContain(query.toLowerCase().split('.')[0]);
});

test('keeps the copy button clear of the first line of code', async () => {
  const page = await site.open();
  await page.goto(`${site.url}/reference/invoicing/createInvoice/`);
  const pre = page.locator('pre[data-label="curl sample"]');
  const button = await page.locator('button[aria-label="Copy curl sample"]').boundingBox();
  const firstLine = await pre.evaluate((el) => {
    const range = document.createRange();
    range.setStart(el.querySelector('code')!.firstChild!, 0);
    range.setEnd(el.querySelector('code')!.firstChild!, 1);
    return range.getBoundingClientRect().top + window.scrollY;
  });
  expect(button!.y + button!.height).toBeLessThanOrEqual(firstLine);
});

test('opens the menu as a drawer at 360 px, on the current page, and closes it with Escape', async () => {
  const page = await site.open({ viewport: { width: 360, height: 740 } });
  await page.goto(`${site.url}/reference/site/getSpec/`);
  const nav = page.locator('#site-nav');
  expect(await nav.isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.waitForFunction(() => document.getElementById('site-nav')!.getBoundingClientRect().left === 0);
  expect(await nav.isVisible()).toBe(true);
  const current = nav.locator('[aria-current=page]');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('page');
  const box = await current.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(740);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => getComputedStyle(document.getElementById('site-nav')!).visibility === 'hidden');
  expect(await page.evaluate(() => document.activeElement?.className)).toBe('menu-link');
});

test('scrolls the sidebar to the current page at 1,280 px', async () => {
  const page = await site.open({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${site.url}/reference/site/getSpec/`);
  const visible = await page.evaluate(() => {
    const nav = document.getElementById('site-nav')!;
    const link = nav.querySelector('[aria-current=page]')!.getBoundingClientRect();
    const box = nav.getBoundingClientRect();
    return link.top >= box.top && link.bottom <= box.bottom;
  });
  expect(visible).toBe(true);
});

test.each([360, 1280])('shifts nothing while a page loads at %i px, and logs no error', async (width) => {
  const page = await site.open({ viewport: { width, height: 740 } });
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  // A request the browser gives up because the test goes on to the next page (the favicon,
  // fetched late on a busy machine) fails with net::ERR_ABORTED and is no error of the site's;
  // a missing file still answers 404, which the console reports.
  page.on('requestfailed', (request) => { if (request.failure()?.errorText !== 'net::ERR_ABORTED') errors.push(request.url()); });
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const at of ['/', '/docs/getting-started/', '/reference/invoicing/createInvoice/']) {
    await page.goto(`${site.url}${at}`, { waitUntil: 'load' });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    expect({ at, small: await page.evaluate(() => (window as unknown as { shift: number }).shift < 0.02) }).toEqual({ at, small: true });
  }
  expect(errors).toEqual([]);
});

test('answers a missing page with 404 and the site\'s own not-found page', async () => {
  const page = await site.open();
  const response = await page.goto(`${site.url}/docs/no-such-page/deeper/`);
  expect(response!.status()).toBe(404);
  expect(await page.locator('main h1').innerText()).toBe('Page not found');
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.site-header')!).display)).toBe('flex');
  await page.locator('a.brand').click();
  await page.waitForURL(`${site.url}/`);
});
