// The shell of every HTML page: head (canonical URL, Open Graph, the Markdown twin, the theme
// chosen before the first paint), a skip link, header with search and theme toggle, sidebar,
// the page itself with previous and next links, the "on this page" list, and the footer.
// Everything a reader needs is in the HTML; the script only adds search, the theme toggle
// and copy buttons. The 404 page and the site's icon live here too: a static host serves
// 404.html for any path it lacks, at that path's depth, so its links start from the site's root
// path (the path of the base URL) instead of being relative like every other page's.
import escape from 'escape-html';
import type { NavItem, SiteNav } from './navigation.js';
import { pagerHtml, sidebarHtml, tocHtml } from './navigation.js';
import { SEARCH_MANIFEST } from './search/search-files.js';
import { absoluteUrl, FAVICON, HOME, hrefTo, NOT_FOUND_PAGE, SCRIPT, STYLESHEET } from './urls.js';

export interface SiteMeta { name: string; summary: string; baseUrl: string }

export interface PageShell {
  /** The page's package path. */
  file: string;
  title: string;
  description: string;
  /** The package path of the page's Markdown twin; none for the 404 page, which is no page of the site. */
  markdown?: string;
  /** The page's content, from its first-level heading on. */
  body: string;
  toc: ReadonlyArray<{ depth: number; text: string; anchor: string }>;
  /** Package paths of the scripts this page loads besides the site's own. */
  scripts?: readonly string[];
}

/**
 * Runs in the head before the first paint: marks <html class="js">, so that the stylesheet lays
 * out the search field and the buttons the script enhances from the start (nothing shifts), and
 * applies a theme the reader chose earlier, so the page never flashes the other one. Without a
 * choice, CSS follows prefers-color-scheme.
 */
export const THEME_BOOT = `document.documentElement.className='js';try{var t=localStorage.getItem('site-theme');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;

/** The whole HTML document of a page. */
export function pageHtml(site: SiteMeta, nav: SiteNav, page: PageShell): string {
  const href = (to: string, fragment?: string): string => hrefTo(page.file, to, fragment);
  const home: NavItem = { file: HOME, title: 'Home' };
  const fullTitle = page.file === HOME ? site.name : `${page.title} · ${site.name}`;
  const canonical = page.markdown === undefined ? '' : `<link rel="canonical" href="${escape(absoluteUrl(site.baseUrl, page.file))}">
<link rel="alternate" type="text/markdown" href="${href(page.markdown)}" title="This page as Markdown">
<meta property="og:url" content="${escape(absoluteUrl(site.baseUrl, page.file))}">`;
  const actions = page.markdown === undefined ? '' : `\n<p class="page-actions"><a href="${href(page.markdown)}">View as Markdown</a> <button type="button" class="copy-page" data-source="${href(page.markdown)}">Copy page as Markdown</button></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(fullTitle)}</title>
<meta name="description" content="${escape(page.description)}">
${canonical}
<meta property="og:type" content="website">
<meta property="og:site_name" content="${escape(site.name)}">
<meta property="og:title" content="${escape(page.title)}">
<meta property="og:description" content="${escape(page.description)}">
<meta name="color-scheme" content="light dark">
<script>${THEME_BOOT}</script>
<link rel="icon" href="${href(FAVICON)}" type="image/svg+xml">
<link rel="stylesheet" href="${href(STYLESHEET)}">
<script src="${href(SCRIPT)}" defer></script>
${(page.scripts ?? []).map((script) => `<script src="${href(script)}" defer></script>\n`).join('')}</head>
<body data-root="${href(HOME)}">
<a class="skip-link" href="#content">Skip to content</a>
<header class="site-header">
<a class="brand" href="${href(HOME)}">${escape(site.name)}</a>
<a class="menu-link" href="#site-nav">Menu</a>
<div class="search" role="search">
<label class="visually-hidden" for="search-input">Search the manual and the API reference</label>
<input id="search-input" type="search" placeholder="Search  /" autocomplete="off" spellcheck="false" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="search-results" data-index="${href(SEARCH_MANIFEST)}">
<ul id="search-results" role="listbox" aria-label="Search results" hidden></ul>
</div>
<button type="button" class="theme-toggle"><span class="to-dark">Use dark theme</span><span class="to-light">Use light theme</span></button>
</header>
<div class="layout">
<main id="content" tabindex="-1">
<article>
${page.body.replace('</h1>', () => `</h1>${actions}`)}
</article>
${pagerHtml(nav, page.file)}
</main>
${tocHtml(page.toc)}
${sidebarHtml(nav, page.file, home)}
</div>
<footer class="site-footer"><p>${escape(site.name)}: built from its manual and its OpenAPI contracts. For agents: <a href="${href('llms.txt')}">llms.txt</a>.</p></footer>
</body>
</html>
`;
}

/** /assets/favicon.svg: the site's mark, an "f" on the accent colour. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0550ae"/><path d="M19.5 7.5c-3 0-4.5 1.7-4.5 4.6V14h-3v3h3v8.5h3.5V17h3.2l.4-3h-3.6v-1.6c0-1.2.5-1.9 1.8-1.9h1.9V7.7c-.8-.1-1.7-.2-2.7-.2z" fill="#fff"/></svg>\n`;

/** /404.html: where a reader who followed a dead link can go from here. */
export function notFoundHtml(site: SiteMeta, nav: SiteNav): string {
  const body = `<h1 id="page-not-found">Page not found</h1>
<p class="lead">There is no page at this address. It may have moved, or the link that led here has a typo.</p>
<ul><li><a href="./">The home page</a> lists every page of the manual.</li><li>The search field at the top of this page searches the manual and the API reference.</li></ul>`;
  const html = pageHtml(site, nav, { file: NOT_FOUND_PAGE, title: 'Page not found', description: 'There is no page at this address.', body, toc: [] });
  const root = new URL(`${site.baseUrl}/`).pathname;
  return html.replace(/ (href|src|data-root|data-source|data-index)="(?![a-z][a-z0-9+.-]*:|\/|#)(?:\.\/)?([^"]*)"/g, (_, name: string, target: string) => ` ${name}="${root}${target}"`);
}
