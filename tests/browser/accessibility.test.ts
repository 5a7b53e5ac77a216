// WCAG 2.2 AA as axe-core checks it in Chromium: on the landing page, every manual page and
// every reference page in the light theme, and on one page of each template (tests/browser/
// site.ts, templateOf) in the dark theme, whose styles each template uses alike; and keyboard
// use: the skip link comes first and moves focus to the page's content. What every page of a
// template shares (CHROME) is checked whole on the first page of each template in each theme,
// and left out on the others (R208).
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import type { ServedSite } from './site.js';
import { onePerTemplate, pagePaths, serveSite, templateOf } from './site.js';

const AXE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

let site: ServedSite;
/**
 * axe-core served from an origin of its own with a cache header, so that Chromium compiles it once
 * and takes it from its code cache on every later page: injected as text, it was compiled again
 * on each of the 200 pages, about 150 ms a page.
 */
let axeServer: Server;
let axeUrl: string;
beforeAll(async () => {
  axeServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=3600' }).end(AXE);
  });
  await new Promise<void>((resolve) => axeServer.listen(0, '127.0.0.1', resolve));
  axeUrl = `http://127.0.0.1:${(axeServer.address() as AddressInfo).port}/axe.min.js`;
  site = await serveSite();
}, 60_000);
afterAll(async () => {
  await site.close();
  await new Promise((resolve) => axeServer.close(resolve));
});

/**
 * The parts of a page that every page of its template shares but for the link marked current:
 * the header with the search, the site's navigation (a page's own contents, `.toc`, is not one)
 * and the footer. About a fifth of axe's time on a page went to them.
 */
const CHROME = ['.site-header', '#site-nav', '.site-footer'];

/** axe's violations on the open page, the whole page or all but `exclude`, each as its rule and up to three of its elements. */
async function violations(page: Page, exclude: readonly string[] = []): Promise<string[]> {
  await page.addScriptTag({ url: axeUrl });
  return page.evaluate(async ([tags, left]) => {
    const axe = (window as unknown as { axe: { run(context: object, options: object): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    // The whole document stays the context, so that the rules about the page as a whole still run.
    const context = left.length === 0 ? document : { include: [document], exclude: left.map((selector) => [selector]) };
    // Violations only: axe still runs every rule, but does not gather the nodes that pass (R165).
    const result = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(' ')}`);
  }, [TAGS, exclude] as const);
}

/** The templates of folio's site (tests/browser/site.ts, templateOf), each swept in a test of its own. */
const TEMPLATES = ['landing', 'manual', 'invoicing index', 'invoicing operation', 'invoicing webhooks', 'invoicing schemas', 'site index', 'site operation', 'site schemas'];

/**
 * The violations axe finds on each of `paths` in `colorScheme`, each line led by its page: the
 * first page of each template among them whole, the others without their CHROME.
 */
async function sweep(colorScheme: 'light' | 'dark', paths: readonly string[]): Promise<string[]> {
  const page = await site.open({ colorScheme });
  const whole = new Set(onePerTemplate(paths));
  const found: string[] = [];
  for (const at of paths) {
    await page.goto(`${site.url}${at}`);
    for (const v of await violations(page, whole.has(at) ? [] : CHROME)) found.push(`${at} ${v}`);
  }
  return found;
}

// A safeguard, not a speed goal: the light theme's 200 pages took about three minutes on a quiet
// two-core machine and past fifteen under a load average of 30, hence one test per template.
test.each(TEMPLATES)('finds no axe violation on any %s page in the light theme', async (template) => {
  const paths = (await pagePaths(site)).filter((at) => templateOf(at) === template);
  expect(paths.length).toBeGreaterThan(0);
  expect(await sweep('light', paths)).toEqual([]);
}, 900_000);

test('finds no axe violation in the light theme on the pages of any other template', async () => {
  const paths = (await pagePaths(site)).filter((at) => !TEMPLATES.includes(templateOf(at)));
  expect(await sweep('light', paths)).toEqual([]);
}, 900_000);

test('finds no axe violation in the dark theme on one page of each template', async () => {
  const checked = onePerTemplate(await pagePaths(site));
  // The sample tells the templates apart.
  expect(checked.map(templateOf)).toEqual(expect.arrayContaining(TEMPLATES));
  expect(await sweep('dark', checked)).toEqual([]);
}, 900_000);

test('is a real check: axe reports an image without a text alternative added to a page', async () => {
  const page = await site.open();
  await page.goto(`${site.url}/`);
  await page.evaluate(() => document.querySelector('main')!.append(Object.assign(document.createElement('img'), { src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' })));
  expect((await violations(page)).map((v) => v.split(':')[0])).toContain('image-alt');
});

test('still checks the content and the page as a whole when it leaves the chrome out', async () => {
  const page = await site.open();
  await page.goto(`${site.url}/docs/errors/`);
  expect(await page.evaluate((chrome) => chrome.map((selector) => document.querySelectorAll(selector).length), CHROME)).toEqual(CHROME.map(() => 1));
  await page.evaluate(() => {
    document.querySelector('main')!.append(Object.assign(document.createElement('img'), { src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }));
    document.documentElement.removeAttribute('lang');
  });
  const found = (await violations(page, CHROME)).map((v) => v.split(':')[0]);
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'html-has-lang']));
});

test('offers a skip link first, which moves the focus to the content', async () => {
  const page = await site.open();
  await page.goto(`${site.url}/docs/errors/`);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});
