// The site's navigation: the sidebar (manual pages in `order`, then each API's reference
// grouped by tag, then its schemas), the reading order behind previous and next links, and
// the "on this page" list. Each link is relative to the page that shows it. The sidebar of a
// large site is not the whole site (R173): a manual of more than SIDEBAR_PAGES pages shows the
// pages around the current one, and an API of more than SIDEBAR_API_PAGES pages shows only the
// group of the current page (at most SIDEBAR_GROUP_PAGES of its links), each other group being one
// link to its section of the API's overview page, which lists every page. So a page's size does
// not grow with the size of the site, and every link is plain HTML that works without script.
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

/** How many pages of one API (operations, webhooks, schemas) the sidebar lists in full; a larger API shows the current group only. */
export const SIDEBAR_API_PAGES = 400;

/** How many links of the current group the sidebar of a large API lists around the current page. */
export const SIDEBAR_GROUP_PAGES = 50;

/** The id of a group's section on its API's overview page, to which a collapsed group links. */
export function groupAnchor(title: string): string {
  return `group-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** The parts of a sidebar that are the same for every page at one depth: each link, rendered once. */
interface SidebarParts {
  home: string;
  manual: string[];
  /** Per API: its heading and overview link, then each group's links and the link to its section of the overview page; `full` when every link is listed. */
  apis: Array<{ head: string; full: boolean; groups: Array<{ title: string; links: string[]; section: string }> }>;
  /** The manual index, and the API, group and item index, of each page's link. */
  where: Map<string, { manual?: number; api?: number; group?: number; item?: number }>;
}

const partsCache = new WeakMap<SiteNav, Map<number, SidebarParts>>();

function sidebarParts(nav: SiteNav, file: string, home: NavItem): SidebarParts {
  const depth = file.split('/').length - 1;
  let byDepth = partsCache.get(nav);
  if (!byDepth) partsCache.set(nav, (byDepth = new Map()));
  const cached = byDepth.get(depth);
  if (cached) return cached;
  const link = (item: NavItem): string => {
    const label = item.label ? `<span class="method method-${escape(item.label.toLowerCase())}">${escape(item.label)}</span> ` : '';
    return `<li><a href="${hrefTo(file, item.file)}">${label}${escape(item.title)}</a></li>`;
  };
  const where: SidebarParts['where'] = new Map();
  nav.manual.forEach((item, i) => where.set(item.file, { manual: i }));
  const apis = nav.reference.map((api, a) => {
    where.set(api.index.file, { api: a });
    return {
      head: `<h2 class="nav-title">${escape(api.title)}</h2><ul>${link(api.index)}</ul>`,
      full: api.groups.reduce((sum, group) => sum + group.items.length, 0) <= SIDEBAR_API_PAGES,
      groups: api.groups.map((group, g) => {
        group.items.forEach((item, i) => where.set(item.file, { api: a, group: g, item: i }));
        return { title: group.title, links: group.items.map(link), section: hrefTo(file, api.index.file, groupAnchor(group.title)) };
      }),
    };
  });
  const parts = { home: link(home), manual: nav.manual.map(link), apis, where };
  byDepth.set(depth, parts);
  return parts;
}

/** Marks the one link of `html` that leads to `href` as the current page. */
function markCurrent(html: string, href: string): string {
  return html.replace(`<a href="${href}">`, `<a href="${href}" aria-current="page">`);
}

/** The sidebar of the page at `file`, with the current page marked. */
export function sidebarHtml(nav: SiteNav, file: string, home: NavItem): string {
  const parts = sidebarParts(nav, file, home);
  const here = parts.where.get(file) ?? {};
  const count = nav.manual.length;
  const at = here.manual ?? 0;
  const start = count <= SIDEBAR_PAGES ? 0 : Math.max(0, Math.min(at - SIDEBAR_PAGES / 2, count - SIDEBAR_PAGES));
  const shown = parts.manual.slice(start, start + SIDEBAR_PAGES).join('');
  const more = count > SIDEBAR_PAGES ? `<li><a href="${hrefTo(file, home.file)}#all-pages">All ${count} pages</a></li>` : '';
  const manual = `<ul>${parts.home}${shown}${more}</ul>`;
  const html = [`<a class="nav-close" href="#content">Close menu</a><h2 class="nav-title">Manual</h2>${manual}`];
  parts.apis.forEach((api, a) => {
    html.push(api.head);
    if (api.full) {
      api.groups.forEach((group, g) => {
        const open = here.api === a && here.group === g ? ' open' : '';
        html.push(`<details class="nav-group"${open}><summary>${escape(group.title)}</summary><ul>${group.links.join('')}</ul></details>`);
      });
      return;
    }
    // A large API: the current group's links, the other groups as links to the overview page.
    const items = api.groups.map((group, g) => {
      if (here.api !== a || here.group !== g) return `<li><a class="nav-group-link" href="${group.section}">${escape(group.title)}</a></li>`;
      const count = group.links.length;
      const shown = SIDEBAR_GROUP_PAGES;
      const first = count <= shown ? 0 : Math.max(0, Math.min((here.item ?? 0) - shown / 2, count - shown));
      const all = count > shown ? `<li><a href="${group.section}">All ${count} in ${escape(group.title)}</a></li>` : '';
      return `<li><details class="nav-group" open><summary>${escape(group.title)}</summary><ul>${group.links.slice(first, first + shown).join('')}${all}</ul></details></li>`;
    });
    html.push(`<ul class="nav-groups">${items.join('')}</ul>`);
  });
  return markCurrent(`<nav class="sidebar" id="site-nav" aria-label="Site">${html.join('')}</nav>`, hrefTo(file, file));
}

const orderCache = new WeakMap<SiteNav, Map<string, number>>();

/** Previous and next links of the page at `file` in reading order; empty when it is not in the order. */
export function pagerHtml(nav: SiteNav, file: string): string {
  let positions = orderCache.get(nav);
  if (!positions) orderCache.set(nav, (positions = new Map(nav.order.map((item, i) => [item.file, i]))));
  const at = positions.get(file) ?? -1;
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
