// cli/cached-require.ts, which loads the fast paths' bundles: a bundle runs the same without its
// code cache, with it, and with one V8 refuses (another Node's, or a damaged file).
// tests/cli/build-bundle.test.ts builds the site with the real bundle, cached and refused.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requireCached } from '../../cli/cached-require.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'folio-cached-require-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A bundle of its own source (V8 keeps what this process compiled and would answer from it). */
async function bundle(name: string): Promise<string> {
  const file = path.join(dir, `${name}.cjs`);
  await writeFile(file, `// ${name}\nexports.where = __dirname; exports.sum = (a, b) => a + b; exports.path = require('node:path').basename(__filename);\n`);
  return file;
}

const runs = (exports: unknown, file: string) => {
  const loaded = exports as { where: string; sum(a: number, b: number): number; path: string };
  expect({ where: loaded.where, sum: loaded.sum(2, 3), path: loaded.path }).toEqual({ where: dir, sum: 5, path: path.basename(file) });
};

test('runs a bundle without a code cache, and with one V8 refuses', async () => {
  const plain = await bundle('plain');
  runs(requireCached(plain).exports, plain);
  const refused = await bundle('refused');
  await writeFile(`${refused}.cache`, 'a code cache of another Node');
  const loaded = requireCached(refused);
  runs(loaded.exports, refused);
  expect(loaded.script.cachedDataRejected).toBe(true);
});

test('runs a bundle with the code cache made from it', async () => {
  const file = await bundle('cached');
  const made = requireCached(file).script.createCachedData();
  await writeFile(`${file}.cache`, made);
  runs(requireCached(file).exports, file);
});
