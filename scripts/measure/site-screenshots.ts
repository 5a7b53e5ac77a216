// Screenshots of the site for people (`npm run screenshots:site`): the landing page, a manual
// page and a reference page, in the light and dark themes, at 1280 px and 360 px wide, into
// site-screenshots/ (ignored by git), for a person to look at. Asserts nothing.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { serveBuiltSite } from './served-site.js';

const OUT = path.join(process.cwd(), 'site-screenshots');
const PAGES: Array<[string, string]> = [['landing', '/'], ['manual', '/docs/customers/'], ['reference', '/reference/invoicing/createInvoice/']];

const { url, browser, close } = await serveBuiltSite({ benchmarks: false, coverage: false });
try {
  await mkdir(OUT, { recursive: true });
  for (const [name, at] of PAGES) {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 360]) {
        const page = await browser.newPage({ viewport: { width, height: width === 360 ? 740 : 900 }, colorScheme });
        await page.goto(`${url}${at}`, { waitUntil: 'networkidle' });
        const file = path.join(OUT, `${name}-${colorScheme}-${width}.png`);
        await page.screenshot({ path: file });
        console.log(path.relative(process.cwd(), file));
        await page.close();
      }
    }
  }
} finally {
  await close();
}
