// A site whose API is too large to list in every page's sidebar (R173): 650 operations in six
// tags and two schemas. With JavaScript off, an operation page lists its own group's links
// (at most 50 around it, and a link to the whole group) and every other group as one link to
// its section of the overview page, which lists every operation; no operation page carries
// the whole tree; axe finds nothing to report in either theme.
import { createRequire } from 'node:module';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { ServedSite } from '../../scripts/measure/served-site.js';
import { serveBuiltSite } from '../../scripts/measure/served-site.js';
import { ROOT } from '../sitegen/helpers.js';

const AXE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Bulk'];
const COUNT: Record<string, number> = { Bulk: 150 };

/** An OpenAPI 3.1 contract of 100 GET operations per tag (150 for Bulk) and two schemas. */
function largeContract(): object {
  const paths: Record<string, object> = {};
  for (const tag of TAGS) {
    for (let i = 0; i < (COUNT[tag] ?? 100); i += 1) {
      paths[`/${tag.toLowerCase()}/items-${i}`] = {
        get: {
          operationId: `get${tag}${i}`, summary: `Get ${tag} item ${i}`, tags: [tag],
          responses: { 200: { description: 'The item.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } } },
        },
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Large API', version: '1.0.0', description: 'An API of 650 operations.' },
    servers: [{ url: 'https://api.example.com' }],
    tags: TAGS.map((name) => ({ name, description: `The ${name} operations.` })),
    paths,
    components: {
      schemas: {
        Item: { type: 'object', required: ['id'], properties: { id: { type: 'string' }, owner: { $ref: '#/components/schemas/Owner' } } },
        Owner: { type: 'object', properties: { name: { type: 'string' } } },
      },
    },
  };
}

let site: ServedSite;
let temp: string;
beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'folio-large-api-'));
  const content = path.join(temp, 'content');
  await mkdir(content);
  const page = (title: string, order = ''): string => `---\ntitle: ${title}\ndescription: ${title}.\n${order}---\n\nText.\n`;
  await writeFile(path.join(content, 'start.md'), page('Start', 'order: 1\n'));
  await writeFile(path.join(content, 'spec.md'), page('Docs package format'));
  await writeFile(path.join(content, 'ai-rules.md'), page('Rules for coding agents'));
  await writeFile(path.join(temp, 'large.json'), JSON.stringify(largeContract()));
  site = await serveBuiltSite({ root: ROOT, contentDir: content, exampleApi: path.join(temp, 'large.json'), generated: () => ({}), cacheDir: false, samples: {} });
}, 120_000);
afterAll(async () => {
  await site?.close();
  await rm(temp, { recursive: true, force: true });
});

const API = '/reference/invoicing';

/** A page in a fresh browser context. */
async function open(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await site.browser.newContext(options);
  return context.newPage();
}

async function sidebar(page: Page): Promise<{ operations: string[]; groups: string[]; current: string[] }> {
  return page.evaluate(() => {
    const nav = document.getElementById('site-nav')!;
    const texts = (selector: string): string[] => Array.from(nav.querySelectorAll(selector), (a) => a.textContent!.trim());
    return { operations: texts('a').filter((t) => /^GET Get [A-Z][a-z]+ item \d+$/.test(t)), groups: texts('a.nav-group-link'), current: texts('[aria-current=page]') };
  });
}

test('lists the current group and links every other group to its section of the overview, with JavaScript off', async () => {
  const page = await open({ javaScriptEnabled: false });
  await page.goto(`${site.url}${API}/getGamma7/`);
  const nav = await sidebar(page);
  expect(nav.operations).toEqual(Array.from({ length: 50 }, (_, i) => `GET Get Gamma item ${i}`));
  expect(nav.groups).toEqual(['Alpha', 'Beta', 'Delta', 'Epsilon', 'Bulk', 'Schemas']);
  expect(nav.current).toEqual(['GET Get Gamma item 7']);
  await page.locator('#site-nav a.nav-group-link', { hasText: 'Epsilon' }).click();
  await page.waitForURL(`${site.url}${API}/#group-epsilon`);
  expect(await page.locator('#group-epsilon').isVisible()).toBe(true);
  expect(await page.locator('main a', { hasText: 'Get Epsilon item 99' }).isVisible()).toBe(true);
  expect(await page.locator('main a', { hasText: /^GET Get .* item \d+$/ }).count()).toBe(650);
  expect((await sidebar(page)).groups).toEqual([...TAGS, 'Schemas']);
});

test('lists 50 links of a group of 150 around the current page, and a link to the whole group', async () => {
  const page = await open({ javaScriptEnabled: false });
  await page.goto(`${site.url}${API}/getBulk70/`);
  const nav = await sidebar(page);
  expect(nav.operations).toEqual(Array.from({ length: 50 }, (_, i) => `GET Get Bulk item ${45 + i}`));
  expect(nav.current).toEqual(['GET Get Bulk item 70']);
  await page.locator('#site-nav a', { hasText: 'All 150 in Bulk' }).click();
  await page.waitForURL(`${site.url}${API}/#group-bulk`);
});

test('writes no operation page that carries the whole navigation', async () => {
  const size = async (name: string): Promise<number> => (await stat(path.join(site.dist, name))).size;
  const operations = ((await readdir(path.join(site.dist, 'reference/invoicing'))) as string[]).filter((name) => name.startsWith('get') && !name.endsWith('.md'));
  expect(operations).toHaveLength(650);
  const largest = Math.max(...(await Promise.all(operations.map((name) => size(`reference/invoicing/${name}/index.html`)))));
  // The overview lists the 650 operations once; an operation page lists at most 50 of them.
  expect(largest).toBeLessThan((await size('reference/invoicing/index.html')) / 2);
});

test.each(['light', 'dark'] as const)('finds no axe violation on an operation page and the overview in the %s theme', async (colorScheme) => {
  const page = await open({ colorScheme });
  const found: string[] = [];
  for (const at of [`${API}/getGamma7/`, `${API}/getBulk70/`, `${API}/`]) {
    await page.goto(`${site.url}${at}`);
    await page.addScriptTag({ content: AXE });
    const violations: string[] = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
      return result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(' ')}`);
    });
    found.push(...violations.map((v) => `${at} ${v}`));
  }
  expect(found).toEqual([]);
}, 120_000);
