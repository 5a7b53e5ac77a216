// The network estimate: the documents of llms-full.txt, each rendered as a minimal HTML page
// (GitHub's Markdown through mdast-util-to-hast and hast-util-to-html, other text in <pre>), counted.
import { tokenCount } from '../../../sitegen/package/index.js';
import { corpusDocuments, estimateNetworkTokens, htmlPage } from '../../../agents/bench/index.js';

const FULL = [
  '# tea', '', '> A tea manual.', '',
  'Source: https://tea.example/manual/docs/brewing.md', '', '# Brewing', '', 'Text.', '',
  'Source: https://tea.example/manual/api.compact', '', '[meta]', 'api: tea', '',
].join('\n');

test('lists the documents of llms-full.txt by their Source lines, as package paths', () => {
  expect(corpusDocuments(FULL, 'https://tea.example/manual')).toEqual(['docs/brewing.md', 'api.compact']);
  expect(() => corpusDocuments(FULL, 'https://other.example')).toThrow('llms-full.txt has a source outside https://other.example/: https://tea.example/manual/docs/brewing.md');
});

test('renders Markdown, tables included, as the body of a minimal HTML5 page', () => {
  expect(htmlPage('docs/brewing.md', '# Brewing\n\n| Tea | °C |\n|---|---|\n| green | 80 |\n\nUse **fresh** water & ~~old~~ no `<tags>`.\n')).toBe([
    '<!doctype html>', '<html lang="en">', '<head>', '<meta charset="utf-8">', '<title>docs/brewing.md</title>', '</head>', '<body>', '<main>',
    '<h1>Brewing</h1>\n<table>\n<thead>\n<tr>\n<th>Tea</th>\n<th>°C</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>green</td>\n<td>80</td>\n</tr>\n</tbody>\n</table>\n<p>Use <strong>fresh</strong> water &#x26; <del>old</del> no <code>&#x3C;tags></code>.</p>',
    '</main>', '</body>', '</html>', '',
  ].join('\n'));
});

test('links a bare web or e-mail address, as GitHub and remark-gfm do', () => {
  expect(htmlPage('docs/help.md', 'Ask https://tea.example/help or tea@tea.example.\n')).toContain(
    '<p>Ask <a href="https://tea.example/help">https://tea.example/help</a> or <a href="mailto:tea@tea.example">tea@tea.example</a>.</p>',
  );
});

test('puts a text file into one <pre> block', () => {
  expect(htmlPage('api.compact', '[meta]\napi: a<b\n')).toContain('<main>\n<pre>[meta]\napi: a&#x3C;b\n</pre>\n</main>');
});

test('sums the tokens of every page', async () => {
  const files: Record<string, string> = { 'docs/brewing.md': '# Brewing\n\nText.\n', 'api.compact': '[meta]\napi: tea\n' };
  const total = await estimateNetworkTokens(FULL, 'https://tea.example/manual', async (p) => files[p]);
  expect(total).toBe(tokenCount(htmlPage('docs/brewing.md', files['docs/brewing.md'])) + tokenCount(htmlPage('api.compact', files['api.compact'])));
});
