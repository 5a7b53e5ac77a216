// The `folio` executable that `npm run compile` bundles (scripts/build/bundle-cli.ts): alone in a
// folder, without tsc's modules beside it, it answers `folio ask` byte for byte as the
// command run from its sources does, errors included.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { bundleCli } from '../../../scripts/build/bundle-cli.js';
import { runProcess } from '../../helpers/run-process.js';
import type { FolioRun } from '../../helpers/run-folio.js';
import { buildFixture, folio, ROOT, tempDir } from './helpers.js';

let tmp: string;
let dist: string;
let bin: string;

beforeAll(async () => {
  tmp = await tempDir();
  dist = path.join(tmp, 'dist');
  bin = path.join(tmp, 'cli', 'folio.cjs');
  await mkdir(path.dirname(bin));
  await Promise.all([buildFixture(dist), bundleCli(bin)]);
}, 60_000);
afterAll(async () => rm(tmp, { recursive: true, force: true }));

function bundled(args: string[]): Promise<FolioRun> {
  return runProcess(process.execPath, [bin, ...args], { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '' } });
}

test.each([
  ['Markdown', ['ask', 'How hot should the water be for green tea?'], '# [brewing#water-temperature]'],
  ['JSON', ['ask', 'How', 'long', 'does', 'black', 'tea', 'keep?', '--json'], '"id": "storage#shelf-life"'],
  ['a section cut to a small budget', ['ask', 'How do I descale the kettle?', '--budget', '150', '--json'], '"truncated": true'],
])('prints the same answer as the sources, as %s', async (_, args, shown) => {
  const [fromBundle, fromSources] = await Promise.all([bundled([...args, '--package', dist]), folio([...args, '--package', dist])]);
  expect(fromSources).toMatchObject({ status: 0, stderr: '' });
  expect(fromSources.stdout).toContain(shown);
  expect(fromBundle).toEqual(fromSources);
}, 30_000);

test.each([
  ['a folder that holds no docs package', ['ask', 'green tea', '--package', path.join(ROOT, 'no-such-folder')]],
  ['a question that nothing answers', ['ask', 'zeppelin quaternion']],
])('reports %s with the same line and status 1 as the sources', async (_, args) => {
  const withPackage = args.includes('--package') ? args : [...args, '--package', dist];
  const [fromBundle, fromSources] = await Promise.all([bundled(withPackage), folio(withPackage)]);
  expect(fromSources).toMatchObject({ status: 1, stdout: '' });
  expect(fromSources.stderr.split('\n')).toHaveLength(2);
  expect(fromBundle).toEqual(fromSources);
}, 30_000);
