// The shell of every HTML page: head (canonical URL, Open Graph, the Markdown twin, the theme
// chosen before the first paint), a skip link, header with search and theme toggle, sidebar,
// the page itself with previous and next links, the "on this page" list, and the footer.
// Everything a reader needs is in the HTML; the script only adds search, the theme toggle
// and copy buttons.
import escape from 'escape-html';
import type { NavItem, SiteNav } from './navigation.js';
import { pagerHtml, sidebarHtml, tocHtml } from './navigation.js';
import { absoluteUrl, HOME, hrefTo, SCRIPT, STYLESHEET } from './urls.js';

export interface SiteMeta { name: string; summary: string; baseUrl: string }

export interface PageShell {
  /** The page's package path. */
  file: string;
  title: string;
  description: string;
  /** The package path of the page's Markdown twin. */
  markdown: string;
  /** The page's content, from its first-level heading on. */
  body: string;
  toc: ReadonlyArray<{ depth: number; text: string; anchor: string }>;
  /** Package paths of the scripts this page loads besides the site's own. */
  scripts?: readonly string[];
}

/**
 * Runs in the head before the first paint: applies a theme the reader chose earlier, so the
 * page never flashes the other one. Without a choice, CSS follows prefers-color-scheme.
 */
export const THEME_BOOT = `try{var t=localStorage.getItem('folio-theme');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;

/** The whole HTML document of a page. */
export function pageHtml(site: SiteMeta, nav: SiteNav, page: PageShell): string {
  const href = (to: string, fragment?: string): string => hrefTo(page.file, to, fragment);
  const home: NavItem = { file: HOME, title: 'Home' };
  const fullTitle = page.file === HOME ? site.name : `${page.title} · ${site.name}`;
  const twin = `<link rel="alternate" type="text/markdown" href="${href(page.markdown)}" title="This page as Markdown">`;
  const actions = `<p class="page-actions"><a href="${href(page.markdown)}">View as Markdown</a> <button type="button" class="copy-page" data-source="${href(page.markdown)}" hidden>Copy page as Markdown</button></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(fullTitle)}</title>
<meta name="description" content="${escape(page.description)}">
<link rel="canonical" href="${escape(absoluteUrl(site.baseUrl, page.file))}">
${twin}
<meta property="og:type" content="website">
<meta property="og:site_name" content="${escape(site.name)}">
<meta property="og:title" content="${escape(page.title)}">
<meta property="og:description" content="${escape(page.description)}">
<meta property="og:url" content="${escape(absoluteUrl(site.baseUrl, page.file))}">
<meta name="color-scheme" content="light dark">
<script>${THEME_BOOT}</script>
<link rel="stylesheet" href="${href(STYLESHEET)}">
<script src="${href(SCRIPT)}" defer></script>
${(page.scripts ?? []).map((script) => `<script src="${href(script)}" defer></script>\n`).join('')}</head>
<body data-root="${href(HOME)}">
<a class="skip-link" href="#content">Skip to content</a>
<header class="site-header">
<a class="brand" href="${href(HOME)}">${escape(site.name)}</a>
<a class="menu-link" href="#site-nav">Menu</a>
<div class="search" role="search" hidden>
<label class="visually-hidden" for="search-input">Search the manual</label>
<input id="search-input" type="search" placeholder="Search  /" autocomplete="off" spellcheck="false" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="search-results" data-index="${href('docs/search.json')}">
<ul id="search-results" role="listbox" aria-label="Search results" hidden></ul>
</div>
<button type="button" class="theme-toggle" aria-label="Dark theme" aria-pressed="false" hidden>Dark theme</button>
</header>
<div class="layout">
<main id="content" tabindex="-1">
<article>
${page.body.replace('</h1>', () => `</h1>\n${actions}`)}
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
