// The site's navigation: the sidebar (manual pages in `order`, then each API's reference
// grouped by tag, then its schemas), the reading order behind previous and next links, and
// the "on this page" list. Each link is relative to the page that shows it.
import escape from 'escape-html';
import { hrefTo } from './urls.js';

export interface NavItem { file: string; title: string; label?: string }
export interface NavGroup { title: string; items: NavItem[] }
export interface SiteNav {
  manual: NavItem[];
  reference: Array<{ title: string; summary: string; index: NavItem; groups: NavGroup[] }>;
  /** Every page in reading order, for previous and next links. */
  order: NavItem[];
}

/** How many manual pages the sidebar lists around the current one; a larger manual is listed in full on the landing page. */
export const SIDEBAR_PAGES = 120;

/** The sidebar of the page at `file`, with the current page marked. */
export function sidebarHtml(nav: SiteNav, file: string, home: NavItem): string {
  const link = (item: NavItem): string => {
    const current = item.file === file ? ' aria-current="page"' : '';
    const label = item.label ? `<span class="method method-${escape(item.label.toLowerCase())}">${escape(item.label)}</span> ` : '';
    return `<li><a href="${hrefTo(file, item.file)}"${current}>${label}${escape(item.title)}</a></li>`;
  };
  const at = nav.manual.findIndex((item) => item.file === file);
  const start = nav.manual.length <= SIDEBAR_PAGES ? 0 : Math.max(0, Math.min(at - SIDEBAR_PAGES / 2, nav.manual.length - SIDEBAR_PAGES));
  const shown = nav.manual.slice(start, start + SIDEBAR_PAGES);
  const more = shown.length < nav.manual.length ? `<li><a href="${hrefTo(file, home.file)}#all-pages">All ${nav.manual.length} pages</a></li>` : '';
  const parts = [`<h2 class="nav-title">Manual</h2><ul>${link(home)}${shown.map(link).join('')}${more}</ul>`];
  for (const api of nav.reference) {
    parts.push(`<h2 class="nav-title">${escape(api.title)}</h2><ul>${link(api.index)}</ul>`);
    for (const group of api.groups) {
      const open = group.items.some((item) => item.file === file) ? ' open' : '';
      parts.push(`<details class="nav-group"${open}><summary>${escape(group.title)}</summary><ul>${group.items.map(link).join('')}</ul></details>`);
    }
  }
  return `<nav class="sidebar" id="site-nav" aria-label="Site">${parts.join('')}</nav>`;
}

/** Previous and next links of the page at `file` in reading order; empty when it is not in the order. */
export function pagerHtml(nav: SiteNav, file: string): string {
  const at = nav.order.findIndex((item) => item.file === file);
  if (at < 0) return '';
  const side = (item: NavItem | undefined, rel: 'prev' | 'next', word: string): string =>
    item ? `<a class="pager-${rel}" rel="${rel}" href="${hrefTo(file, item.file)}"><span class="pager-word">${word}</span> ${escape(item.title)}</a>` : '<span></span>';
  return `<nav class="pager" aria-label="Previous and next pages">${side(nav.order[at - 1], 'prev', 'Previous')}${side(nav.order[at + 1], 'next', 'Next')}</nav>`;
}

/** The "on this page" list, or nothing for a page with fewer than two sections. */
export function tocHtml(toc: ReadonlyArray<{ depth: number; text: string; anchor: string }>): string {
  if (toc.length < 2) return '';
  const items = toc.map((entry) => `<li class="toc-${entry.depth}"><a href="#${escape(entry.anchor)}">${escape(entry.text)}</a></li>`).join('');
  return `<aside class="toc"><nav aria-labelledby="toc-title"><h2 id="toc-title">On this page</h2><ul>${items}</ul></nav></aside>`;
}
