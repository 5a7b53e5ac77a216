// The network estimate of a benchmark run (content/spec.md, "Benchmark run"): what the same
// documentation costs an agent when it is fetched as web pages. Every document of
// /llms-full.txt is rendered to HTML the way a plain static site generator would (CommonMark
// with GitHub tables, strikethrough and literal autolinks, mdast-util-to-hast, hast-util-to-html; text files as
// one <pre> block), put into a minimal HTML5 page, and counted in o200k_base tokens.
// Navigation, styles and scripts of a real site are left out, so this is a lower bound.
import { toHtml } from 'hast-util-to-html';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { toHast } from 'mdast-util-to-hast';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { tokenCount } from '../../sitegen/package/index.js';

/** The package paths of the documents in /llms-full.txt, from its `Source: URL` lines, in order. */
export function corpusDocuments(llmsFull: string, baseUrl: string): string[] {
  const prefix = `${baseUrl.replace(/\/+$/, '')}/`;
  return [...llmsFull.matchAll(/^Source: (\S+)$/gm)].map((m) => {
    if (!m[1].startsWith(prefix)) throw new Error(`llms-full.txt has a source outside ${prefix}: ${m[1]}`);
    return m[1].slice(prefix.length);
  });
}

/** The document at `packagePath` as a web page: Markdown rendered to HTML, other text in <pre>. */
export function htmlPage(packagePath: string, text: string): string {
  const body = packagePath.endsWith('.md')
    ? toHtml(toHast(fromMarkdown(text, {
      extensions: [gfmTable(), gfmStrikethrough(), gfmAutolinkLiteral()],
      mdastExtensions: [gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmAutolinkLiteralFromMarkdown()],
    })))
    : toHtml({ type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'text', value: text }] });
  const title = toHtml({ type: 'text', value: packagePath });
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${title}</title>\n</head>\n<body>\n<main>\n${body}\n</main>\n</body>\n</html>\n`;
}

/** The sum of the o200k_base tokens of every document of /llms-full.txt as a web page. */
export async function estimateNetworkTokens(llmsFull: string, baseUrl: string, read: (packagePath: string) => Promise<string>): Promise<number> {
  let total = 0;
  for (const packagePath of corpusDocuments(llmsFull, baseUrl)) total += tokenCount(htmlPage(packagePath, await read(packagePath)));
  return total;
}
