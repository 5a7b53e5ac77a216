// The site for people as built files: one HTML twin per manual page with the search
// records' anchors, its Markdown twin, canonical URL and Open Graph tags; presentation blocks
// as HTML; one reference page per operation and schema of both contracts; the sitemap and
// robots.txt; and a broken link between the HTML pages failing the build.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { operations } from '../../lib/openapi/index.js';
import { readOpenApi } from '../../lib/openapi/index.js';
import { buildSite } from '../../sitegen/index.js';
import { assertHtmlLinks } from '../../sitegen/html/index.js';
import type { ChunkRecord, SearchManifest } from '../../lib/search/index.js';
import { queryKeys, rankPostings, searchTerms, shardsFor, wordsOf } from '../../lib/search/index.js';
import { BASE_URL, EXAMPLE_API, fixtureOptions, readTree, ROOT, tempDir } from './helpers.js';

let tmp: string;
let files: Map<string, string>;
const html = (file: string): string => {
  const body = files.get(file);
  if (body === undefined) throw new Error(`the build has no ${file}`);
  return body;
};

beforeAll(async () => {
  tmp = await tempDir();
  const dist = path.join(tmp, 'dist');
  await buildSite(fixtureOptions(dist, { samples: { invoicing: { clientSetup: "import { createInvoicingClient } from '@folio/client';\n\nconst client = createInvoicingClient({ apiKey: process.env.API_KEY!, environment: 'sandbox' });", tryIt: { refusedKeyPrefix: 'sk_live_' } } } }));
  files = new Map([...(await readTree(dist))].map(([name, bytes]) => [name, bytes.toString('utf8')]));
});
afterAll(async () => rm(tmp, { recursive: true, force: true }));

test('writes an HTML twin for every manual page, linking its Markdown twin, canonical URL and Open Graph tags', () => {
  const slugs = [...files.keys()].filter((f) => /^docs\/[^/]+\.md$/.test(f)).map((f) => f.slice(5, -3));
  expect(slugs.length).toBeGreaterThan(1);
  for (const slug of slugs) {
    const page = html(`docs/${slug}/index.html`);
    expect({ slug, twin: page.includes(`<link rel="alternate" type="text/markdown" href="../../docs/${slug}.md"`) }).toEqual({ slug, twin: true });
    expect(page).toContain(`<link rel="canonical" href="${BASE_URL}/docs/${slug}/">`);
    expect(page).toMatch(/<meta property="og:title" content="[^"]+">/);
    expect(page).toMatch(/<meta property="og:description" content="[^"]+">/);
    expect(page).toContain(`<a href="../../docs/${slug}/" aria-current="page">`);
  }
});

test('gives every heading the anchor of its search record', () => {
  const records = (JSON.parse(html('docs/search.json')) as { records: Array<{ slug: string; anchor: string }> }).records;
  for (const { slug, anchor } of records.filter((r) => r.anchor)) {
    expect({ slug, anchor, found: html(`docs/${slug}/index.html`).includes(` id="${anchor}"`) }).toEqual({ slug, anchor, found: true });
  }
});

test('colours a JSON example\'s keys and values, and leaves its punctuation, which the stylesheet does not colour, as plain text', () => {
  const pages = [...files].filter(([name, body]) => name.endsWith('.html') && body.includes('language-json'));
  expect(pages.length).toBeGreaterThan(0);
  for (const [, body] of pages) expect(body).not.toContain('hljs-punctuation');
  const [, page] = pages[0]!;
  const json = page.slice(page.indexOf('language-json'));
  expect(json).toMatch(/^language-json">[^]*?<span class="hljs-attr">"[a-z_]+"<\/span>: /);
});

test('renders presentation blocks as HTML, tabs as radio buttons that work without a script, and leaves text with colons as written', () => {
  const guide = html('docs/guide/index.html');
  expect(guide).toContain('<aside class="callout callout-warning"');
  expect(guide).toContain('<aside class="callout callout-tip"');
  expect(guide).toContain('Ratio 3:1 and a key:value pair stay as written.');
  expect(guide).toMatch(/<pre class="code"[^>]*><code class="hljs language-js"><span class="hljs-keyword">const<\/span>/);
  const tabbed = [...files].find(([name, body]) => name.endsWith('.html') && body.includes('class="tabs"'));
  expect(tabbed?.[1]).toMatch(/<input type="radio" name="tabs-1" id="tabs-1-1" checked class="tab-input">/);
});

test.each([['site', path.join(ROOT, 'openapi/site.yaml')], ['invoicing', EXAMPLE_API]])('writes a reference page for every operation and schema of the %s API', async (api, file) => {
  const doc = await readOpenApi(file);
  for (const entry of operations(doc)) {
    const page = html(`reference/${api}/${entry.id}/index.html`);
    expect(page).toContain(`<span class="method method-${entry.method.toLowerCase()}">${entry.method}</span>`);
    for (const status of Object.keys(entry.operation.responses ?? {})) expect({ id: entry.id, status, found: page.includes(`id="response-${status.toLowerCase()}"`) }).toEqual({ id: entry.id, status, found: true });
    expect(page).toContain('data-label="curl sample"');
  }
  for (const name of Object.keys(doc.components?.schemas ?? {})) expect(html(`reference/${api}/schemas/${name}/index.html`)).toContain(`<h1>${name}</h1>`);
});

test('shows nested body fields with their bounds, and a typed-client sample for the API that has one', () => {
  const page = html('reference/invoicing/createInvoice/index.html');
  expect(page).toContain('<code class="field-name">lines[].quantity</code>');
  expect(page).toMatch(/at least 1|1 to \d+/);
  expect(page).toContain('data-label="TypeScript sample"');
  expect(page).toContain('createInvoicingClient');
  expect(html('reference/site/getLlmsTxt/index.html')).not.toContain('data-label="TypeScript sample"');
});

test('folds nested fields under their parent, readable without a script, and sets the samples and examples beside the fields', () => {
  const page = html('reference/invoicing/createInvoice/index.html');
  expect(page).toMatch(/<details class="field-children"><summary>\d+ fields inside <code>lines<\/code><\/summary><ul class="fields">(?:(?!<\/details>)[^])*<code class="field-name">lines\[\]\.quantity<\/code>/);
  const [main, aside] = page.split('<div class="operation-aside">');
  expect(main).toContain('id="request-body"');
  expect(aside).toMatch(/^<section aria-labelledby="samples">[^]*data-label="curl sample"[^]*data-label="TypeScript sample"[^]*<section class="try-it"/);
  // One column reads the request, the samples, then the answers (R155).
  expect(main).not.toContain('id="responses"');
  expect(aside).toMatch(/<section class="try-it"[^]*<div class="operation-answers"><section aria-labelledby="responses">[^]*id="error-types"/);
});

test('gives each operation of an API with Try it a form built from its contract, and loads its script on those pages only', () => {
  const page = html('reference/invoicing/createInvoice/index.html');
  const form = /<section class="try-it"[^]*?<\/section>/.exec(page)![0];
  expect(form).toContain('data-method="POST" data-path="/invoices" data-auth-header="Authorization" data-auth-prefix="Bearer " data-refused-key="sk_live_">');
  expect(form).toContain('<button type="submit" class="button" disabled>Send POST request</button>');
  expect(form).toContain('<input id="try-header-Idempotency-Key" data-in="header" data-name="Idempotency-Key" value="" data-fresh');
  expect(form).toMatch(/<input id="try-base" name="base" type="url" list="try-servers" value="https:\/\/sandbox\.folio\.example\/v2"/);
  const body = /<textarea id="try-body" data-media="application\/json"[^>]*>([^<]*)<\/textarea>/.exec(form)![1];
  const decoded = body.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  expect(JSON.parse(decoded)).toMatchObject({ customer_id: expect.any(String), lines: [expect.objectContaining({ quantity: 1 })] });
  expect(html('reference/invoicing/getInvoice/index.html')).toMatch(/<input id="try-path-invoice_id" data-in="path" data-name="invoice_id" value="[^"]+"[^>]* required/);
  const loading = [...files].filter(([name, text]) => name.endsWith('.html') && text.includes('assets/try-it.js"')).map(([name]) => name);
  expect(loading.length).toBe(operations(readOpenApi(EXAMPLE_API)).length);
  expect(loading.every((name) => /^reference\/invoicing\/[A-Za-z]+\/index\.html$/.test(name))).toBe(true);
  expect(html('reference/site/getLlmsTxt/index.html')).not.toContain('try-it');
});

test('lists every HTML page but the 404 page in the sitemap, and names the sitemap in robots.txt', () => {
  const pages = [...files.keys()].filter((f) => f.endsWith('.html') && f !== '404.html');
  const locs = [...html('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(pages.map((f) => `${BASE_URL}/${f.replace(/(^|\/)index\.html$/, '$1')}`).sort());
  expect(html('robots.txt')).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
});

test('leaves the HTML pages out of llms.txt, which lists their Markdown twins', () => {
  expect(html('llms.txt')).not.toMatch(/\.html\)|\/\)|\.(?:css|js|xml)\)|robots\.txt\)/);
});

test('fails on a link between HTML pages to a missing file or anchor', () => {
  const good = '<a href="docs/a/#intro">A</a>';
  expect(() => assertHtmlLinks(new Map([['index.html', { body: good }], ['docs/a/index.html', { body: '<h2 id="intro">Intro</h2>' }]]))).not.toThrow();
  expect(() => assertHtmlLinks(new Map([['index.html', { body: '<a href="docs/b/">B</a>' }]]))).toThrow('index.html: docs/b/ (no file docs/b/index.html)');
  expect(() => assertHtmlLinks(new Map([['index.html', { body: good }], ['docs/a/index.html', { body: '<h2 id="other">Other</h2>' }]]))).toThrow('index.html: docs/a/#intro (no id intro on docs/a/index.html)');
});

test('writes the Markdown twin of a generated page from the same model as its HTML: same title, sections, fields and links to the other twins', () => {
  const page = html('reference/invoicing/createInvoice/index.html');
  const twin = html('reference/invoicing/createInvoice.md');
  expect(twin.split('\n')[0]).toBe(`# ${/<h1>([^<]+)<\/h1>/.exec(page)![1]}`);
  const sections = [...page.matchAll(/<h2 id="([^"]+)">([^<]+?) <a class="anchor"/g)].map((m) => m[2]);
  expect(twin.split('\n').filter((line) => line.startsWith('## ')).map((line) => line.slice(3))).toEqual(sections);
  expect(twin).toContain('| `lines[].quantity` | integer | required |');
  expect(twin).toContain('[InvoiceCreate](schemas/InvoiceCreate.md)');
  expect(html('reference/invoicing/schemas/InvoiceCreate.md')).toContain('[**POST** `/invoices`](../createInvoice.md)');
  expect(html('index.md')).toMatch(/^# [^\n]+\n\n[^\n#]/);
  expect(html('index.md')).toContain('](docs/guide.md)');
});

test('fails on a link of a Markdown twin to a missing file or anchor, and on a missing twin', () => {
  const page = (twin: string): { body: string } => ({ body: `<link rel="alternate" type="text/markdown" href="${twin}"><h2 id="intro">Intro</h2>` });
  const site = (twinBody: string): Map<string, { body: string }> => new Map([['index.html', page('index.md')], ['index.md', { body: twinBody }], ['docs/a/index.html', page('../../docs/a.md')], ['docs/a.md', { body: '# A' }]]);
  expect(() => assertHtmlLinks(site('See [A](docs/a.md#intro).'))).not.toThrow();
  expect(() => assertHtmlLinks(site('See [B](docs/b.md).'))).toThrow('index.md: docs/b.md (no file docs/b.md)');
  expect(() => assertHtmlLinks(site('See [A](docs/a.md#outro).'))).toThrow('index.md: docs/a.md#outro (no id outro on docs/a/index.html)');
  expect(() => assertHtmlLinks(new Map([['index.html', page('index.md')]]))).toThrow('index.html: its Markdown twin index.md does not exist');
  // Code is not a link, even where it reads like one (a contract's pattern), and a destination's escapes are not part of its URL.
  expect(() => assertHtmlLinks(site('Pattern `^[a-z]([a-z0-9-]*[a-z0-9])?$` and ``` ``[b](c)`` ```.\n\n```\n[d](e)\n```'))).not.toThrow();
  expect(() => assertHtmlLinks(site('Write to [us](mailto\\:billing@acme.example).'))).not.toThrow();
});

test('writes a page per webhook of a contract, with its body fields and answers, listed in the sidebar and on its body schema', () => {
  const page = html('reference/invoicing/webhooks/invoice.paid/index.html');
  expect(page).toContain('to your endpoint: the webhook <code>invoice.paid</code>');
  expect(page).toContain('An invoice was paid.');
  expect(page).toMatch(/<code class="field-name">lines\[\]\.unit_price\.amount<\/code>/);
  expect(page).toContain('Any 2xx answer marks the call delivered.');
  expect(page).not.toContain('id="authentication"');
  expect(html('reference/invoicing/index.html')).toContain('href="webhooks/invoice.paid/"');
  expect(html('reference/invoicing/schemas/Invoice/index.html')).toContain('href="../../../../reference/invoicing/webhooks/invoice.paid/"');
  expect(files.get('reference/invoicing/webhooks/invoice.paid.md')).toMatch(/^# invoice\.paid\n/);
});

test('writes a 404 page in the site\'s layout whose links start at the root, as a host serves it at any depth', () => {
  const page = html('404.html');
  expect(page).toContain('<h1 id="page-not-found">Page not found</h1>');
  expect(page).toContain('<link rel="stylesheet" href="/assets/site.css">');
  expect(page).toContain('<a class="brand" href="/">');
  expect(page).toContain('<a href="/docs/guide/">');
  expect(page).not.toMatch(/ (?:href|src)="\.\.?\//);
  expect(page).not.toContain('rel="canonical"');
});

test('names its icon on every page, and the icon is a file of the site', () => {
  expect(html('assets/favicon.svg')).toMatch(/^<svg /);
  expect(html('index.html')).toContain('<link rel="icon" href="assets/favicon.svg" type="image/svg+xml">');
  expect(html('docs/guide/index.html')).toContain('<link rel="icon" href="../../assets/favicon.svg" type="image/svg+xml">');
});

test('lists the invoicing API before the site\'s own in the sidebar', () => {
  const page = html('docs/guide/index.html');
  const sidebar = page.slice(page.indexOf('<nav class="sidebar"'));
  expect(sidebar.indexOf('href="../../reference/invoicing/"')).toBeGreaterThan(0);
  expect(sidebar.indexOf('href="../../reference/invoicing/"')).toBeLessThan(sidebar.indexOf('href="../../reference/site/"'));
});

test('labels each cell of a manual table with its column, for the stacked layout of narrow screens', () => {
  const page = html('docs/guide/index.html');
  expect(page).toMatch(/<table class="stack">/);
  expect(page).toMatch(/<td data-label="[^"]+">/);
});

test('writes the code spans of a server\'s description as code on an API\'s index page', () => {
  const page = html('reference/invoicing/index.html');
  expect(page).not.toMatch(/`sk_(?:live|test)_/);
  expect(page).toContain('<code>sk_test_...</code>');
});

/** The records the page's search shows for `query`, found in the built files as its script finds them. */
function searchFor(query: string): ChunkRecord[] {
  const manifest = JSON.parse(html('search/index.json')) as SearchManifest;
  const terms = [...new Set(searchTerms(wordsOf(query), new Map()))];
  const shards = shardsFor(queryKeys(terms), manifest.shards).map((i) => JSON.parse(html(`search/terms/${i}.json`)));
  return rankPostings(terms, shards, manifest.rarity).slice(0, 8).map(({ index }) => (JSON.parse(html(`search/records/${Math.floor(index / manifest.chunk)}.json`)) as ChunkRecord[])[index % manifest.chunk]);
}

test.each([
  ['createInvoice', 'reference/invoicing/createInvoice/index.html'],
  ['listInvoices', 'reference/invoicing/listInvoices/index.html'],
  ['list invoices', 'reference/invoicing/listInvoices/index.html'],
  ['createInv', 'reference/invoicing/createInvoice/index.html'],
  ['invoice.paid', 'reference/invoicing/webhooks/invoice.paid/index.html'],
  ['InvoiceCreate', 'reference/invoicing/schemas/InvoiceCreate/index.html'],
  ['getLlmsTxt', 'reference/site/getLlmsTxt/index.html'],
])('finds %s first in the browser search, over the manual and both APIs', (query, file) => {
  expect(searchFor(query)[0]?.[0]).toBe(file);
});

test('splits the browser search so that each shard is small and each term is in the shard its key names', () => {
  const manifest = JSON.parse(html('search/index.json')) as SearchManifest;
  expect(manifest.shards.length).toBeGreaterThan(1);
  manifest.shards.forEach((key, i) => {
    const shard = JSON.parse(html(`search/terms/${i}.json`)) as Record<string, number[]>;
    const terms = Object.keys(shard);
    expect(terms.length === 1 || html(`search/terms/${i}.json`).length <= 16_000).toBe(true);
    for (const term of terms) expect({ term, shard: shardsFor([term], manifest.shards).includes(i) }).toEqual({ term, shard: true });
    expect(terms.every((t) => t.startsWith(key))).toBe(true);
  });
});
