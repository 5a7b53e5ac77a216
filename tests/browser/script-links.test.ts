// Clicking a hostile link runs nothing (D48): the fixture manual with a page of script links,
// and the example API with the same links in an operation's description, built, served and
// opened in Chromium. Each link's text is clicked; no dialog opens, the page's body never
// gets the `data-pwned` the scripts would set, and the page stays where it was. The same
// click on a script link made in the page itself does run it, so the test can tell.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { ServedSite } from '../../scripts/measure/served-site.js';
import { serveBuiltSite } from '../../scripts/measure/served-site.js';
import { ROOT } from '../sitegen/helpers.js';
import { HOSTILE, HOSTILE_OPERATION, writeHostileInputs } from '../sitegen/hostile-links.js';

let site: ServedSite;
let inputs: string;
beforeAll(async () => {
  inputs = await mkdtemp(path.join(os.tmpdir(), 'folio-hostile-'));
  site = await serveBuiltSite({ root: ROOT, ...(await writeHostileInputs(inputs)) });
}, 60_000);
afterAll(async () => {
  await site.close();
  await rm(inputs, { recursive: true, force: true });
});

async function open(at: string): Promise<{ page: Page; dialogs: string[] }> {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${site.url}${at}`);
  return { page, dialogs };
}

/** Waits for one more trip through the page's event loop, so that a navigation a click queued has started. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

test.each([
  ['the manual page', '/docs/hostile/'],
  ['the operation page', `/reference/invoicing/${HOSTILE_OPERATION}/`],
])('clicking every hostile link on %s runs no script', async (_name, at) => {
  const { page, dialogs } = await open(at);
  const article = page.locator('main');
  for (const [text] of HOSTILE.filter(([, markdown]) => !markdown.startsWith('!'))) {
    const target = article.getByText(text, { exact: true });
    expect({ text, found: await target.count() }).toEqual({ text, found: 1 });
    expect({ text, links: await article.locator('a', { hasText: text }).count() }).toEqual({ text, links: 0 });
    await target.click();
  }
  await article.getByText('autolink', { exact: false }).click();
  await settle(page);
  expect(await page.evaluate(() => document.body.dataset.pwned ?? null)).toBeNull();
  expect(dialogs).toEqual([]);
  expect(new URL(page.url()).pathname).toBe(at);
  await page.context().close();
});

test('the same click on a script link that the page does carry runs it, so the test above can tell', async () => {
  const { page } = await open('/docs/hostile/');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = 'javascript:document.body.dataset.pwned=1';
    link.textContent = 'control link';
    document.querySelector('main')!.append(link);
  });
  await page.getByText('control link').click();
  await page.waitForFunction(() => document.body.dataset.pwned === '1');
  await page.context().close();
});
