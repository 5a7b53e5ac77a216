// The landing page, as a page model: what the site documents (the package summary), the
// quick start (the first section of the first manual page, from the same tree), and links to
// every manual page, the API reference and the files for agents.
import type { Root } from 'mdast';
import type { ContentDocument } from '../content/index.js';
import type { SiteMeta } from './layout.js';
import type { SiteNav } from './navigation.js';
import type { Block, Inline, PageModel } from './page-model/page-model.js';
import { docHtmlPath, HOME } from './urls.js';

/** The landing page; `pages` are in page order. */
export function landingPage(site: SiteMeta, pages: readonly ContentDocument[], nav: SiteNav): PageModel {
  const first = pages[0];
  const blocks: Block[] = [{ kind: 'p', className: 'lead', content: [site.summary] }];
  if (first) {
    blocks.push({ kind: 'section', className: 'quick-start', id: 'quick-start', heading: 'Quick start', children: [
      { kind: 'markdown', tree: openingOf(first.tree), from: first.path, headingAnchors: first.headingAnchors, demote: true },
      { kind: 'p', content: [{ kind: 'link', className: 'button', to: docHtmlPath(first.slug), children: [`Read ${first.title}`] }] },
    ] });
  }
  const cards = (items: Array<{ file: string; title: string; summary: string }>): Block => ({
    kind: 'list', className: 'cards', items: items.map((i): Inline[] => [{ kind: 'link', to: i.file, children: [i.title] }, `: ${i.summary}`]),
  });
  blocks.push(
    { kind: 'section', id: 'all-pages', heading: 'The manual', children: [cards(pages.map((p) => ({ file: docHtmlPath(p.slug), title: p.title, summary: p.description })))] },
    { kind: 'section', id: 'api-reference', heading: 'API reference', children: [cards(nav.reference.map((api) => ({ file: api.index.file, title: api.title, summary: api.summary })))] },
    { kind: 'section', id: 'for-agents', heading: 'For coding agents', children: [{ kind: 'p', content: [
      'The same material as a docs package: ', link('llms.txt', 'llms.txt'), ', ', link('manifest.json', 'the manifest'), ', ',
      link('docs/search.json', 'the search index'), ' and every page as Markdown.',
    ] }] },
  );
  return { file: HOME, title: site.name, description: site.summary, blocks };
}

function link(to: string, text: string): Inline {
  return { kind: 'link', to, children: [text] };
}

/** The first section of a page (its first second-level heading and what follows up to the next), or its lead when it has none. */
function openingOf(tree: Root): Root {
  const start = tree.children.findIndex((n) => n.type === 'heading' && n.depth === 2);
  if (start < 0) return tree;
  const end = tree.children.findIndex((n, i) => i > start && n.type === 'heading' && n.depth === 2);
  return { type: 'root', children: tree.children.slice(start, end < 0 ? undefined : end) };
}
