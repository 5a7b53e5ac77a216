// Generated Markdown inside a page: a `::generated{source="NAME" ...}` line is replaced,
// before the page is read, by the Markdown that the source NAME makes from the project's
// own definitions (the contract, the code's constants, the command line). The inline form,
// `:generated{source="NAME" ...}` in running text, is replaced by one line of text, for a
// number in a sentence. The rest of the page is kept as written; a map from output lines to
// source lines keeps error places right.
import type { Root } from 'mdast';
import type { LeafDirective, TextDirective } from 'mdast-util-directive';
import { parseMarkdown, walk } from './markdown.js';

/** Makes Markdown from the directive's attributes (without `source`); throws an Error whose message is the problem. */
export type GeneratedSource = (attributes: Readonly<Record<string, string>>) => string;

/** The sources a build offers, by name. */
export type GeneratedSources = Readonly<Record<string, GeneratedSource>>;

export interface Expanded {
  text: string;
  /** The place in the source of a 1-based place in `text`; places in generated text are the directive's. */
  sourcePlace: (line: number, column: number) => { line: number; column: number };
  problems: Array<{ line: number; column: number; reason: string }>;
}

/** `source` with every top-level `::generated` line and every inline `:generated` replaced by its source's text; `parse` finds them. */
export function expandGenerated(source: string, sources: GeneratedSources, parse: (markdown: string) => Root = parseMarkdown): Expanded {
  const identity: Expanded = { text: source, sourcePlace: (line, column) => ({ line, column }), problems: [] };
  if (!source.includes(':generated')) return identity;
  const tree = parse(source);
  const directives: Array<LeafDirective | TextDirective> = tree.children.filter((n): n is LeafDirective => n.type === 'leafDirective' && n.name === 'generated');
  walk(tree, (node) => {
    if (node.type === 'textDirective' && node.name === 'generated') directives.push(node);
  });
  if (directives.length === 0) return identity;
  directives.sort((a, b) => a.position!.start.offset! - b.position!.start.offset!);
  const problems: Expanded['problems'] = [];
  // Each replaced block: its first source line, how many lines it had and how many it has now.
  const spans: Array<{ line: number; column: number; from: number; to: number }> = [];
  let text = '';
  let cursor = 0;
  for (const node of directives) {
    const start = node.position!.start;
    const end = node.position!.end;
    const { source: name, ...attributes } = node.attributes ?? {};
    let markdown: string;
    try {
      const make = name ? sources[name] : undefined;
      if (!make) throw new Error(`::generated needs source="NAME", one of: ${Object.keys(sources).sort().join(', ') || '(none in this build)'}`);
      markdown = make(attributes as Record<string, string>).trimEnd();
      if (node.type === 'textDirective' && markdown.includes('\n')) throw new Error(`the source ${name} makes more than one line, which only a ::generated line of its own can hold`);
    } catch (error) {
      problems.push({ line: start.line, column: start.column, reason: error instanceof Error ? error.message : String(error) });
      markdown = '';
    }
    text += source.slice(cursor, start.offset!) + markdown;
    cursor = end.offset!;
    if (node.type === 'leafDirective') spans.push({ line: start.line, column: start.column, from: end.line - start.line + 1, to: markdown.split('\n').length });
  }
  text += source.slice(cursor);
  const sourcePlace = (line: number, column: number): { line: number; column: number } => {
    let shift = 0;
    for (const span of spans) {
      const first = span.line + shift;
      if (line < first) break;
      if (line < first + span.to) return { line: span.line, column: span.column };
      shift += span.to - span.from;
    }
    return { line: line - shift, column };
  };
  return { text, sourcePlace, problems };
}
