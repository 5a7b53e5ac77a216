// Parsed Markdown kept on the build's cache (build-cache.ts) by the SHA-256 of its text: parsing
// is most of what reading a manual costs (micromark reads about a megabyte a second), and the
// same text always gives the same tree, so a build reads back the trees of the pages, and of the
// contracts' descriptions, that an earlier build parsed. The maker names every package of the
// parser, nested dependencies included, so a parser that changes parses again.
import path from 'node:path';
import type { Root } from 'mdast';
import { KeptValues, packageVersions } from '../build-cache.js';
import { MARKDOWN_PACKAGES, markdownParser } from './markdown.js';
import { plainTree } from './plain-markdown.js';

let maker: string | undefined;

/** The trees of one build: `parse` reads a kept tree or parses; `keep`, once the build has succeeded, keeps what it parsed. */
export class MarkdownTrees {
  private readonly kept: KeptValues<Root>;

  /** Trees kept on the shelf `markdown-trees/` under `cacheDir` (none when false). */
  constructor(cacheDir: string | false) {
    maker ??= `markdown-1 ${packageVersions(MARKDOWN_PACKAGES)}`;
    this.kept = new KeptValues(cacheDir && path.join(cacheDir, 'markdown-trees'), maker);
  }

  /** The tree of `markdown`, as parseMarkdown gives it (a new object each time: the caller may change it). */
  readonly parse = (markdown: string): Root => plainTree(markdown) ?? this.kept.value(markdown, () => markdownParser.parse(markdown))!;

  keep(): void {
    this.kept.keep();
  }
}
