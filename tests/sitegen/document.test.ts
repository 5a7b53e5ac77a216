// One content file as the site serves and indexes it: GitHub anchors, presentation blocks
// unwrapped, sections cut at `##`, words without Markdown, and problems with their place.
import { Problems, readDocument } from '../../sitegen/content/index.js';
import type { ContentDocument, DocumentKind, GeneratedSources } from '../../sitegen/content/index.js';

const FRONT = '---\ntitle: A page\ndescription: What it covers.\norder: 1\n---\n';

function read(body: string, kind: DocumentKind = 'page', front = FRONT, generated?: GeneratedSources): { doc?: ContentDocument; problems: string[] } {
  const problems = new Problems();
  const doc = readDocument({ file: 'content/a-page.md', raw: front + body, kind, baseUrl: 'https://docs.folio.example', generated }, problems);
  return { doc, problems: problems.list.map(String) };
}

describe('anchors', () => {
  const headings: Array<[string, string]> = [
    ["What's new?", 'whats-new'],
    ['Example', 'example'],
    ['Example', 'example-1'],
    ['Привет, мир!', 'привет-мир'],
    ['日本語の見出し', '日本語の見出し'],
    ['C++ & C#', 'c--c'],
    ['The `limit` parameter', 'the-limit-parameter'],
    ['Émoji 🎉 time', 'émoji--time'],
  ];

  test('follow github-slugger: punctuation dropped, repeats numbered, non-Latin letters kept', () => {
    const { doc } = read(headings.map(([text]) => `## ${text}\n\ntext\n`).join('\n'));
    expect(doc!.sections.slice(1).map((s) => [s.heading, s.anchor])).toEqual(headings.map(([text, anchor]) => [text.replace(/`/g, ''), anchor]));
  });

  test('count repeats across heading levels, as GitHub does', () => {
    const { doc } = read('## Example\n\n### Example\n\n## Example\n');
    expect([...doc!.anchors]).toEqual(['example', 'example-1', 'example-2']);
    expect(doc!.sections.map((s) => s.anchor)).toEqual(['', 'example', 'example-2']);
  });

  test('reject a heading with no text to make an anchor from, at its place', () => {
    expect(read('Lead.\n\n## ???\n').problems).toEqual(['content/a-page.md:8:1: heading has no text to make an anchor from']);
  });
});

describe('presentation blocks', () => {
  test('are replaced by what they wrap, nested ones included, with titles kept as bold lines', () => {
    const { doc } = read('::::tabs\n:::tab{title="npm"}\nnpm i\n:::\n:::tab[yarn]\nyarn add\n:::\n::::\n\n:::::note\nOuter.\n\n::::warning\nInner.\n::::\n:::::\n');
    expect(doc!.markdown).toBe('# A page\n\n**npm**\n\nnpm i\n\n**yarn**\n\nyarn add\n\nOuter.\n\nInner.\n');
  });

  test('inside a quote or a list item keep the quote and the item intact', () => {
    const { doc } = read('> :::note[Mind]\n> Quoted.\n> :::\n\n- :::tip\n  Listed.\n  :::\n');
    expect(doc!.markdown).toBe('# A page\n\n> **Mind**\n>\n> Quoted.\n\n-\n  Listed.\n');
  });

  test('that are unknown are reported with file, line and column', () => {
    expect(read('Lead.\n\n:::sidebar\nText.\n:::\n\n::toc\n').problems).toEqual([
      'content/a-page.md:8:1: unknown directive :::sidebar (known: note, tip, info, important, warning, caution, danger, details, example, tabs, tab)',
      'content/a-page.md:12:1: unknown directive ::toc (the only leaf directive is ::generated; container directives: note, tip, info, important, warning, caution, danger, details, example, tabs, tab)',
    ]);
  });

  test('must put a tab inside tabs', () => {
    expect(read(':::tab\nAlone.\n:::\n').problems).toEqual(['content/a-page.md:6:1: :::tab must be inside a ::::tabs block']);
  });

  test('leave text directives in running text as written', () => {
    const { doc } = read('A key:value pair and 3:1.\n');
    expect(doc!.markdown).toContain('A key:value pair and 3:1.');
    expect(doc!.sections[0].text).toBe('A key:value pair and 3:1.');
  });
});

describe('sections', () => {
  test('are cut at second-level headings and keep deeper headings inside', () => {
    const { doc } = read('Lead.\n\n## One\n\nFirst.\n\n### Deeper\n\nStill one.\n\n## Two\n\nSecond.\n');
    expect(doc!.sections.map((s) => [s.heading, s.text])).toEqual([['A page', 'Lead.'], ['One', 'First. Deeper Still one.'], ['Two', 'Second.']]);
  });

  test('hold the words with the Markdown syntax removed', () => {
    const { doc } = read('Some **bold**, _em_, `code`, a [link](https://example.com), ![alt text](x.png) and <b>html</b>.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nconst x = 1;\n```\n');
    expect(doc!.sections[0].text).toBe('Some bold, em, code, a link, alt text and html. a b 1 2 const x = 1;');
  });

  test('cover the served file exactly, the lead from its first line', () => {
    const { doc } = read('\n\nLead.\n\n## One\n\nFirst.\n');
    expect(doc!.markdown).toBe('# A page\n\nLead.\n\n## One\n\nFirst.\n');
    expect(doc!.sections.map((s) => [s.startLine, s.endLine])).toEqual([[1, 4], [5, 7]]);
  });

  test('leave a page-opening first-level heading out of the lead and keep it as the title line', () => {
    const { doc } = read('# Own title\n\nLead.\n');
    expect(doc!.markdown).toBe('# Own title\n\nLead.\n');
    expect(doc!.sections).toEqual([{ heading: 'A page', anchor: '', text: 'Lead.', startLine: 1, endLine: 3 }]);
  });
});

describe('generated text', () => {
  const sources: GeneratedSources = {
    table: ({ rows = '1' }) => ['| n |', '|---|', ...Array.from({ length: Number(rows) }, (_, i) => `| ${i + 1} |`)].join('\n'),
    broken: () => 'See [nowhere](/docs/nowhere).',
    failing: () => {
      throw new Error('the contract has no Error schema');
    },
  };

  test('replaces a ::generated line with its source\'s Markdown, which is served, indexed and sectioned', () => {
    const { doc, problems } = read('Lead.\n\n## Numbers\n\n::generated{source="table" rows="3"}\n\n## After\n\nText.\n', 'page', FRONT, sources);
    expect(problems).toEqual([]);
    expect(doc!.markdown).toBe('# A page\n\nLead.\n\n## Numbers\n\n| n |\n|---|\n| 1 |\n| 2 |\n| 3 |\n\n## After\n\nText.\n');
    expect(doc!.sections.map((s) => [s.anchor, s.startLine, s.endLine])).toEqual([['', 1, 4], ['numbers', 5, 12], ['after', 13, 15]]);
    expect(doc!.sections[1].text).toBe('n 1 2 3');
  });

  test('keeps the places of problems after it at their source lines, and puts places inside it at the directive', () => {
    const { doc, problems } = read('::generated{source="table" rows="20"}\n\n::generated{source="broken"}\n\n:::aside\nx\n:::\n', 'page', FRONT, sources);
    expect(doc!.links).toEqual([{ url: '/docs/nowhere.md', place: { line: 8, column: 1 } }]);
    expect(problems).toEqual(['content/a-page.md:10:1: unknown directive :::aside (known: note, tip, info, important, warning, caution, danger, details, example, tabs, tab)']);
  });

  test('replaces an inline :generated with one line of text, leaving the rest of the sentence and the lines after it in place', () => {
    const { doc, problems } = read('Keys live for :generated{source="word" say="24 hours"} and\n\n## Next\n\n:generated{source="table" rows="2"} and :aside\n', 'page', FRONT, { ...sources, word: ({ say = '' }) => say });
    expect(doc!.markdown).toContain('Keys live for 24 hours and\n');
    expect(problems).toEqual(['content/a-page.md:10:1: the source table makes more than one line, which only a ::generated line of its own can hold']);
    expect(doc!.sections.map((s) => [s.anchor, s.startLine])).toEqual([['', 1], ['next', 5]]);
  });

  test('reports an unknown or failing source at the directive, with the reason', () => {
    expect(read('Lead.\n\n::generated{source="nope"}\n\n::generated{source="failing"}\n\n- ::generated{source="table"}\n', 'page', FRONT, sources).problems).toEqual([
      'content/a-page.md:8:1: ::generated needs source="NAME", one of: broken, failing, table',
      'content/a-page.md:10:1: the contract has no Error schema',
      'content/a-page.md:12:3: ::generated must stand on a line of its own at the top level of the page, outside lists, quotes and other directives',
    ]);
  });
});

describe('links', () => {
  test('to a page without the .md extension are written with it', () => {
    const { doc } = read('See [a](/docs/guide#part), [b](guide), [c](/docs/guide.md) and [d](https://example.com/docs/x).\n');
    expect(doc!.markdown).toContain('[a](/docs/guide.md#part), [b](guide.md), [c](/docs/guide.md) and [d](https://example.com/docs/x)');
    expect(doc!.links.map((l) => l.url)).toEqual(['/docs/guide.md#part', 'guide.md', '/docs/guide.md', 'https://example.com/docs/x']);
    expect(doc!.links[0].place).toEqual({ line: 6, column: 5 });
  });
});

describe('front matter', () => {
  const cases: Array<[string, { front: string; want: string[] }]> = [
    ['a missing title', { front: '---\ndescription: d\norder: 1\n---\n', want: ['content/a-page.md:1:1: missing title in the front matter'] }],
    ['an order that is not a number', { front: '---\ntitle: t\ndescription: d\norder: first\n---\n', want: ['content/a-page.md:4:1: order must be a number'] }],
    ['a slug that could name a path', { front: '---\ntitle: t\ndescription: d\norder: 1\nslug: ../up\n---\n', want: ['content/a-page.md:5:1: slug must be lowercase letters and digits joined by single hyphens'] }],
    ['broken YAML', { front: '---\ntitle: [t\ndescription: d\n---\n', want: [expect.stringMatching(/^content\/a-page\.md:\d+:\d+: invalid front matter: /) as unknown as string] }],
    ['no front matter at all', { front: '', want: ['content/a-page.md:1:1: missing front matter (--- with title, description and order ---)'] }],
  ];
  test.each(cases)('reports %s with its place', (_, { front, want }) => {
    expect(read('Text.\n', 'page', front).problems).toEqual(want);
  });

  test('needs no order outside the pages, and fills the base URL into the rules block', () => {
    const { doc, problems } = read('Read {{base_url}}/llms.txt.\n', 'rules', '---\ntitle: Rules\ndescription: d\n---\n');
    expect(problems).toEqual([]);
    expect(doc!.markdown).toBe('Read https://docs.folio.example/llms.txt.\n');
  });
});
