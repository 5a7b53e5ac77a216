// The site as a person meets it: folio's real manual and contracts built (once per test run,
// shared by the suites: tests/helpers/shared-site.ts), served by `folio preview` on a free port
// and opened in Debian's Chromium (scripts/measure/served-site.ts, the same launch as the site
// scripts), with a fresh browser context for every page a test opens.
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { ServedSite as Served } from '../../scripts/measure/served-site.js';
import { serveSiteFolder } from '../../scripts/measure/served-site.js';
import { sharedSite } from '../helpers/shared-site.js';

export interface ServedSite extends Served {
  /** A page in a fresh context. */
  open(options?: BrowserContextOptions): Promise<Page>;
}

/** Serves the run's built site and starts Chromium. */
export async function serveSite(): Promise<ServedSite> {
  const served = await serveSiteFolder(await sharedSite());
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

/**
 * The template a served path is made with, as a key: the landing page, a manual page, and per
 * API its index, operation, webhook and schema pages. A path of no known shape is its own key,
 * so a page of a new kind always counts as a template of its own.
 */
export function templateOf(at: string): string {
  if (at === '/') return 'landing';
  if (/^\/docs\/[^/]+\/$/.test(at)) return 'manual';
  const reference = /^\/reference\/([^/]+)\/(?:(webhooks|schemas)\/)?([^/]+\/)?$/.exec(at);
  if (reference) return `${reference[1]} ${reference[2] ?? (reference[3] ? 'operation' : 'index')}`;
  return at;
}

/** The first page of each template among `paths`, in their order. */
export function onePerTemplate(paths: readonly string[]): string[] {
  const first = new Map<string, string>();
  for (const at of paths) if (!first.has(templateOf(at))) first.set(templateOf(at), at);
  return [...first.values()];
}

/** The served path of every HTML page (`/`, `/docs/errors/` ...), from the sitemap. */
export async function pagePaths(site: ServedSite): Promise<string[]> {
  const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
}
