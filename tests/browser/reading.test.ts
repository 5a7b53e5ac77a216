// Reading without the script and on a small screen: with JavaScript off every page type
// still shows its content, navigation and samples (the search field and toggles stay
// hidden); at 360 px wide nothing but code blocks and tables scrolls sideways.
import type { ServedSite } from './site.js';
import { pagePaths, serveSite } from './site.js';

let site: ServedSite;
beforeAll(async () => { site = await serveSite(); }, 60_000);
afterAll(async () => site.close());

const PAGE_TYPES = ['/', '/docs/customers/', '/reference/invoicing/', '/reference/invoicing/createInvoice/', '/reference/invoicing/schemas/Invoice/'];

test.each(PAGE_TYPES)('shows %s with JavaScript off: content, navigation, tabs and samples', async (at) => {
  const page = await site.open({ javaScriptEnabled: false });
  await page.goto(`${site.url}${at}`);
  expect(await page.locator('main h1').isVisible()).toBe(true);
  expect(await page.locator('nav.sidebar a').count()).toBeGreaterThan(20);
  expect(await page.locator('.search').isVisible()).toBe(false);
  expect(await page.locator('.theme-toggle').isVisible()).toBe(false);
  if (at === '/docs/customers/') {
    const panels = page.locator('.tabs').first().locator('.tab-panel');
    expect(await panels.nth(0).isVisible()).toBe(true);
    expect(await panels.nth(1).isVisible()).toBe(false);
    await page.locator('.tabs').first().locator('label.tab-label').nth(1).click();
    expect(await panels.nth(0).isVisible()).toBe(false);
    expect(await panels.nth(1).isVisible()).toBe(true);
  }
  if (at === '/reference/invoicing/createInvoice/') {
    expect(await page.locator('pre[data-label="curl sample"]').isVisible()).toBe(true);
    expect(await page.locator('button[aria-label="Copy curl sample"]').isVisible()).toBe(false);
    expect(await page.locator('pre[data-label="TypeScript sample"]').textContent()).toContain("await client.POST('/invoices'");
  }
});

test('lays out every page at 360 px wide without sideways scrolling', async () => {
  const page = await site.open({ viewport: { width: 360, height: 740 } });
  const wide: string[] = [];
  for (const at of await pagePaths(site)) {
    await page.goto(`${site.url}${at}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) wide.push(`${at}: ${width}px`);
  }
  expect(wide).toEqual([]);
}, 120_000);
