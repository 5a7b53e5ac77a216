// The site for people (D28): the landing page, one HTML page per manual page from its parsed
// tree, the API reference of each contract, the Markdown twins of the pages written from page
// models, the stylesheet, script and icon, the browser search's index, the 404 page,
// /sitemap.xml and /robots.txt. Every link between the
// pages and in the twins is checked before anything is written.
import type { Root } from 'mdast';
import type { ContentDocument } from '../content/index.js';
import { freshBundle, scriptKey, SITE_SCRIPT_SOURCE, siteScript } from './browser-script.js';
import { docPage } from './doc-page.js';
import type { Highlight } from './highlight.js';
import { brokenHtmlLinks } from './links/html-links.js';
import { landingPage } from './landing-page.js';
import type { PageShell, SiteMeta } from './layout.js';
import { FAVICON_SVG, notFoundHtml, pageHtml } from './layout.js';
import { modelHtml } from './page-model/model-html.js';
import { modelMarkdown } from './page-model/model-markdown.js';
import type { SiteNav } from './navigation.js';
import type { Block, PageModel } from './page-model/page-model.js';
import { tocOf } from './page-model/page-model.js';
import type { ReferenceApi } from './reference/reference-pages.js';
import { referencePages } from './reference/reference-pages.js';
import { robotsTxt, sitemapXml } from './sitemap.js';
import { stylesheet } from './stylesheet.js';
import { TRY_IT_SOURCE, tryItScript } from './reference/try-it-script.js';
import { searchFilesElsewhere } from './search/search-files.js';
import { manualRecords, referenceRecords } from './search/search-records.js';
import { docHtmlPath, FAVICON, NOT_FOUND_PAGE, SANDBOX_LINK, SCRIPT, STYLESHEET, TRY_IT_SCRIPT, twinPath } from './urls.js';

export interface HtmlSources {
  site: SiteMeta;
  /** Manual pages in page order. */
  pages: readonly ContentDocument[];
  apis: readonly ReferenceApi[];
  /** What a build keeps on its cache: the parser of the contracts' descriptions, the highlighter and the Markdown writer; without them, each is run. */
  kept?: HtmlKept;
  /** Filled with the URLs of the links in each API's descriptions, by API name. */
  descriptionLinks?: Map<string, Set<string>>;
}

/** The work of external packages that a build reads from its cache (build-cache.ts) when it can. */
export interface HtmlKept {
  parse?: (markdown: string) => Root;
  highlight?: Highlight;
  stringify?: (tree: Root) => string;
}

/**
 * Package path -> body of every file of the site for people: each HTML page, and the Markdown
 * twin of each page written from a page model (the manual's pages and the operation digests
 * are written by the package), set into `files` in reading order, each page as soon as it is
 * rendered (a build compresses it while the next one renders). The search's files are worked
 * out on another core meanwhile.
 */
export async function renderHtml({ site, pages, apis, kept = {}, descriptionLinks }: HtmlSources, files: Map<string, { body: string }> = new Map()): Promise<Map<string, { body: string }>> {
  const search = searchFilesElsewhere([...manualRecords(pages), ...apis.flatMap((api) => referenceRecords(api.name, api.doc))]);
  const slugs = new Set(pages.map((p) => p.slug));
  const context = { baseUrl: site.baseUrl, slugs, highlight: kept.highlight };
  const linksOf = (name: string): Set<string> | undefined => {
    if (!descriptionLinks) return undefined;
    const links = descriptionLinks.get(name) ?? new Set<string>();
    descriptionLinks.set(name, links);
    return links;
  };
  const references = apis.map((api) => referencePages(api, site.baseUrl, kept.parse, linksOf(api.name)));
  const manual = pages.map((p) => ({ file: docHtmlPath(p.slug), title: p.title }));
  const nav: SiteNav = {
    manual,
    reference: references.map(({ title, summary, index, groups }) => ({ title, summary, index, groups })),
    order: [...manual, ...references.flatMap((r) => [r.index, ...r.groups.flatMap((g) => g.items)])],
  };
  const landing = landingPage(site, pages, nav);
  const referenceModels = references.flatMap((r) => r.pages);
  const models = [landing, ...referenceModels];
  const twinOf = (model: PageModel): string => model.twin ?? twinPath(model.file);
  const twins = new Map([...models.map((m) => [m.file, twinOf(m)] as const), ...pages.map((p) => [docHtmlPath(p.slug), p.path] as const)]);
  const shellOf = (model: PageModel): PageShell => ({
    file: model.file, title: model.title, description: model.description, markdown: twinOf(model), body: modelHtml(model, context), toc: tocOf(model.blocks),
    scripts: hasTryIt(model.blocks) ? [TRY_IT_SCRIPT] : [],
  });
  // Reading order: the landing page, the manual, then the reference.
  const written: string[] = [];
  const write = (shell: PageShell): void => {
    files.set(shell.file, { body: pageHtml(site, nav, shell) });
    written.push(shell.file);
  };
  write(shellOf(landing));
  for (const page of pages) write(docPage(page, site.baseUrl, slugs, kept.highlight));
  for (const model of referenceModels) write(shellOf(model));
  for (const model of models.filter((m) => !m.twin)) {
    files.set(twinPath(model.file), { body: modelMarkdown(model, twinPath(model.file), { ...context, twinOf: (file) => twins.get(file), stringify: kept.stringify }) });
  }
  files.set(NOT_FOUND_PAGE, { body: notFoundHtml(site, nav) });
  files.set(STYLESHEET, { body: stylesheet() });
  files.set(SCRIPT, { body: siteScript() });
  files.set(TRY_IT_SCRIPT, { body: tryItScript() });
  files.set(SANDBOX_LINK, { body: `${JSON.stringify({ baseUrl: null }, null, 2)}\n` });
  files.set(FAVICON, { body: FAVICON_SVG });
  for (const [path, body] of await search) files.set(path, { body });
  files.set('sitemap.xml', { body: sitemapXml(site.baseUrl, written) });
  files.set('robots.txt', { body: robotsTxt(site.baseUrl) });
  return files;
}

function hasTryIt(blocks: readonly Block[]): boolean {
  return blocks.some((b) => b.kind === 'try-it' || (b.kind === 'div' && hasTryIt(b.children)));
}

/** Throws when an HTML page of `files` links to a file or anchor the site lacks, unless `excused` says the file it names (a link of a contract's description, reported apart) may be missing. */
export function assertHtmlLinks(files: ReadonlyMap<string, { body: string }>, excused?: (target: string, fragment?: string) => boolean): void {
  const broken = brokenHtmlLinks(files, excused);
  if (broken.length > 0) throw new Error(`broken links in the HTML pages:\n  ${broken.slice(0, 20).join('\n  ')}${broken.length > 20 ? `\n  and ${broken.length - 20} more` : ''}`);
}

/** Every page script bundled now, by scriptKey of its source: what `npm run compile` keeps as PREBUILT_SCRIPTS beside the compiled module. */
export function pageScriptBundles(): Record<string, string> {
  return Object.fromEntries([SITE_SCRIPT_SOURCE, TRY_IT_SOURCE].map((source) => [scriptKey(source), freshBundle(source)]));
}
