// Screenshots of the site for people (`npm run screenshots:site`): the landing page, a manual
// page and a reference page, in the light and dark themes, at 1280 px and 360 px wide, into
// site-screenshots/ (ignored by git), for a person to look at. Asserts nothing.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { folioReferenceSources, folioSamples } from '../reference/index.js';
import { buildSite } from '../sitegen/index.js';
import { listenPreview } from '../sitegen/preview.js';

const OUT = path.join(process.cwd(), 'site-screenshots');
const PAGES: Array<[string, string]> = [['landing', '/'], ['manual', '/docs/customers/'], ['reference', '/reference/example/createInvoice/']];
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const temp = await mkdtemp(path.join(os.tmpdir(), 'folio-screenshots-'));
const dir = path.join(temp, 'dist');
await buildSite({ outDir: dir, benchmarks: false, coverage: false, generated: folioReferenceSources, samples: folioSamples });
const { server, url } = await listenPreview({ dir, port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
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
  await browser.close();
  server.close();
  await rm(temp, { recursive: true, force: true });
}
