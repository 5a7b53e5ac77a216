// /llms.txt and /llms-full.txt of the fixture site (D24): the llmstxt.org shape, pages in
// order, every line a `- [Title](absolute URL): description`, the corpus headed by URLs.
import { buildFiles } from '../../sitegen/index.js';
import type { SiteFiles } from '../../sitegen/package/index.js';
import { BASE_URL, fixtureOptions } from './helpers.js';

let files: SiteFiles;
const body = (path: string): string => files.get(path)!.body;

beforeAll(async () => {
  ({ files } = await buildFiles(fixtureOptions('/nonexistent/never-written')));
});

test('opens with the name, a blank line and the summary line', () => {
  expect(body('llms.txt').split('\n').slice(0, 3)).toEqual(['# folio', '', expect.stringMatching(/^> \S/)]);
});

test('has sections named after the tags of the site contract, each followed by link lines', () => {
  const sections = body('llms.txt').split('\n').filter((line) => line.startsWith('## '));
  expect(sections).toEqual(['## Docs', '## API', '## Package', '## Index']);
});

test('writes every entry as `- [Title](absolute URL): description`', () => {
  const entries = body('llms.txt').split('\n').filter((line) => line.startsWith('- '));
  for (const line of entries) expect(line).toMatch(/^- \[[^\]\n]+\]\(https:\/\/docs\.folio\.example\/[^)\s]+\): \S.*[.!?]$/);
  expect(entries).toContain(`- [Getting started](${BASE_URL}/docs/getting-started.md): Install the tool and make a first request.`);
});

test('lists the pages by order, then slug, before the other documents of their section', () => {
  const docs = body('llms.txt').split('## Docs\n')[1].split('\n## ')[0];
  const paths = [...docs.matchAll(/\]\(https:\/\/docs\.folio\.example\/([^)]+)\)/g)].map((m) => m[1]);
  expect(paths).toEqual(['docs/getting-started.md', 'docs/guide.md', 'docs/notes.md', 'docs/search.json', 'ai-rules.md']);
});

test('heads every document of the full corpus with its URL, in the order of the index', () => {
  const full = body('llms-full.txt');
  const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]);
  const listed = [...body('llms.txt').matchAll(/\]\((\S+)\)/g)].map((m) => m[1]).filter((url) => /\.(md|txt|compact)$/.test(url) && !url.endsWith('/llms-full.txt'));
  expect(sources).toEqual(listed);
  expect(full).toContain(`Source: ${BASE_URL}/docs/guide.md\n\n${body('docs/guide.md')}`);
});

test('lists a file once: a route that copies another\'s file (`x-copy-of`, /api/example.*) is left out, its original is in (R141)', () => {
  const urls = [...body('llms.txt').matchAll(/\]\((\S+)\)/g)].map((m) => m[1]);
  expect(files.get('api/example.compact')?.body).toBe(body('api/invoicing.compact'));
  expect(urls).toEqual(expect.arrayContaining([`${BASE_URL}/api/invoicing.json`, `${BASE_URL}/api/invoicing.compact`]));
  expect(urls.filter((url) => url.includes('/api/example.'))).toEqual([]);
  expect(body('llms-full.txt').split(body('api/invoicing.compact')).length).toBe(2);
});

test('fills the base URL into the rules block', () => {
  expect(body('ai-rules.md')).toContain(`Read \`${BASE_URL}/llms.txt\` before you write code, and [the spec](${BASE_URL}/spec.md).`);
});
