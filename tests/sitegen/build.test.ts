// `folio build` as a whole: deterministic output, content errors with their place and no
// output, a safe output directory, and the base URL carried into every absolute link.
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSite } from '../../sitegen/index.js';
import type { BuildOptions } from '../../sitegen/index.js';
import { ContentErrors } from '../../sitegen/content/index.js';
import { FIXTURE_CONTENT, fixtureOptions, readTree, ROOT, tempDir } from './helpers.js';

let tmp: string;
beforeEach(async () => {
  tmp = await tempDir();
});
afterEach(async () => rm(tmp, { recursive: true, force: true }));

async function failure(promise: Promise<unknown>): Promise<ContentErrors> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ContentErrors);
  return error as ContentErrors;
}

test('writes byte-identical files with no cache, an empty one, the one an earlier build kept, and one whose packs are damaged', async () => {
  const cacheDir = path.join(tmp, 'cache');
  const built = async (name: string, options: BuildOptions): Promise<Map<string, Buffer>> => {
    await buildSite(fixtureOptions(path.join(tmp, name), options));
    return readTree(path.join(tmp, name));
  };
  const none = await built('none', { cacheDir: false });
  const empty = await built('empty', { cacheDir });
  // A pack, with its index, of each kind of work that packages did: parsed contracts and Markdown, highlighted code, Markdown written from trees, token counts and compressed twins.
  expect(await readdir(cacheDir)).toEqual(['contracts', 'highlights', 'markdown-texts', 'markdown-trees', 'tokens', 'twins']);
  for (const shelf of await readdir(cacheDir)) expect(await readdir(path.join(cacheDir, shelf))).toHaveLength(2);
  const kept = await built('kept', { cacheDir });
  for (const shelf of await readdir(cacheDir)) {
    for (const name of (await readdir(path.join(cacheDir, shelf))).filter((n) => n.endsWith('.pack'))) {
      const pack = await readFile(path.join(cacheDir, shelf, name));
      await writeFile(path.join(cacheDir, shelf, name), pack.map((byte) => byte ^ 0x20));
    }
  }
  const damaged = await built('damaged', { cacheDir });
  for (const site of [empty, kept, damaged]) {
    expect([...site.keys()]).toEqual([...none.keys()]);
    for (const [file, bytes] of none) expect({ file, same: Buffer.compare(bytes, site.get(file)!) === 0 }).toEqual({ file, same: true });
  }
});

test('replaces an earlier build and leaves no staging directory behind', async () => {
  const out = path.join(tmp, 'dist');
  await buildSite(fixtureOptions(out));
  await writeFile(path.join(out, 'docs', 'stale.md'), 'left from an older build\n');
  await buildSite(fixtureOptions(out));
  expect((await readTree(out)).has('docs/stale.md')).toBe(false);
  expect(await readdir(tmp)).toEqual(['dist']);
});

test('reports every content error at once with file, line and column, and writes nothing', async () => {
  const content = path.join(tmp, 'content');
  await cp(FIXTURE_CONTENT, content, { recursive: true });
  await writeFile(path.join(content, 'untitled.md'), '---\ndescription: No title here.\norder: 5\n---\n\nText.\n');
  await writeFile(path.join(content, 'copy.md'), '---\ntitle: Copy\ndescription: Same slug as the guide.\norder: 6\nslug: guide\n---\n\nText.\n');
  await writeFile(path.join(content, 'odd.md'), [
    '---', 'title: Odd', 'description: Odd blocks and links.', 'order: 7', '---', '',
    'See [nothing](/docs/missing), [no section](/docs/guide#nowhere),',
    '[no file](../schema/v2.json), [an outside page](https://example.com/docs/missing) and [untitled](untitled).',
    '', ':::aside', 'Text.', ':::', '',
  ].join('\n'));
  const error = await failure(buildSite(fixtureOptions(path.join(tmp, 'dist'), { contentDir: content, root: tmp })));
  expect(error.problems.map(String)).toEqual([
    'content/guide.md:1:1: duplicate slug guide (also used by content/copy.md)',
    'content/odd.md:7:5: broken link /docs/missing.md: the site has no /docs/missing.md',
    'content/odd.md:7:31: broken link /docs/guide.md#nowhere: /docs/guide.md has no heading #nowhere',
    'content/odd.md:8:1: broken link ../schema/v2.json: the site has no /schema/v2.json',
    'content/odd.md:10:1: unknown directive :::aside (known: note, tip, info, important, warning, caution, danger, details, example, tabs, tab)',
    'content/untitled.md:1:1: missing title in the front matter',
  ]);
  expect(error.message.split('\n')[0]).toBe('build failed with 6 content errors; nothing was written:');
  await expect(readdir(tmp)).resolves.toEqual(['content']);
});

test('keeps the previous build untouched when a new build fails', async () => {
  const out = path.join(tmp, 'dist');
  await buildSite(fixtureOptions(out));
  const before = await readTree(out);
  const content = path.join(tmp, 'content');
  await cp(FIXTURE_CONTENT, content, { recursive: true });
  await writeFile(path.join(content, 'guide.md'), '---\ntitle: Broken\n---\n');
  await failure(buildSite(fixtureOptions(out, { contentDir: content })));
  expect(await readTree(out)).toEqual(before);
});

test('an operation id or a webhook name that could leave the package becomes a slug inside it (R171)', async () => {
  const api = path.join(tmp, 'api.yaml');
  await writeFile(api, 'openapi: 3.1.0\ninfo:\n  title: Evil\n  version: 1.0.0\npaths:\n  /x:\n    get:\n      operationId: ../../etc/passwd\n'
    + '      responses:\n        "200":\n          description: ok\nwebhooks:\n  ../escape:\n    post:\n      responses:\n        "200":\n          description: ok\n');
  const out = path.join(tmp, 'dist');
  await buildSite(fixtureOptions(out, { root: tmp, contentDir: FIXTURE_CONTENT, exampleApi: api, benchmarks: false, coverage: false }));
  const files = [...(await readTree(out)).keys()];
  expect(files).toEqual(expect.arrayContaining(['reference/invoicing/etc-passwd/index.html', 'reference/invoicing/etc-passwd.md', 'reference/invoicing/webhooks/escape/index.html']));
  expect(files.filter((file) => file.includes('..'))).toEqual([]);
  expect(await readdir(tmp)).toEqual(expect.not.arrayContaining(['etc', 'escape']));
});

test('reports a contract that is not valid YAML at its line and column', async () => {
  const api = path.join(tmp, 'api.yaml');
  await writeFile(api, 'openapi: 3.1.0\ninfo:\n  title: [Broken\n  version: 1.0.0\npaths: {}\n');
  const error = await failure(buildSite(fixtureOptions(path.join(tmp, 'dist'), { root: tmp, exampleApi: api })));
  expect(error.problems.map(String)).toEqual([expect.stringMatching(/^api\.yaml:4:3: invalid YAML: /)]);
});

test('refuses to replace a directory that is not a built site', async () => {
  const out = path.join(tmp, 'important');
  await mkdir(out);
  await writeFile(path.join(out, 'notes.txt'), 'keep me\n');
  await expect(buildSite(fixtureOptions(out))).rejects.toThrow(/refusing to replace .*important: it is not empty and holds no manifest\.json/);
  await expect(readFile(path.join(out, 'notes.txt'), 'utf8')).resolves.toBe('keep me\n');
});

test('refuses an output directory that holds the inputs', async () => {
  await expect(buildSite({ root: ROOT, outDir: ROOT })).rejects.toThrow(/would hold the build's own input/);
});

test.each(['ftp://docs.example', 'docs.example', 'https://docs.example/?q=1', ''])('rejects the base URL %j', async (baseUrl) => {
  await expect(buildSite(fixtureOptions(path.join(tmp, 'dist'), { baseUrl }))).rejects.toThrow(/^invalid base URL/);
});

test('carries the base URL into every absolute link, the manifest and openapi.json', async () => {
  const out = path.join(tmp, 'dist');
  await buildSite(fixtureOptions(out, { baseUrl: 'https://example.org/folio/' }));
  const files = await readTree(out);
  const text = (f: string): string => files.get(f)!.toString();
  const links = [...text('llms.txt').matchAll(/\]\((\S+)\)/g)].map((m) => m[1]);
  expect(links.every((url) => url.startsWith('https://example.org/folio/'))).toBe(true);
  expect(JSON.parse(text('manifest.json')).baseUrl).toBe('https://example.org/folio');
  expect(JSON.parse(text('openapi.json')).servers[0].url).toBe('https://example.org/folio');
  expect(text('api.compact')).toContain('base: https://example.org/folio\n');
  expect(text('api/getLlmsTxt.md')).toContain('curl -sS https://example.org/folio/llms.txt');
});

describe('a page over a limit (issue 19)', () => {
  const page = (body: string): string => `---\ntitle: Deep\ndescription: A page over a limit.\norder: 8\n---\n\n${body}`;

  async function buildWith(name: string, text: string): Promise<string[]> {
    const content = path.join(tmp, 'content');
    await cp(FIXTURE_CONTENT, content, { recursive: true });
    await writeFile(path.join(content, name), text);
    const error = await failure(buildSite(fixtureOptions(path.join(tmp, 'dist'), { contentDir: content, root: tmp })));
    return error.problems.map(String);
  }

  test('fails at the 33rd level of a list nested 700 deep, one item a line, without parsing it', async () => {
    const list = Array.from({ length: 700 }, (_, level) => `${'  '.repeat(level)}- level ${level + 1}`).join('\n');
    // The body starts on line 7; level 33 is its 33rd line, indented by 64 spaces.
    expect(await buildWith('deep.md', page(`${list}\n`))).toEqual([
      'content/deep.md:39:65: lists and block quotes are nested more than 32 deep here; a page nests them at most 32 deep',
    ]);
  });

  test('fails at the 33rd level of block quotes and lists nested 2,000 deep on one line', async () => {
    const line = `${'> '.repeat(20)}${'1. '.repeat(1980)}text`;
    expect(await buildWith('quotes.md', page(`Before.\n\n${line}\n`))).toEqual([
      'content/quotes.md:9:77: lists and block quotes are nested more than 32 deep here; a page nests them at most 32 deep',
    ]);
  });

  test('keeps a list nested 32 deep and code indented deeper inside a fence', async () => {
    const content = path.join(tmp, 'content');
    await cp(FIXTURE_CONTENT, content, { recursive: true });
    const list = Array.from({ length: 32 }, (_, level) => `${'  '.repeat(level)}- level ${level + 1}`).join('\n');
    const fence = ['```json illustrative a deeply indented value', ...Array.from({ length: 40 }, (_, level) => `${'  '.repeat(level)}- ${level}`), '```'].join('\n');
    await writeFile(path.join(content, 'nested.md'), page(`${list}\n\n${fence}\n`));
    const out = path.join(tmp, 'dist');
    await buildSite(fixtureOptions(out, { contentDir: content }));
    expect(await readFile(path.join(out, 'docs', 'nested.md'), 'utf8')).toContain(`${'  '.repeat(31)}- level 32`);
  });

  test('fails, within seconds, a paragraph of 50,000 nested emphasis markers, at its first line', async () => {
    const started = Date.now();
    const markers = `${'*_'.repeat(25_000)}text${'_*'.repeat(25_000)}`;
    expect(await buildWith('emphasis.md', page(`Before.\n\n${markers}\n`))).toEqual([
      'content/emphasis.md:9:1: this paragraph holds more than 1,000 emphasis markers (* and _) outside code, more than the Markdown reader reads in reasonable time; split it or put the text in code',
    ]);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  test('keeps a paragraph of 1,000 emphasis markers, and thousands of snake_case names in code', async () => {
    const content = path.join(tmp, 'content');
    await cp(FIXTURE_CONTENT, content, { recursive: true });
    const emphasis = '*a* _b_ '.repeat(250);
    const names = Array.from({ length: 2_000 }, (_, i) => `\`created_at_${i}\``).join(' ');
    const fence = ['```text', 'snake_case_'.repeat(1_000), '```'].join('\n');
    await writeFile(path.join(content, 'markers.md'), page(`${emphasis}\n\n${names}\n\n${fence}\n`));
    const out = path.join(tmp, 'dist');
    await buildSite(fixtureOptions(out, { contentDir: content }));
    expect(await readFile(path.join(out, 'docs', 'markers.md'), 'utf8')).toContain('`created_at_1999`');
  });

  test('fails a page larger than 1 MiB at its first line', async () => {
    const text = page(`${'A sentence of the page.\n\n'.repeat(45_000)}`);
    expect(await buildWith('large.md', text)).toEqual([
      `content/large.md:1:1: the page is ${Buffer.byteLength(text).toLocaleString('en-US')} bytes; a page holds at most 1,048,576: split it into pages`,
    ]);
  });
});

test('builds a manual with no generated-text sources, and names none when a page asks for one', async () => {
  const content = path.join(tmp, 'content');
  await cp(FIXTURE_CONTENT, content, { recursive: true });
  await writeFile(path.join(content, 'cli.md'), '---\ntitle: Commands\ndescription: The commands.\norder: 9\n---\n\n::generated{source="cli"}\n');
  const error = await failure(buildSite(fixtureOptions(path.join(tmp, 'dist'), { contentDir: content, root: tmp })));
  expect(error.problems.map(String)).toEqual(['content/cli.md:7:1: ::generated needs source="NAME", one of: (none in this build)']);
});
