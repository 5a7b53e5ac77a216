// The site as a person meets it: folio's real manual and contracts built into a temporary
// folder, served by `folio preview` on a free port, and Debian's Chromium driven by
// playwright-core (never a downloaded browser; flags from TOOLCHAIN.md).
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { folioReferenceSources, folioSamples } from '../../reference/index.js';
import { buildSite } from '../../sitegen/index.js';
import { listenPreview } from '../../sitegen/preview.js';
import { ROOT, tempDir } from '../sitegen/helpers.js';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface ServedSite {
  /** The site's address, without a final slash. */
  url: string;
  dist: string;
  browser: Browser;
  /** A page in a fresh context. */
  open(options?: BrowserContextOptions): Promise<Page>;
  close(): Promise<void>;
}

/** Builds and serves the site and starts Chromium. */
export async function serveSite(): Promise<ServedSite> {
  const tmp = await tempDir();
  const dist = path.join(tmp, 'dist');
  await buildSite({ root: ROOT, outDir: dist, generated: folioReferenceSources, samples: folioSamples });
  const { server, url } = await listenPreview({ dir: dist, port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const contexts: Array<{ close(): Promise<void> }> = [];
  return {
    url,
    dist,
    browser,
    async open(options) {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context.newPage();
    },
    async close() {
      for (const context of contexts) await context.close();
      await browser.close();
      await new Promise((resolve) => (server as Server).close(resolve));
      await rm(tmp, { recursive: true, force: true });
    },
  };
}

/** The served path of every HTML page (`/`, `/docs/errors/` ...), from the sitemap. */
export async function pagePaths(site: ServedSite): Promise<string[]> {
  const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
}
