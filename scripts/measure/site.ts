// The budgets of the site for people (`npm run measure:site`): builds content/ into a
// temporary folder, serves it, opens one page of each type in Chromium and prints the
// JavaScript and CSS it loads (bytes, and gzipped at level 9; budgets 30 kB and 20 kB), the
// size of its HTML, and every request that leaves the site (budget: none). Asserts nothing.
import { gzipSync } from 'node:zlib';
import { serveBuiltSite } from './served-site.js';

const PAGES: Array<[string, string]> = [
  ['landing', '/'],
  ['manual page', '/docs/invoice-lifecycle/'],
  ['API overview', '/reference/invoicing/'],
  ['operation', '/reference/invoicing/createInvoice/'],
  ['schema', '/reference/invoicing/schemas/Invoice/'],
];

const { url, browser, close } = await serveBuiltSite({ benchmarks: false, coverage: false });
const kB = (n: number): string => `${(n / 1000).toFixed(1)} kB`;
try {
  console.log('page type      | JS bytes / gzipped    | CSS bytes / gzipped   | HTML bytes / gzipped  | requests leaving the site');
  for (const [label, at] of PAGES) {
    const page = await browser.newPage();
    const bodies: Record<'script' | 'stylesheet' | 'document', Buffer[]> = { script: [], stylesheet: [], document: [] };
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(url) && !request.url().startsWith('data:')) outside.push(request.url());
    });
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet' || type === 'document') bodies[type].push(await response.body());
    });
    await page.goto(`${url}${at}`, { waitUntil: 'networkidle' });
    // The inline theme script counts as JavaScript too.
    const inline = Buffer.from(await page.$$eval('script:not([src])', (s) => s.map((e) => e.textContent ?? '').join('')));
    const size = (list: Buffer[]): string => {
      const all = Buffer.concat(list);
      return `${kB(all.length)} / ${kB(gzipSync(all, { level: 9 }).length)}`.padEnd(21);
    };
    console.log(`${label.padEnd(14)} | ${size([...bodies.script, inline])} | ${size(bodies.stylesheet)} | ${size(bodies.document)} | ${outside.length === 0 ? 'none' : outside.join(' ')}`);
    await page.close();
  }
} finally {
  await close();
}
