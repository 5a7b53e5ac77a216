// Markdown that is plain words: most descriptions in a contract ("The unique identifier of the
// repository."). Parsing such text, and writing it back as Markdown and as HTML, gives the text
// itself, so the site generator makes its tree and its two texts directly instead of running
// micromark, mdast-util-to-markdown and mdast-util-to-hast on it (4,849 of GitHub's 6,799
// descriptions). A tree made here equals, to the position, the tree remark-parse makes
// (tests/sitegen/plain-markdown.test.ts compares the three on generated text).
import type { Root } from 'mdast';

/**
 * Whether `text` reads as itself in Markdown: one or more lines, each starting with a letter and
 * ending on no space, without a character that starts a construct (emphasis, code, links, HTML,
 * entities, escapes, headings, tables, strikethrough, directives, an e-mail address), without
 * another control character (carriage returns and tabs among them) or a lone surrogate, and
 * without a colon before anything but a space or `www.` (either may start a literal autolink).
 * Such lines make one paragraph; a line break between them is kept as it is.
 */
export function isPlainText(text: string): boolean {
  return text.split('\n').every((line) => /^\p{L}/u.test(line) && !/[\\`*_~<>[\]#|{}=+&@\0-\x1f\x7f\p{Cs}]|:(?! )|www\.|\s$/iu.test(line));
}

/** The tree remark-parse gives for plain text (`isPlainText`); undefined for any other text. */
export function plainTree(text: string): Root | undefined {
  if (!isPlainText(text)) return undefined;
  const lines = text.split('\n');
  const position = () => ({ start: { line: 1, column: 1, offset: 0 }, end: { line: lines.length, column: lines[lines.length - 1]!.length + 1, offset: text.length } });
  return { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: text, position: position() }], position: position() }], position: position() };
}

/** The text of a tree that is one paragraph of one plain text (as `plainTree` makes); undefined for any other tree. */
export function plainTextOf(tree: Root): string | undefined {
  if (tree.children.length !== 1) return undefined;
  const paragraph = tree.children[0]!;
  if (paragraph.type !== 'paragraph' || paragraph.data !== undefined || paragraph.children.length !== 1) return undefined;
  const text = paragraph.children[0]!;
  return text.type === 'text' && isPlainText(text.value) ? text.value : undefined;
}
