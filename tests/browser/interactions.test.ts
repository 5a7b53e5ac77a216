// What the script adds, used from the keyboard and the mouse: search (`/` focuses the field,
// results as you type, arrows move, Enter opens `page#anchor`), copy buttons that put the
// right text on the clipboard, and a theme toggle that is remembered and never flashes.
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
  await page.goto(`${site.url}/reference/example/createInvoice/`);
  const curl = page.locator('pre[data-label="curl sample"]');
  await page.locator('button[aria-label="Copy curl sample"]').click();
  await page.locator('button[aria-label="Copy curl sample"]', { hasText: 'Copied' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await curl.locator('code').textContent());
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^curl -sS \\\n {2}-X POST \\\n {2}"\$FOLIO_BASE_URL\/invoices" \\\n/);

  await page.goto(`${site.url}/docs/errors/`);
  await page.locator('.copy-page').click();
  await page.locator('.copy-page', { hasText: 'Copied' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await readFile(path.join(site.dist, 'docs/errors.md'), 'utf8'));

  for (const [url, twin] of [['/', 'index.md'], ['/reference/example/schemas/Invoice/', 'reference/example/schemas/Invoice.md']]) {
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
  await page.locator('.theme-toggle').click();
  expect(await page.evaluate(background)).toBe('rgb(255, 255, 255)');
  expect(await page.locator('.theme-toggle').getAttribute('aria-pressed')).toBe('false');

  // The same reader, on another page, with the script held back: the stored choice is on the first paint.
  await page.route('**/assets/site.js', (route) => route.abort());
  await page.goto(`${site.url}/docs/errors/`, { waitUntil: 'commit' });
  await page.waitForSelector('body');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  await page.waitForLoadState('load');
  expect(await page.evaluate(background)).toBe('rgb(255, 255, 255)');
});
