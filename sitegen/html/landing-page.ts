// The landing page: what the site documents (the package summary), the quick start (the
// first section of the first manual page, from the same tree), and
// links to every manual page, the API reference and the files for agents.
import escape from 'escape-html';
import type { Root } from 'mdast';
import type { ContentDocument } from '../content/index.js';
import type { PageShell, SiteMeta } from './layout.js';
import { markdownHtml } from './markdown-html.js';
import type { SiteNav } from './navigation.js';
import { docHtmlPath, HOME, hrefTo, linkRewriter } from './urls.js';

/** The landing page; `pages` are in page order. */
export function landingPage(site: SiteMeta, pages: readonly ContentDocument[], nav: SiteNav, slugs: ReadonlySet<string>): PageShell {
  const first = pages[0];
  const parts = [`<h1>${escape(site.name)}</h1>`, `<p class="lead">${escape(site.summary)}</p>`];
  if (first) {
    const opening = openingOf(first.tree);
    const { html } = markdownHtml({ tree: opening, headingAnchors: first.headingAnchors, rewriteLink: linkRewriter(site.baseUrl, first.path, HOME, slugs), dropTitle: true });
    parts.push(`<section class="quick-start" aria-labelledby="quick-start"><h2 id="quick-start">Quick start</h2>`, html.replace(/<h2 /g, '<h3 ').replace(/<\/h2>/g, '</h3>'),
      `<p><a class="button" href="${hrefTo(HOME, docHtmlPath(first.slug))}">Read ${escape(first.title)}</a></p></section>`);
  }
  const pageItems = pages.map((p) => `<li><a href="${hrefTo(HOME, docHtmlPath(p.slug))}">${escape(p.title)}</a>: ${escape(p.description)}</li>`).join('');
  parts.push(`<section aria-labelledby="all-pages"><h2 id="all-pages">The manual</h2><ul class="cards">${pageItems}</ul></section>`);
  const apis = nav.reference.map((api) => `<li><a href="${hrefTo(HOME, api.index.file)}">${escape(api.title)}</a>: ${escape(api.summary)}</li>`).join('');
  parts.push(`<section aria-labelledby="api-reference"><h2 id="api-reference">API reference</h2><ul class="cards">${apis}</ul></section>`);
  parts.push(`<section aria-labelledby="for-agents"><h2 id="for-agents">For coding agents</h2><p>The same material as a docs package: <a href="llms.txt">llms.txt</a>, <a href="manifest.json">the manifest</a>, <a href="docs/search.json">the search index</a> and every page as Markdown.</p></section>`);
  const toc = [{ depth: 2, text: 'Quick start', anchor: 'quick-start' }, { depth: 2, text: 'The manual', anchor: 'all-pages' }, { depth: 2, text: 'API reference', anchor: 'api-reference' }, { depth: 2, text: 'For coding agents', anchor: 'for-agents' }]
    .filter((entry) => first || entry.anchor !== 'quick-start');
  return { file: HOME, title: site.name, description: site.summary, body: parts.join('\n'), toc };
}

/** The first section of a page (its first second-level heading and what follows up to the next), or its lead when it has none. */
function openingOf(tree: Root): Root {
  const start = tree.children.findIndex((n) => n.type === 'heading' && n.depth === 2);
  if (start < 0) return tree;
  const end = tree.children.findIndex((n, i) => i > start && n.type === 'heading' && n.depth === 2);
  return { type: 'root', children: tree.children.slice(start, end < 0 ? undefined : end) };
}
