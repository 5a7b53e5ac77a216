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
  | { kind: 'section'; id: string; heading: string; children: Block[]; className?: string; anchor?: boolean }
  /** Fields (parameters, or a body's fields) as a list; nested fields fold under their parent. The twin writes a table. */
  | { kind: 'fields'; label: string; fields: Field[]; places?: boolean }
  /** The shapes a whole body or schema takes (its `oneOf`/`anyOf` branches), each with its fields. */
  | { kind: 'choice'; label: string; choice: Choice }
  /** Panels of which one shows at a time, chosen with radio buttons that work without a script. The twin writes each panel under a heading. */
  | { kind: 'tabs'; name: string; label: string; panels: Array<{ title: string; children: Block[] }> }
  /** The request console of an operation; only the HTML page has one. */
  | { kind: 'try-it'; form: TryItForm };

/** One field or parameter: its path from the top (`lines[].quantity`), type, place and details, and its own fields. */
export interface Field {
  name: string;
  type: Inline[];
  required: boolean;
  /** Where a parameter goes: `path`, `query`, `header`, `cookie`. */
  place?: string;
  /** Description, bounds, default and allowed values. */
  details: Block[];
  children: Field[];
  /** The shapes the field's value takes (its `oneOf`/`anyOf` branches), each with its own fields. */
  choices?: Choice[];
}

/** A `oneOf` (one shape) or `anyOf` (one or more) group of branches (R159). */
export interface Choice {
  /** `One of 2 shapes` or `Any of 2 shapes`. */
  lead: string;
  variants: Variant[];
}

/** One branch: its name (a title, a component name, a discriminator value), what it says, its fields and its own groups. */
export interface Variant {
  title: Inline[];
  details: Block[];
  fields: Field[];
  choices: Choice[];
}

/** What the Try it panel of an operation sends, from the contract. */
export interface TryItForm {
  method: string;
  path: string;
  /** The base URLs a reader may pick (the contract's servers); the first is the default. */
  servers: string[];
  /** How the key travels: `Authorization: Bearer KEY`, or a header of its own; none for a public operation. */
  auth?: { header: string; prefix: string };
  parameters: Array<{ name: string; place: 'path' | 'query' | 'header'; required: boolean; value: string; fresh: boolean }>;
  body?: { media: string; value: string; required: boolean };
  /** Keys that start with this are refused before any request (live keys). */
  refusedKeyPrefix?: string;
  /** A hint of what a test key looks like (`sk_test_...`). */
  keyHint?: string;
}

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
  return blocks.flatMap((b) => (b.kind === 'section' ? [{ depth: 2, text: b.heading, anchor: b.id }] : b.kind === 'div' ? tocOf(b.children) : []));
}
