// The site as a person meets it: folio's real manual and contracts built, served by `folio
// preview` on a free port and opened in Debian's Chromium (scripts/measure/served-site.ts, the
// same launch as the site scripts), with a fresh browser context for every page a test opens.
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { ServedSite as Served } from '../../scripts/measure/served-site.js';
import { serveBuiltSite } from '../../scripts/measure/served-site.js';
import { ROOT } from '../sitegen/helpers.js';

export interface ServedSite extends Served {
  /** A page in a fresh context. */
  open(options?: BrowserContextOptions): Promise<Page>;
}

/** Builds and serves the site and starts Chromium. */
export async function serveSite(): Promise<ServedSite> {
  const served = await serveBuiltSite({ root: ROOT });
  const contexts: Array<{ close(): Promise<void> }> = [];
  return {
    ...served,
    async open(options) {
      const context = await served.browser.newContext(options);
      contexts.push(context);
      return context.newPage();
    },
    async close() {
      for (const context of contexts) await context.close();
      await served.close();
    },
  };
}

/** The served path of every HTML page (`/`, `/docs/errors/` ...), from the sitemap. */
export async function pagePaths(site: ServedSite): Promise<string[]> {
  const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
}
