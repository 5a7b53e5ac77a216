// Cuts a page into sections at its second-level headings, as the search index and the
// manifest's chunks need them, and gives every heading its GitHub anchor (github-slugger).
import GithubSlugger from 'github-slugger';
import type { Heading, Nodes, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { walk } from './markdown.js';
import { plainText } from './plain-text.js';

export interface SourceSection {
  heading: string;
  /** Empty for the lead section. */
  anchor: string;
  text: string;
  /** The 1-based source line where the section starts (its heading), or 1 for the lead. */
  line: number;
}

export interface Outline {
  /** Every heading's anchor, at any depth, in document order. */
  anchors: Map<Heading, string>;
  sections: SourceSection[];
  /** Headings whose text gives no anchor (only punctuation, say). */
  empty: Heading[];
}

/** Anchors of all headings and the sections of the page; the lead section is headed by `title`. */
export function outline(tree: Root, source: string, title: string): Outline {
  const slugger = new GithubSlugger();
  const anchors = new Map<Heading, string>();
  const empty: Heading[] = [];
  walk(tree, (node) => {
    if (node.type !== 'heading') return;
    const anchor = slugger.slug(toString(node));
    if (anchor === '' || /^-\d+$/.test(anchor)) empty.push(node);
    anchors.set(node, anchor);
  });
  const blocks = flatten(tree.children);
  if (blocks[0]?.type === 'heading' && blocks[0].depth === 1) blocks.shift();
  const sections: SourceSection[] = [];
  let current = { heading: title, anchor: '', line: 1, nodes: [] as Nodes[] };
  const close = (): void => {
    sections.push({ heading: current.heading, anchor: current.anchor, line: current.line, text: plainText(current.nodes, source) });
  };
  for (const block of blocks) {
    if (block.type === 'heading' && block.depth === 2) {
      close();
      current = { heading: toString(block).trim(), anchor: anchors.get(block) ?? '', line: block.position!.start.line, nodes: [] };
    } else current.nodes.push(block);
  }
  close();
  return { anchors, sections, empty };
}

/** Top-level blocks with container directives replaced by what they wrap (and their title). */
function flatten(nodes: readonly RootContent[]): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    if (node.type !== 'containerDirective') return [node];
    const title = node.attributes?.title;
    const heading: RootContent[] = title ? [{ type: 'paragraph', children: [{ type: 'text', value: title }] }] : [];
    return [...heading, ...flatten(node.children)];
  });
}
