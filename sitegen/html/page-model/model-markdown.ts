// Writes a page model (page-model.ts) as the page's Markdown twin: the same blocks as the
// HTML page, with links relative to the twin and to the other pages' twins, presentation
// blocks replaced by what they wrap (as in the manual's Markdown pages), and tables as
// GitHub tables.
import path from 'node:path';
import type { Nodes, Root } from 'mdast';
import { gfmAutolinkLiteralToMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmStrikethroughToMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import type { Processor } from 'unified';
import { unified } from 'unified';
import { KeptValues, packageVersions } from '../../build-cache.js';
import type { Block, Cell, Choice, Field, Inline, PageModel } from './page-model.js';
import { isBlock } from './page-model.js';
import { treeMemo } from './tree-memo.js';
import { linkTarget } from '../urls.js';
import { isAllowedUrl } from '../links/safe-url.js';
import { plainTextOf } from '../../content/index.js';

/** Contract descriptions already written, by tree (tree-memo.ts). */
const remembered = treeMemo();

export interface TwinContext {
  baseUrl: string;
  slugs: ReadonlySet<string>;
  /** The package path of the Markdown twin of an HTML page, if it has one. */
  twinOf: (file: string) => string | undefined;
  /** Writes a Markdown tree (a build's MarkdownTexts); `stringifyMarkdown` by default. */
  stringify?: (tree: Root) => string;
}

/** Writes what the parser's GitHub extensions read (content/markdown.ts). */
function githubExtensions(this: Processor): void {
  (this.data().toMarkdownExtensions ??= []).push(gfmTableToMarkdown(), gfmStrikethroughToMarkdown(), gfmAutolinkLiteralToMarkdown());
}

const STRINGIFY_OPTIONS = { bullet: '-', fences: true } as const;
/** remark-stringify with the twins' settings; `stringifyMarkdown` is the way to write Markdown (it skips the writer for plain text). */
export const markdownWriter = unified().use(remarkStringify, STRINGIFY_OPTIONS).use(githubExtensions).use(remarkDirective).freeze();

/** The Markdown of a tree, as remark-stringify writes it with the twins' settings. */
export function stringifyMarkdown(tree: Root): string {
  const plain = plainTextOf(tree);
  return plain === undefined ? markdownWriter.stringify(tree) : `${plain}\n`;
}

let maker: string | undefined;

/** The Markdown written from trees in one build: read from the build's cache, or written and kept there once the build has succeeded. */
export class MarkdownTexts {
  private readonly kept: KeptValues<string>;

  /** Texts kept on the shelf `markdown-texts/` under `cacheDir` (none when false). */
  constructor(cacheDir: string | false) {
    maker ??= `markdown-texts-1 ${JSON.stringify(STRINGIFY_OPTIONS)} ${packageVersions(['unified', 'remark-stringify', 'remark-directive', 'mdast-util-gfm-table', 'mdast-util-gfm-strikethrough', 'mdast-util-gfm-autolink-literal'])}`;
    this.kept = new KeptValues(cacheDir && path.join(cacheDir, 'markdown-texts'), maker);
  }

  /** What `stringifyMarkdown` gives. */
  readonly stringify = (tree: Root): string => {
    const plain = plainTextOf(tree);
    return plain === undefined ? this.kept.value(JSON.stringify(tree), () => markdownWriter.stringify(tree))! : `${plain}\n`;
  };

  keep(): void {
    this.kept.keep();
  }
}

/** The Markdown twin, at package path `twin`, of the page `model`. */
export function modelMarkdown(model: PageModel, twin: string, context: TwinContext): string {
  const link = (to: string, fragment?: string): string => {
    const target = context.twinOf(to) ?? to;
    const relative = path.posix.relative(path.posix.dirname(twin), target) || path.posix.basename(target);
    return `${relative}${fragment ? `#${fragment}` : ''}`;
  };
  const inline = (item: Inline): string => {
    // `](` escaped on both sides, so that no text reads as a link's destination (a title that quotes Markdown).
    if (typeof item === 'string') return item.replace(/[\\`*_[\]<>|]/g, '\\$&').replace(/\]\(/g, ']\\(');
    if (item.kind === 'code') return codeSpan(item.text);
    if (item.kind === 'method') return `**${item.method}**`;
    return `[${item.children.map(inline).join('')}](${link(item.to, item.fragment)})`;
  };
  const inlines = (items: readonly Inline[]): string => items.map(inline).join('');
  const cell = (items: Cell): string => items.map((item, i) => (isBlock(item) ? `${i > 0 ? ' ' : ''}${inCell(item)}` : inline(item))).join('').replace(/\s*\n\s*/g, ' ').trim();
  const inCell = (b: Block): string => {
    if (b.kind !== 'list') return block(b);
    const items = b.items.map(inlines).join('; ');
    return `${b.lead ?? ''} ${items}${/[.!?]$/.test(items) ? '' : '.'}`;
  };
  const block = (b: Block): string => {
    switch (b.kind) {
      case 'p': return inlines(b.content);
      case 'markdown': return remembered(b.tree, `${context.baseUrl} ${b.from} ${path.posix.dirname(twin)} ${b.demote === true}`, () => markdownOf(b.tree, b.demote === true, context.stringify ?? stringifyMarkdown, (url) => {
        if (url.startsWith('#')) return url;
        const target = linkTarget(context.baseUrl, b.from, context.slugs)(url);
        return target ? link(target.file, target.fragment) : url;
      }));
      case 'list': return [b.lead, b.items.map((item) => `- ${inlines(item)}`).join('\n')].filter(Boolean).join('\n\n');
      case 'table': return [
        `| ${b.head.join(' | ')} |`, `|${b.head.map(() => ' --- |').join('')}`,
        ...b.rows.map((row) => `| ${row.map((c) => cell(c).replace(/(?<!\\)\|/g, '\\|')).join(' | ')} |`),
      ].join('\n');
      case 'code': {
        const fence = '`'.repeat(Math.max(3, ...[...b.code.matchAll(/`+/g)].map((m) => m[0].length + 1)));
        return `${fence}${b.lang}\n${b.code.replace(/\n$/, '')}\n${fence}`;
      }
      case 'heading': return `${'#'.repeat(b.depth)} ${b.text}`;
      case 'div': return b.children.map(block).filter(Boolean).join('\n\n');
      case 'section': return [`## ${b.heading}`, ...b.children.map(block)].filter(Boolean).join('\n\n');
      case 'fields': {
        const rows = flatten(b.fields).map((f): Cell[] => [[{ kind: 'code', text: f.name }, ...(f.variant ? [' as ', ...f.variant] : [])], ...(b.places ? [[f.place ?? '']] : []), f.type, [f.variant ? '' : f.required ? 'required' : 'optional'], f.details]);
        return block({ kind: 'table', label: b.label, head: b.places ? ['Name', 'In', 'Type', 'Required', 'Description'] : ['Field', 'Type', 'Required', 'Description'], rows });
      }
      // The shapes of a whole body: each under its name in bold, with its own table (R159).
      case 'choice': return [`${b.choice.lead}:`, ...b.choice.variants.map((v) => [
        `**${inlines(v.title)}**`, ...v.details.map(block),
        ...(v.fields.length > 0 ? [block({ kind: 'fields', label: b.label, fields: v.fields })] : []),
        ...v.choices.map((choice) => block({ kind: 'choice', label: b.label, choice })),
      ].filter(Boolean).join('\n\n'))].join('\n\n');
      case 'tabs': return b.panels.map((panel) => [`### ${panel.title}`, ...panel.children.map(block)].filter(Boolean).join('\n\n')).join('\n\n');
      case 'try-it': return '';
    }
  };
  // The title is text (an operation's summary may hold Markdown and lines), on one line as the HTML page shows it.
  return `# ${inline(model.title.replace(/\s*\n\s*/g, ' '))}\n\n${model.blocks.map(block).filter(Boolean).join('\n\n')}\n`;
}



/** A row of the fields table: a field, or the branch of a field's value that the rows after it belong to. */
type Row = Field & { variant?: Inline[] };

/** The fields of a tree, each followed by its own, then by each branch of its value and the branch's fields. */
function flatten(fields: readonly Field[]): Row[] {
  return fields.flatMap((f): Row[] => [f, ...flatten(f.children), ...branchRows(f.name, f.choices ?? [])]);
}

function branchRows(name: string, choices: readonly Choice[]): Row[] {
  return choices.flatMap((c) => c.variants.flatMap((v): Row[] => [
    { name, variant: v.title, type: [c.lead.replace(/ of \d+ shapes$/, ' of')], required: false, details: v.details, children: [] },
    ...flatten(v.fields),
    ...branchRows(name, v.choices),
  ]));
}

function codeSpan(text: string): string {
  const ticks = '`'.repeat(Math.max(1, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  const pad = ticks.length > 1 || text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/**
 * Markdown of a tree (not changed): links rewritten, containers replaced by what they wrap,
 * headings one level down when `demote`, and URLs off the allow-list left out as the HTML
 * page leaves them out (a link becomes its text, an image its alternative text).
 */
function markdownOf(tree: Root, demote: boolean, stringify: (tree: Root) => string, rewrite: (url: string) => string): string {
  const plain = plainTextOf(tree);
  if (plain !== undefined) return plain;
  const copy = structuredClone(tree);
  const visit = (node: Nodes): void => {
    if (node.type === 'heading' && demote) node.depth = Math.min(6, node.depth + 1) as typeof node.depth;
    if ('children' in node) {
      node.children = (node.children as Nodes[]).flatMap(unwrap) as typeof node.children;
      for (const child of node.children as Nodes[]) visit(child);
    }
  };
  const unwrap = (node: Nodes): Nodes[] => {
    if (node.type === 'containerDirective') return (node.children as Nodes[]).filter((c) => !(c.type === 'paragraph' && c.data?.directiveLabel)).flatMap(unwrap);
    if (node.type === 'link') {
      node.url = rewrite(node.url);
      return isAllowedUrl(node.url, 'href', 'a') ? [node] : node.children.flatMap(unwrap);
    }
    if (node.type === 'image' && !isAllowedUrl(node.url, 'src', 'img')) return node.alt ? [{ type: 'text', value: node.alt }] : [];
    return node.type === 'definition' && !isAllowedUrl(node.url, 'href', 'a') ? [] : [node];
  };
  visit(copy);
  if (demote && copy.children[0]?.type === 'heading' && copy.children[0].depth === 2) copy.children.shift();
  return stringify(copy).trim();
}
