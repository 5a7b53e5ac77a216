// Reading without the script and on a small screen: with JavaScript off every page type
// still shows its content, navigation and samples (the search field and toggles stay
// hidden); at 360 px wide nothing but code blocks and tables scrolls sideways on a page of
// each template, nothing is cut off, and an operation page shows its samples and Try it panel
// before its responses. That no page at all scrolls sideways at 360 px, the crawl checks on its
// way (crawl.test.ts, R198). A table keeps the alignment of its Markdown columns (R220).
import type { Page } from 'playwright-core';
import type { ServedSite } from './site.js';
import { serveSite } from './site.js';

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

// One page of every template: landing, guide, reference index, operation, schema, webhook, 404.
const TEMPLATES = ['/', '/docs/getting-started/', '/reference/invoicing/', '/reference/invoicing/createInvoice/', '/reference/invoicing/schemas/Invoice/', '/reference/invoicing/webhooks/invoice.paid/', '/docs/no-such-page/'];

/** The page's width, and every element of main content that reaches past the viewport without a scrolling box around it to hold it. */
async function overflow(page: Page): Promise<{ width: number; cut: string[] }> {
  await page.evaluate(() => document.querySelectorAll('main details').forEach((d) => { (d as HTMLDetailsElement).open = true; }));
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const inside = (box: DOMRect) => box.left >= -0.5 && box.right <= viewport + 0.5;
    const held = (el: Element) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return inside(box.getBoundingClientRect());
      }
      return false;
    };
    const cut = Array.from(document.querySelectorAll('main *')).flatMap((el) => {
      const box = el.getBoundingClientRect();
      if ((box.width === 0 && box.height === 0) || inside(box) || held(el)) return [];
      return [`<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> spans ${Math.round(box.left)}-${Math.round(box.right)}px: ${(el.textContent ?? '').trim().slice(0, 40)}`];
    });
    return { width: document.scrollingElement!.scrollWidth, cut };
  });
}

test.each(TEMPLATES)('lays out %s at 360 px with nothing cut off and no sideways page scroll', async (at) => {
  const page = await site.open({ viewport: { width: 360, height: 740 } });
  await page.goto(`${site.url}${at}`);
  const { width, cut } = await overflow(page);
  expect(width).toBeLessThanOrEqual(360);
  expect(cut.slice(0, 10)).toEqual([]);
});

test('is a real check: an element wider than the screen is found, the same one in a scrolling box is not', async () => {
  const page = await site.open({ viewport: { width: 360, height: 740 } });
  await page.goto(`${site.url}/docs/getting-started/`);
  await page.evaluate(() => {
    const wide = () => Object.assign(document.createElement('p'), { className: 'wide', textContent: 'wide', style: 'width:600px' });
    const box = Object.assign(document.createElement('div'), { style: 'overflow-x:auto' });
    box.append(wide());
    document.querySelector('main article')!.append(wide(), box);
  });
  expect((await overflow(page)).cut).toEqual([expect.stringMatching(/^<p class="wide"> spans \d+-\d+px: wide$/)]);
});

test('shows an operation\'s samples and Try it panel after its request and before its responses at 360 px', async () => {
  const page = await site.open({ viewport: { width: 360, height: 740 } });
  await page.goto(`${site.url}/reference/invoicing/createInvoice/`);
  const top = (selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const [request, samples, tryIt, responses] = await Promise.all(['#request-body', '#samples', '.try-it', '#responses'].map(top));
  expect(samples).toBeGreaterThan(request);
  expect(samples).toBeLessThan(responses);
  expect(tryIt).toBeLessThan(responses);
});

test('aligns the columns of a manual table as its Markdown does, and its cards to the left at 360 px', async () => {
  // The PostgreSQL page's figures are aligned right (`---:`); the first column is not aligned.
  const alignments = async (page: Page) => page.locator('td[align="right"]').first().evaluate((cell) => [
    getComputedStyle(cell.parentElement!.firstElementChild!).textAlign, getComputedStyle(cell).textAlign, getComputedStyle(cell).fontVariantNumeric,
  ]);
  const wide = await site.open();
  await wide.goto(`${site.url}/docs/postgresql/`);
  expect(await alignments(wide)).toEqual(['left', 'right', 'tabular-nums']);
  const narrow = await site.open({ viewport: { width: 360, height: 740 } });
  await narrow.goto(`${site.url}/docs/postgresql/`);
  expect((await alignments(narrow)).slice(0, 2)).toEqual(['left', 'left']);
});
