// The HTML twin of one manual page, rendered from the tree its Markdown came from.
import escape from 'escape-html';
import type { ContentDocument } from '../content/index.js';
import type { PageShell } from './layout.js';
import type { Highlight } from './highlight.js';
import { markdownHtml } from './markdown-html.js';
import { docHtmlPath, linkRewriter } from './urls.js';

/** The shell of the page's HTML twin. */
export function docPage(doc: ContentDocument, baseUrl: string, slugs: ReadonlySet<string>, highlight?: Highlight): PageShell {
  const file = docHtmlPath(doc.slug);
  const { html, toc } = markdownHtml({
    tree: doc.tree,
    headingAnchors: doc.headingAnchors,
    rewriteLink: linkRewriter(baseUrl, doc.path, file, slugs),
    dropTitle: true,
    highlight,
  });
  return { file, title: doc.title, description: doc.description, markdown: doc.path, body: `<h1>${escape(doc.title)}</h1>\n${html}`, toc };
}
