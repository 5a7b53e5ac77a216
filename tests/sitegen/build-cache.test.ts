// The build's cache (sitegen/build-cache.ts): entries kept in packs by the hash of their input
// and maker, read back by the next build; a damaged pack holds nothing; a shelf is pruned to what
// builds use; and the trees, highlighted code and Markdown it keeps are what the packages make.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { exactJson, KeptValues, MAX_PACKS, PackShelf, packageVersions } from '../../sitegen/build-cache.js';
import { common } from 'lowlight';
import { MARKDOWN_PACKAGES, MarkdownTrees, parseMarkdown } from '../../sitegen/content/index.js';
import { Highlights, MarkdownTexts } from '../../sitegen/html/index.js';
import { importsOf } from '../helpers/module-graph.js';
import { ROOT } from './helpers.js';

let dir: string;
beforeEach(async () => { dir = await mkdtemp(path.join(os.tmpdir(), 'folio-build-cache-')); });
afterEach(async () => rm(dir, { recursive: true, force: true }));

/** A build that reads `keys` from the shelf (making the ones it lacks) and keeps what it made; answers what it found. */
function build(keys: readonly string[]): Record<string, string | undefined> {
  const shelf = new PackShelf(dir);
  const found = Object.fromEntries(keys.map((key) => [key, shelf.get(key)?.toString()]));
  for (const key of keys) shelf.add(key, Buffer.from(`made ${key}`));
  shelf.keep();
  return found;
}

const packs = async (): Promise<string[]> => (await readdir(dir)).filter((name) => name.endsWith('.pack')).sort();

test('reads back what an earlier build kept, all of it from one pack', async () => {
  expect(build(['a', 'b'])).toEqual({ a: undefined, b: undefined });
  expect(build(['a', 'b', 'c'])).toEqual({ a: 'made a', b: 'made b', c: undefined });
  expect(build(['a', 'b', 'c'])).toEqual({ a: 'made a', b: 'made b', c: 'made c' });
  // The first build's pack and the second's, which holds only what the first lacked.
  expect(await packs()).toHaveLength(2);
});

test('keeps nothing for a build that never keeps, as a failed build', async () => {
  const shelf = new PackShelf(dir);
  shelf.add('a', Buffer.from('made a'));
  await expect(readdir(dir)).resolves.toEqual([]);
  expect(build(['a'])).toEqual({ a: undefined });
});

test.each([
  ['a pack whose bytes changed', async (pack: string) => {
    const bytes = await readFile(pack);
    bytes[0] = bytes[0]! ^ 1;
    await writeFile(pack, bytes);
  }],
  ['a pack whose index was changed', async (pack: string) => {
    const index = JSON.parse(await readFile(`${pack}.index.json`, 'utf8')) as { entries: Record<string, [number, number]> };
    [index.entries.a, index.entries.b] = [index.entries.b!, index.entries.a!];
    await writeFile(`${pack}.index.json`, JSON.stringify(index));
  }],
  ['a pack that is gone', async (pack: string) => rm(pack)],
])('finds nothing in %s, and keeps what the build made instead', async (_, damage) => {
  build(['a', 'b']);
  await damage(path.join(dir, (await packs())[0]!));
  expect(build(['a', 'b'])).toEqual({ a: undefined, b: undefined });
  expect(build(['a', 'b'])).toEqual({ a: 'made a', b: 'made b' });
  expect(await packs()).toHaveLength(1);
});

test('keeps the packs of builds that take turns, and deletes those a build did not use once the shelf holds four times what it used', async () => {
  const first = ['a', 'b'];
  const second = ['c', 'd'];
  build(first);
  build(second);
  expect(build(first)).toEqual({ a: 'made a', b: 'made b' });
  expect(build(second)).toEqual({ c: 'made c', d: 'made d' });
  // Five entries for the one this build used: the packs of a, b, c and d go.
  build(['e']);
  expect(await packs()).toHaveLength(1);
  expect(build(first)).toEqual({ a: undefined, b: undefined });
});

test(`writes one pack of all a build used, and deletes every other, when it would make more than ${MAX_PACKS}`, async () => {
  const keys = Array.from({ length: MAX_PACKS }, (_, i) => `k${i}`);
  for (let i = 1; i <= MAX_PACKS; i += 1) build(keys.slice(0, i));
  expect(await packs()).toHaveLength(MAX_PACKS);
  expect(build([...keys, 'last'])).toEqual({ ...Object.fromEntries(keys.map((key) => [key, `made ${key}`])), last: undefined });
  expect(await packs()).toHaveLength(1);
  expect(build([...keys, 'last'])).toEqual(Object.fromEntries([...keys, 'last'].map((key) => [key, `made ${key}`])));
});

test('keeps a value only when JSON gives it back unchanged', () => {
  expect(exactJson({ a: [1, 'two', true, null, { b: 2.5 }] })).toBe('{"a":[1,"two",true,null,{"b":2.5}]}');
  expect(exactJson(Object.assign(Object.create(null) as object, { a: 'no prototype' }))).toBe('{"a":"no prototype"}');
  // eslint-disable-next-line no-sparse-arrays
  for (const value of [{ a: Number.NaN }, { a: -0 }, { a: undefined }, [undefined], [1, , 3], { a: new Date(0) }, { a: new Map() }, { a: Infinity }, { a: () => 1 }, { a: 1n }, { a: Symbol('s') }]) {
    expect(exactJson(value)).toBeUndefined();
  }
  const values = new KeptValues<unknown>(dir, 'maker');
  values.value('nan', () => ({ a: Number.NaN }));
  values.value('fine', () => ({ a: 1 }));
  values.keep();
  let made = 0;
  const again = new KeptValues<unknown>(dir, 'maker');
  again.value('nan', () => { made += 1; return {}; });
  expect(again.value('fine', () => { made += 1; return {}; })).toEqual({ a: 1 });
  expect(new KeptValues<unknown>(dir, 'another maker').value('fine', () => { made += 1; return {}; })).toEqual({});
  expect(made).toBe(2);
});

test('names the version of every package a maker depends on, nested ones included', () => {
  const versions = packageVersions(['unified']).split(' ');
  expect(versions).toEqual(expect.arrayContaining([expect.stringMatching(/^unified@\d/), expect.stringMatching(/^bail@\d/), expect.stringMatching(/^vfile@\d/), expect.stringMatching(/^unist-util-stringify-position@\d/)]));
});

test('names in MARKDOWN_PACKAGES every package the Markdown parser imports', () => {
  const packages = importsOf('sitegen/content/markdown.ts').map((edge) => edge.specifier).filter((specifier) => !specifier.startsWith('.') && !['mdast'].includes(specifier));
  expect(packages.filter((name) => !MARKDOWN_PACKAGES.includes(name))).toEqual([]);
});

test('gives back the trees the parser gives, as new objects, for every page of the manual', async () => {
  const content = path.join(ROOT, 'content');
  const texts = await Promise.all((await readdir(content)).filter((name) => name.endsWith('.md')).map((name) => readFile(path.join(content, name), 'utf8')));
  const first = new MarkdownTrees(dir);
  for (const text of texts) expect(first.parse(text)).toEqual(parseMarkdown(text));
  first.keep();
  const second = new MarkdownTrees(dir);
  for (const text of texts) {
    const tree = second.parse(text);
    expect(isDeepStrictEqual(tree, parseMarkdown(text))).toBe(true);
    expect(second.parse(text)).not.toBe(tree);
  }
});

test('highlights code in every language of lowlight\'s common set, and in one it does not know, the same from the cache as without it', () => {
  const code = 'npm test && echo "done" # a comment\nfunction f(x) { return x + 1; }\n<a href="x">y</a>\n';
  const langs = [...Object.keys(common), 'sh', 'ts', 'html', 'no-such-language', undefined];
  const made = new Highlights(dir);
  const fresh = new Highlights(false);
  for (const lang of langs) expect(made.highlight(code, lang)).toEqual(fresh.highlight(code, lang));
  made.keep();
  const kept = new Highlights(dir);
  for (const lang of langs) expect({ lang, children: kept.highlight(code, lang) }).toEqual({ lang, children: fresh.highlight(code, lang) });
});

test('writes Markdown from a tree the same from the cache as without it', async () => {
  const trees = [parseMarkdown('# Title\n\nSome *text* with `code`, a [link](https://example.com) and\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n:::note\nInside.\n:::\n')];
  const made = new MarkdownTexts(dir);
  const fresh = new MarkdownTexts(false);
  for (const tree of trees) expect(made.stringify(tree)).toBe(fresh.stringify(tree));
  made.keep();
  const kept = new MarkdownTexts(dir);
  for (const tree of trees) expect(kept.stringify(tree)).toBe(fresh.stringify(tree));
  expect(await readdir(path.join(dir, 'markdown-texts'))).toHaveLength(2);
});
