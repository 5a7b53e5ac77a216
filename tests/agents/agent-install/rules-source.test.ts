// Where the rules block comes from: the built dist/ai-rules.md, else content/ai-rules.md
// rendered by the site generator with the base URL filled in.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRules, renderRules } from '../../../agents/agent-install/index.js';
import { tempDir } from './helpers.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE = '---\ntitle: Rules\ndescription: The rules.\n---\n\nRead `{{base_url}}/llms.txt` first.\n\n1. One rule.\n';

let root: string;
beforeEach(async () => {
  root = await tempDir('folio-rules-');
  await mkdir(path.join(root, 'content'));
  await writeFile(path.join(root, 'content', 'ai-rules.md'), SOURCE);
});
afterEach(() => rm(root, { recursive: true, force: true }));

test('renders content/ai-rules.md without front matter and with the default base URL', async () => {
  expect(await loadRules({ root })).toEqual({ text: 'Read `https://docs.folio.example/llms.txt` first.\n\n1. One rule.\n', source: 'content/ai-rules.md' });
});

test('prefers a built dist/ai-rules.md when no base URL is given', async () => {
  await mkdir(path.join(root, 'dist'));
  await writeFile(path.join(root, 'dist', 'ai-rules.md'), 'Built rules.\n');
  expect(await loadRules({ root })).toEqual({ text: 'Built rules.\n', source: 'dist/ai-rules.md' });
});

test('renders from content/ with a given base URL, even beside a built dist/', async () => {
  await mkdir(path.join(root, 'dist'));
  await writeFile(path.join(root, 'dist', 'ai-rules.md'), 'Built rules.\n');
  const rules = await loadRules({ root, baseUrl: 'https://docs.acme.test/folio/' });
  expect(rules.text).toBe('Read `https://docs.acme.test/folio/llms.txt` first.\n\n1. One rule.\n');
});

test('says so when neither source exists', async () => {
  await rm(path.join(root, 'content'), { recursive: true });
  await expect(loadRules({ root })).rejects.toThrow(`no rules to install: neither dist/ai-rules.md nor content/ai-rules.md exists under ${root}`);
});

test("renders the project's own content/ai-rules.md with every placeholder filled", async () => {
  const text = renderRules(await readFile(path.join(ROOT, 'content', 'ai-rules.md'), 'utf8'), 'https://docs.folio.example');
  expect(text).not.toMatch(/\{\{|^---/);
  expect(text).toContain('https://docs.folio.example/llms.txt');
  expect(text.endsWith('\n') && !text.endsWith('\n\n')).toBe(true);
});
