// The model of a generated page (the landing page and the API reference): its title and
// blocks of text, fields, lists, tables and code. The HTML page and its Markdown twin are both
// written from one model (model-html.ts, model-markdown.ts), so the two cannot disagree.
import type { Heading, Root } from 'mdast';

/** Text inside a block. A link names the package path of its target page, not an href. */
export type Inline =
  | string
  | { kind: 'code'; text: string }
  | { kind: 'method'; method: string }
  | { kind: 'link'; to: string; fragment?: string; children: Inline[]; className?: string };

export type Block =
  | { kind: 'p'; content: Inline[]; className?: string }
  /** Markdown written by a person (a contract's description, a manual page's section); links resolve against `from`. */
  | { kind: 'markdown'; tree: Root; from: string; headingAnchors?: ReadonlyMap<Heading, string>; demote?: boolean }
  | { kind: 'list'; items: Inline[][]; className?: string; lead?: string }
  | { kind: 'table'; label: string; head: string[]; rows: Cell[][] }
  | { kind: 'code'; code: string; lang: string; label: string }
  | { kind: 'heading'; depth: 3; id: string; text: string }
  | { kind: 'div'; className: string; children: Block[] }
  /** A second-level section; `anchor` adds a link to itself after the heading. */
  | { kind: 'section'; id: string; heading: string; children: Block[]; className?: string; anchor?: boolean };

/** A table cell: text, or blocks (a description with its bounds). */
export type Cell = Array<Inline | Block>;

export interface PageModel {
  /** The page's package path. */
  file: string;
  title: string;
  description: string;
  blocks: Block[];
  /** The package path of a Markdown twin the package writes itself (the operation digests); without it, the model's own twin is written. */
  twin?: string;
}

export function code(text: string): Inline {
  return { kind: 'code', text };
}

export function isBlock(item: Inline | Block): item is Block {
  return typeof item !== 'string' && !['code', 'method', 'link'].includes(item.kind);
}

/** The "on this page" list of a model: its second-level sections. */
export function tocOf(blocks: readonly Block[]): Array<{ depth: number; text: string; anchor: string }> {
  return blocks.flatMap((b) => (b.kind === 'section' ? [{ depth: 2, text: b.heading, anchor: b.id }] : []));
}
