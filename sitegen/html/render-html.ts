// The site for people (D28): the landing page, one HTML page per manual page from its parsed
// tree, the API reference of each contract, the stylesheet and script, /sitemap.xml and
// /robots.txt. Every link between the pages is checked before anything is written.
import type { ContentDocument } from '../content/index.js';
import { siteScript } from './browser-script.js';
import { docPage } from './doc-page.js';
import { brokenHtmlLinks } from './html-links.js';
import { landingPage } from './landing-page.js';
import type { SiteMeta } from './layout.js';
import { pageHtml } from './layout.js';
import type { SiteNav } from './navigation.js';
import type { ReferenceApi } from './reference-pages.js';
import { referencePages } from './reference-pages.js';
import { robotsTxt, sitemapXml } from './sitemap.js';
import { stylesheet } from './stylesheet.js';
import { docHtmlPath, SCRIPT, STYLESHEET } from './urls.js';

export interface HtmlSources {
  site: SiteMeta;
  /** Manual pages in page order. */
  pages: readonly ContentDocument[];
  apis: readonly ReferenceApi[];
}

/** Package path -> body of every file of the site for people; throws when a link between them is broken. */
export function renderHtml({ site, pages, apis }: HtmlSources): Map<string, { body: string }> {
  const slugs = new Set(pages.map((p) => p.slug));
  const docs = pages.map((page) => docPage(page, site.baseUrl, slugs));
  const references = apis.map((api) => referencePages(api, { baseUrl: site.baseUrl, slugs }));
  const manual = pages.map((p) => ({ file: docHtmlPath(p.slug), title: p.title }));
  const nav: SiteNav = {
    manual,
    reference: references.map(({ title, summary, index, groups }) => ({ title, summary, index, groups })),
    order: [...manual, ...references.flatMap((r) => [r.index, ...r.groups.flatMap((g) => g.items)])],
  };
  const shells = [landingPage(site, pages, nav, slugs), ...docs, ...references.flatMap((r) => r.pages)];
  const files = new Map<string, { body: string }>();
  for (const shell of shells) files.set(shell.file, { body: pageHtml(site, nav, shell) });
  files.set(STYLESHEET, { body: stylesheet() });
  files.set(SCRIPT, { body: siteScript() });
  files.set('sitemap.xml', { body: sitemapXml(site.baseUrl, shells.map((s) => s.file)) });
  files.set('robots.txt', { body: robotsTxt(site.baseUrl) });
  return files;
}

/** Throws when an HTML page of `files` links to a file or anchor the site lacks. */
export function assertHtmlLinks(files: ReadonlyMap<string, { body: string }>): void {
  const broken = brokenHtmlLinks(files);
  if (broken.length > 0) throw new Error(`broken links in the HTML pages:\n  ${broken.slice(0, 20).join('\n  ')}${broken.length > 20 ? `\n  and ${broken.length - 20} more` : ''}`);
}
