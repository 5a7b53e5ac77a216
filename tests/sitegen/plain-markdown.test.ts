// Plain Markdown's tree, Markdown and HTML, made without the parser (sitegen/content/plain-markdown.ts),
// equal what remark-parse, remark-stringify and mdast-util-to-hast make of it: on generated text
// of one to three lines drawn from letters, spaces and every character Markdown gives a meaning
// to, and on descriptions of the kind public contracts hold.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import { isPlainText, markdownParser, parseMarkdown, plainTextOf, plainTree } from '../../sitegen/content/index.js';
import { markdownHtml, markdownWriter, stringifyMarkdown } from '../../sitegen/html/index.js';

const html = (text: string) => markdownHtml({ tree: parseMarkdown(text), headingAnchors: new Map(), rewriteLink: (url) => url, dropTitle: false }).html;

function expectSameAsRemark(text: string): void {
  const tree = markdownParser.parse(text);
  expect(plainTree(text)).toEqual(tree);
  expect(stringifyMarkdown(tree)).toBe(markdownWriter.stringify(tree));
  expect(html(text)).toBe(toHtml(toHast(tree)));
}

// Words come often and the rest now and then, so that a good share of the lines are plain.
const characters = [...'abcXYZéß 1'.repeat(8), ...'😀.,;:!?()/\'"-%$@\\`*_~<>[]#|{}=+&\t\n\r\u00a0', '\ud800'];

describe('plain Markdown text', () => {
  it('are read, written and rendered as remark does, on generated text', () => {
    let plain = 0;
    let lines = 0;
    const line = fc.array(fc.constantFrom(...characters), { minLength: 1, maxLength: 24 }).map((chars) => chars.join(''));
    fc.assert(fc.property(fc.array(line, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('\n')), (text) => {
      if (!isPlainText(text)) return;
      plain += 1;
      if (text.includes('\n')) lines += 1;
      expectSameAsRemark(text);
    }), { numRuns: 4000, seed: 20261129 });
    // The generator reaches plain text, of one line and of several, often enough to prove something.
    expect(plain).toBeGreaterThan(300);
    expect(lines).toBeGreaterThan(50);
  });

  it.each([
    'The unique identifier of the repository.',
    'Note: this endpoint is in public preview and subject to change.',
    'Whether to include the "draft" releases (default: false)!',
    'Zahlungsziel in Tagen, ab dem Rechnungsdatum / 30 Tage',
    'Unicode 😀 and double  spaces stay',
    'Two lines\nmake one paragraph.',
  ])('%s', (text) => {
    expect(isPlainText(text)).toBe(true);
    expectSameAsRemark(text);
  });

  it.each([
    ['a directive', 'See :abbr for details'],
    ['a colon before a letter', 'a:b'],
    ['inline code', 'Use `per_page`'],
    ['a link', 'See [the guide](/guide)'],
    ['an entity', 'Fish &amp; chips'],
    ['a blank line', 'One\n\ntwo'],
    ['a list after a line', 'One\n- two'],
    ['a line break of two spaces', 'One  \ntwo'],
    ['a carriage return', 'One\r\ntwo'],
    ['a list', '1. first'],
    ['a leading space', ' indented'],
    ['a trailing space', 'trailing '],
    ['emphasis', 'a *b* c'],
    ['an empty text', ''],
    ['an e-mail address, a literal autolink', 'Write to billing@example.com'],
    ['a www. address, a literal autolink', 'See Www.example.com today'],
  ])('%s is not plain', (_what, text) => {
    expect(isPlainText(text)).toBe(false);
    expect(plainTree(text)).toBeUndefined();
  });

  // The twin writes each as a link that any Markdown reader sees, GitHub's extension or not.
  it.each([
    ['https://example.com/docs', '<a href="https://example.com/docs">https://example.com/docs</a>', '<https://example.com/docs>'],
    ['www.example.com', '<a href="http://www.example.com">www.example.com</a>', '[www.example.com](http://www.example.com)'],
    ['billing@example.com', '<a href="mailto:billing@example.com">billing@example.com</a>', '<billing@example.com>'],
  ])('links the bare address in "See %s."', (address, link, twin) => {
    expect(html(`See ${address}.`)).toBe(`<p>See ${link}.</p>`);
    expect(stringifyMarkdown(parseMarkdown(`See ${address}.`))).toBe(`See ${twin}.\n`);
  });

  it('finds the line only in a tree of one paragraph of one plain text', () => {
    expect(plainTextOf(markdownParser.parse('Hello world.'))).toBe('Hello world.');
    expect(plainTextOf(markdownParser.parse('Hello\n\nworld.'))).toBeUndefined();
    expect(plainTextOf(markdownParser.parse('# Hello'))).toBeUndefined();
    expect(plainTextOf(markdownParser.parse('Hello *world*.'))).toBeUndefined();
  });
});
