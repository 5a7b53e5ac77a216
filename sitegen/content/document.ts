// Reads one content file into what the site needs from it: front matter, the Markdown to
// serve (directives unwrapped, page links canonical), anchors, sections and links.
import path from 'node:path';
import type { Heading, Nodes, Root } from 'mdast';
import type { Place } from './content-error.js';
import { Problems } from './content-error.js';
import { directiveEdits } from './directives.js';
import { splitFrontMatter } from './front-matter.js';
import type { GeneratedSources } from './generated-text.js';
import { expandGenerated } from './generated-text.js';
import { parseMarkdown, walk } from './markdown.js';
import type { MarkdownTrees } from './markdown-trees.js';
import { emphasisProblem, nestingProblem, pageSizeProblem } from './page-limits.js';
import { pagePath, SLUG } from '../paths.js';
import { outline } from './sections.js';
import type { Edit } from './source-edits.js';
import { applyEdits } from './source-edits.js';

/** `page` is a manual page; `spec` is content/spec.md; `rules` is content/ai-rules.md. */
export type DocumentKind = 'page' | 'spec' | 'rules';

export interface Section {
  heading: string;
  anchor: string;
  text: string;
  /** 1-based lines of the section in the served file, inclusive. */
  startLine: number;
  endLine: number;
}

export interface ContentDocument {
  file: string;
  kind: DocumentKind;
  slug: string;
  title: string;
  description: string;
  order: number;
  /** Where the document is served, as a package path. */
  path: string;
  markdown: string;
  anchors: Set<string>;
  sections: Section[];
  links: Array<{ url: string; place: Place }>;
  /** The parsed body (generated text expanded, directives kept), for writers that render it again, such as the HTML pages (D29: parsed once). */
  tree: Root;
  /** The anchor of every heading of `tree`. */
  headingAnchors: ReadonlyMap<Heading, string>;
}

export interface DocumentInput {
  /** The file as shown in messages, e.g. `content/errors.md`. */
  file: string;
  raw: string;
  kind: DocumentKind;
  baseUrl: string;
  /** What `::generated{source="NAME"}` lines may use; none by default. */
  generated?: GeneratedSources;
  /** The build's kept trees (markdown-trees.ts), which parse the document when it has none; without them it is parsed. */
  trees?: MarkdownTrees;
}

/**
 * The document. Its problems go to `problems`; a document with problems is still returned
 * (with stand-ins for broken front matter) so that links to and from it can be checked.
 */
export function readDocument(input: DocumentInput, problems: Problems): ContentDocument {
  let raw = input.raw.replace(/\r\n?/g, '\n');
  if (input.kind === 'rules') raw = raw.replaceAll('{{base_url}}', input.baseUrl);
  // A page over a limit is reported at its place and read as if it were empty, unparsed.
  const tooLarge = pageSizeProblem(raw);
  if (tooLarge) problems.add(input.file, tooLarge, tooLarge.reason);
  const front = tooLarge ? splitFrontMatter(input.file, '', new Problems(), false) : splitFrontMatter(input.file, raw, problems, input.kind === 'page');
  const { data, bodyLine } = front;
  const tooDeep = nestingProblem(front.body) ?? emphasisProblem(front.body);
  if (tooDeep) problems.add(input.file, { line: tooDeep.line + bodyLine, column: tooDeep.column }, tooDeep.reason);
  const parse = (markdown: string): Root => (input.trees ? input.trees.parse(markdown) : parseMarkdown(markdown));
  const expanded = expandGenerated(tooDeep ? '' : front.body, input.generated ?? {}, parse);
  for (const problem of expanded.problems) problems.add(input.file, { line: problem.line + bodyLine, column: problem.column }, problem.reason);
  const body = expanded.text;
  const place = (node: Nodes): Place => {
    const at = expanded.sourcePlace(node.position!.start.line, node.position!.start.column);
    return { line: at.line + bodyLine, column: at.column };
  };
  const slug = data?.slug ?? path.basename(input.file, '.md');
  if (input.kind === 'page' && data && !data.slug && !SLUG.test(slug)) {
    problems.add(input.file, undefined, `the file name does not make a slug (lowercase letters and digits joined by single hyphens); rename it or set slug in the front matter`);
  }
  // spec.md and ai-rules.md are served under their own names; a page whose slug is invalid
  // has already been reported, and any valid path will do for resolving its links.
  const servedAt = input.kind !== 'page' ? path.basename(input.file) : pagePath(SLUG.test(slug) ? slug : 'invalid');
  const tree = parse(body);
  const unwrap = directiveEdits(tree, body);
  for (const problem of unwrap.problems) problems.add(input.file, place(problem.node), problem.reason);
  // Stand-ins when the front matter is broken (already reported), so that the site still renders for link checking.
  const title = data?.title ?? slug;
  const shape = outline(tree, body, title);
  for (const heading of shape.empty) problems.add(input.file, place(heading), 'heading has no text to make an anchor from');
  const links = linksOf(tree, body, input.baseUrl, servedAt);
  const fenced = (e: Edit): boolean => unwrap.edits.some((d) => e.start >= d.start && e.start <= d.end);
  const edited = applyEdits(body, [...unwrap.edits, ...links.edits.filter((e) => !fenced(e))]);
  const first = tree.children.find((n) => n.type !== 'html');
  const prefix = input.kind === 'rules' || (first?.type === 'heading' && first.depth === 1) ? '' : `# ${title}\n\n`;
  const leading = /^\n*/.exec(edited.text)![0].length;
  const markdown = `${prefix}${edited.text.slice(leading)}`.trimEnd() + '\n';
  // Output line of a source line: after the added title, without the blank lines it replaced.
  const shift = (prefix === '' ? 0 : 2) - leading;
  const total = markdown.split('\n').length - 1;
  const starts = shape.sections.map((s, i) => (i === 0 ? 1 : shift + edited.lineMap[s.line - 1] + 1));
  const placed = links.found.map((l) => ({ url: l.url, place: place(l.node) }));
  // Every place is taken; the tree is kept for the HTML pages, which need no positions (a
  // large manual's trees then take about half the memory).
  walk(tree, (node) => {
    delete node.position;
  });
  return {
    file: input.file,
    kind: input.kind,
    slug,
    title,
    description: data?.description ?? title,
    order: data?.order ?? 0,
    path: servedAt,
    markdown,
    anchors: new Set(shape.anchors.values()),
    sections: shape.sections.map((s, i) => ({ heading: s.heading, anchor: s.anchor, text: s.text, startLine: starts[i], endLine: (starts[i + 1] ?? total + 1) - 1 })),
    links: placed,
    tree,
    headingAnchors: shape.anchors,
  };
}

/**
 * Links, images and definitions of the document. A link to a page without the `.md`
 * extension (`/docs/errors#bounds`) is written with it, so that it works on a static host.
 */
function linksOf(tree: Nodes, source: string, baseUrl: string, servedAt: string): { found: Array<{ url: string; node: Nodes }>; edits: Edit[] } {
  const found: Array<{ url: string; node: Nodes }> = [];
  const edits: Edit[] = [];
  const base = new URL(`${baseUrl}/`);
  const here = new URL(servedAt, base).href;
  walk(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    let url = node.url;
    const pathPart = url.split(/[?#]/)[0];
    const target = pathPart && URL.canParse(url, here) ? new URL(url, here) : undefined;
    const inside = target?.origin === base.origin && target.pathname.startsWith(base.pathname);
    if (inside && /^docs\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(target.pathname.slice(base.pathname.length))) {
      const start = node.position!.start.offset!;
      const at = source.slice(start, node.position!.end.offset!).lastIndexOf(url);
      if (at >= 0) {
        const insert = start + at + pathPart.length;
        edits.push({ start: insert, end: insert, text: '.md' });
        url = `${pathPart}.md${url.slice(pathPart.length)}`;
      }
    }
    found.push({ url, node });
  });
  return { found, edits };
}
