// Container directives (`:::note`, `::::tabs`, `:::tab{title="curl"}` ...) are presentation
// blocks: the served Markdown keeps what they wrap and drops their fences. A label or a
// `title` attribute survives as a bold line. Unknown directives are content errors.
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import type { Nodes, Root } from 'mdast';
import { walk } from './markdown.js';
import type { Edit } from './source-edits.js';

/** The container directives that pages may use. */
export const DIRECTIVES = ['note', 'tip', 'info', 'important', 'warning', 'caution', 'danger', 'details', 'example', 'tabs', 'tab'];

export interface DirectiveProblem { node: Nodes; reason: string }

/** Edits that unwrap every container directive of `tree`, and the problems found. */
export function directiveEdits(tree: Root, source: string): { edits: Edit[]; problems: DirectiveProblem[] } {
  const edits: Edit[] = [];
  const problems: DirectiveProblem[] = [];
  walk(tree, (node, parent) => {
    if (node.type === 'leafDirective') {
      const { name } = node as LeafDirective;
      problems.push({ node, reason: name === 'generated'
        ? '::generated must stand on a line of its own at the top level of the page, outside lists, quotes and other directives'
        : `unknown directive ::${name} (the only leaf directive is ::generated; container directives: ${DIRECTIVES.join(', ')})` });
    }
    if (node.type !== 'containerDirective') return;
    if (!DIRECTIVES.includes(node.name)) {
      problems.push({ node, reason: `unknown directive :::${node.name} (known: ${DIRECTIVES.join(', ')})` });
      return;
    }
    if (node.name === 'tab' && (parent?.type !== 'containerDirective' || parent.name !== 'tabs')) {
      problems.push({ node, reason: ':::tab must be inside a ::::tabs block' });
    }
    edits.push(...fenceEdits(node, source));
  });
  return { edits, problems };
}

function fenceEdits(node: ContainerDirective, source: string): Edit[] {
  const start = node.position!.start.offset!;
  const end = node.position!.end.offset!;
  const openingEnd = lineEnd(source, start);
  const label = labelOf(node, source);
  // Keep the label as a paragraph of its own: a bold line, then a blank line with the same prefix.
  const prefix = source.slice(source.lastIndexOf('\n', start - 1) + 1, start).replace(/[^>]/g, ' ').trimEnd();
  const bold = label && /[*_`]/.test(label) ? label : `**${label}**`;
  const edits: Edit[] = [{ start, end: openingEnd, text: label ? `${bold}\n${prefix}` : '', emptyLine: 'drop' }];
  const closingStart = source.lastIndexOf('\n', end - 1) + 1;
  const closing = /^([\s>]*)(:{3,})\s*$/.exec(source.slice(closingStart, end));
  if (closing && closingStart > start) {
    // The closing fence becomes a blank line, keeping the next block apart, unless one follows anyway.
    const next = source.slice(end + 1, lineEnd(source, end + 1));
    edits.push({ start: closingStart + closing[1].length, end, text: '', emptyLine: end >= source.length || /^[\s>]*$/.test(next) ? 'drop' : 'keep' });
  }
  return edits;
}

function labelOf(node: ContainerDirective, source: string): string | undefined {
  const first = node.children[0];
  if (first?.type === 'paragraph' && first.data?.directiveLabel) {
    return source.slice(first.position!.start.offset! + 1, first.position!.end.offset! - 1).trim() || undefined;
  }
  return node.attributes?.title?.trim() || undefined;
}

function lineEnd(source: string, from: number): number {
  const newline = source.indexOf('\n', from);
  return newline < 0 ? source.length : newline;
}
