// The bundle of `folio build` that `npm run compile` writes (build/cli/folio-build.cjs,
// scripts/build/bundle-cli.ts), loaded with V8's code cache: it builds the same site, byte for
// byte, as tsc's compiled modules do, with its code cache and with a cache that V8 refuses
// (another Node's, or a damaged file), which compiles the bundle from its source as a missing
// cache does (tests/cli/cached-require.test.ts runs a bundle without one); a cache only changes
// how fast it starts.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleCli } from '../../scripts/build/bundle-cli.js';
import { runProcess } from '../helpers/run-process.js';
import { readTree, ROOT, tempDir } from '../sitegen/helpers.js';

let tmp: string;
let bin: string;

beforeAll(async () => {
  tmp = await tempDir();
  bin = path.join(tmp, 'cli', 'folio.cjs');
  await mkdir(path.dirname(bin));
  await bundleCli(bin);
}, 60_000);
afterAll(async () => rm(tmp, { recursive: true, force: true }));

/** `node ENTRY build --out OUT` in the repository, as a user runs it; resolves with the site it wrote. */
async function build(entry: string, out: string): Promise<Map<string, Buffer>> {
  const run = await runProcess(process.execPath, [entry, 'build', '--out', out], { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '' } });
  expect(run).toMatchObject({ status: 0, stderr: '' });
  expect(run.stdout).toMatch(/^Built \d+ files/);
  return readTree(out);
}

test('builds the site byte for byte as the compiled modules do, with its code cache and with one that V8 refuses', async () => {
  const fromModules = await build(path.join(ROOT, 'build/cli/folio.js'), path.join(tmp, 'modules'));
  const withCache = await build(path.join(ROOT, 'build/cli/folio.cjs'), path.join(tmp, 'cached'));
  await writeFile(path.join(tmp, 'cli', 'folio-build.cjs.cache'), Buffer.from('a code cache of another Node'));
  const withForeignCache = await build(bin, path.join(tmp, 'foreign'));
  expect(fromModules.size).toBeGreaterThan(500);
  for (const built of [withCache, withForeignCache]) {
    expect([...built.keys()]).toEqual([...fromModules.keys()]);
    for (const [file, body] of fromModules) expect({ file, same: built.get(file)!.equals(body) }).toEqual({ file, same: true });
  }
}, 120_000);
