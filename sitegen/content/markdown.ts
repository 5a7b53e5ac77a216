// The Markdown parser of the site and a document-order walk over its syntax tree. Pages are
// CommonMark plus container directives and three GitHub extensions: tables, strikethrough and
// literal autolinks (a bare `https://…`, `www.…` or e-mail address is a link, as GitHub shows
// it, which contracts' descriptions rely on, R221). GitHub's footnotes and task lists are left
// out: they add node types that every reader of the tree would need to know.
import type { Nodes, Root } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import type { Processor } from 'unified';
import { unified } from 'unified';
import { plainTree } from './plain-markdown.js';

/** A remark plugin for GitHub's tables, strikethrough and literal autolinks, the way remark-gfm adds them. */
function githubExtensions(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmTable(), gfmStrikethrough(), gfmAutolinkLiteral());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmAutolinkLiteralFromMarkdown());
}

/** The packages the parser is made of, for the maker of kept trees (markdown-trees.ts). */
export const MARKDOWN_PACKAGES = [
  'unified', 'remark-parse', 'remark-directive', 'mdast-util-gfm-autolink-literal', 'mdast-util-gfm-strikethrough', 'mdast-util-gfm-table',
  'micromark-extension-gfm-autolink-literal', 'micromark-extension-gfm-strikethrough', 'micromark-extension-gfm-table',
];

/** remark-parse with the site's extensions; `parseMarkdown` is the way to read Markdown (it skips the parser for plain text). */
export const markdownParser = unified().use(remarkParse).use(githubExtensions).use(remarkDirective).freeze();

/** The mdast tree of a Markdown document; positions are relative to `markdown`. */
export function parseMarkdown(markdown: string): Root {
  return plainTree(markdown) ?? markdownParser.parse(markdown);
}

/** Calls `visit` on every node in document order, parents before their children. */
export function walk(node: Nodes, visit: (node: Nodes, parent: Nodes | undefined) => void, parent?: Nodes): void {
  visit(node, parent);
  if ('children' in node) for (const child of node.children) walk(child, visit, node);
}
