// folio ask on a built docs package: the sections it picks, how they are headed and cut,
// the token budget by the manifest's counts, and the JSON form of the same answer.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Answer, PackageManifest } from '../../../agents/ask/index.js';
import { addedTokens, ask, CUT_NOTE, formatJson, formatMarkdown, sectionHeading } from '../../../agents/ask/index.js';
import { BASE_URL, buildFixture, tempDir } from './helpers.js';

let tmp: string;
let dist: string;
let manifest: PackageManifest;

beforeAll(async () => {
  tmp = await tempDir();
  dist = path.join(tmp, 'dist');
  await buildFixture(dist);
  manifest = JSON.parse(await readFile(path.join(dist, 'manifest.json'), 'utf8')) as PackageManifest;
});
afterAll(async () => rm(tmp, { recursive: true, force: true }));

/** The chunk of the manifest with this id, and its page. */
function chunkOf(id: string) {
  const page = manifest.pages.find((p) => p.chunks.some((c) => c.id === id))!;
  return { page, chunk: page.chunks.find((c) => c.id === id)! };
}

/** The lines of a chunk in its page file, without trailing blank lines. */
async function chunkText(id: string): Promise<string> {
  const { page, chunk } = chunkOf(id);
  const lines = (await readFile(path.join(dist, page.path), 'utf8')).split('\n').slice(chunk.startLine - 1, chunk.endLine);
  while (lines.at(-1) === '') lines.pop();
  return `${lines.join('\n')}\n`;
}

test('answers with the section that holds the answer first', async () => {
  const answer = await ask('How hot should the water be for green tea?', { package: dist });
  expect(answer.results[0]).toMatchObject({ id: 'brewing#water-temperature', title: 'Brewing tea', heading: 'Water temperature', truncated: false });
});

test('heads each section with its chunk id linked to its absolute URL, followed by its lines of the page file', async () => {
  const answer = await ask('Which water temperature and steeping time suit green tea?', { package: dist });
  expect(answer.results.length).toBeGreaterThan(1);
  const markdown = formatMarkdown(answer);
  expect(markdown.split('\n').filter((line) => line.startsWith('# ['))).toEqual(answer.results.map((r) => `# [${r.id}](${r.url})`));
  for (const result of answer.results) {
    const [slug, anchor] = result.id.split('#');
    expect(result.url).toBe(`${BASE_URL}/docs/${slug}.md${anchor === undefined ? '' : `#${anchor}`}`);
    expect(result.markdown).toBe(await chunkText(result.id));
    expect(result.tokens).toBe(chunkOf(result.id).chunk.tokens);
    expect(markdown).toContain(`${sectionHeading(result.id, result.url)}\n\n${result.markdown}`);
  }
});

test('links a lead section to its page without a fragment', async () => {
  const answer = await ask('What spoils tea leaves: air, light, heat?', { package: dist });
  expect(answer.results[0]).toMatchObject({ id: 'storage', url: `${BASE_URL}/docs/storage.md`, heading: 'Storing tea' });
  expect(answer.results[0].markdown).toBe(await chunkText('storage'));
});

test.each([100, 200, 400, 1500])('keeps a budget of %i tokens by the manifest counts and the lines it adds', async (budget) => {
  for (const question of ['How long should green tea steep?', 'Where do I store tea and how long does it keep?', 'How do I clean the filter and descale the kettle?']) {
    const answer = await ask(question, { package: dist, budget });
    const whole = answer.results.filter((r) => !r.truncated);
    const spent = whole.reduce((sum, r) => sum + chunkOf(r.id).chunk.tokens + addedTokens(sectionHeading(r.id, r.url)), 0);
    expect({ question, spent: spent <= budget, total: answer.tokens <= budget }).toEqual({ question, spent: true, total: true });
    expect(answer.results.slice(1).every((r) => !r.truncated)).toBe(true);
  }
});

test('cuts the best section at a line end when it alone is over the budget, and says so', async () => {
  expect(chunkOf('care#descaling-the-kettle').chunk.tokens).toBeGreaterThan(300);
  const answer = await ask('How do I descale the kettle?', { package: dist, budget: 150 });
  expect(answer.results.map((r) => [r.id, r.truncated])).toEqual([['care#descaling-the-kettle', true]]);
  const whole = await chunkText('care#descaling-the-kettle');
  expect(whole.startsWith(answer.results[0].markdown)).toBe(true);
  expect(answer.results[0].markdown.length).toBeLessThan(whole.length);
  expect(answer.tokens).toBeLessThanOrEqual(150);
  expect(formatMarkdown(answer).endsWith(`\n${CUT_NOTE}\n`)).toBe(true);
});

test('refuses a budget too small for even the first line of the best section', async () => {
  await expect(ask('How do I descale the kettle?', { package: dist, budget: 5 })).rejects.toThrow(
    /^a budget of 5 tokens cannot hold even the first line of the best section, care#descaling-the-kettle: give at least \d+$/,
  );
});

test('gives the same answer as JSON: query, budget, tokens and each result', async () => {
  const answer = await ask('How long does black tea keep?', { package: dist });
  const json = JSON.parse(formatJson(answer)) as Answer;
  expect(Object.keys(json)).toEqual(['query', 'budget', 'tokens', 'results']);
  expect(json).toMatchObject({ query: 'How long does black tea keep?', budget: 1500 });
  expect(json.results[0]).toEqual({
    id: 'storage#shelf-life',
    url: `${BASE_URL}/docs/storage.md#shelf-life`,
    title: 'Storing tea',
    heading: 'Shelf life',
    score: expect.any(Number),
    tokens: chunkOf('storage#shelf-life').chunk.tokens,
    truncated: false,
    markdown: await chunkText('storage#shelf-life'),
  });
  expect(json.results.map((r) => r.score)).toEqual([...json.results.map((r) => r.score)].sort((a, b) => b - a));
});

test('finds nothing for a question with no word of the manual, or none at all', async () => {
  for (const question of ['zeppelin quaternion', 'how do I?', '']) expect((await ask(question, { package: dist })).results).toEqual([]);
});
