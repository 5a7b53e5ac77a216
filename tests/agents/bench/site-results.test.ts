// The results files in the built site (D26): /benchmarks.json and /coverage.json are copied
// byte for byte, a missing one fails the build with the command that makes it, and one that
// breaks the site contract is reported like any other input problem.
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildFiles } from '../../../sitegen/index.js';
import type { BuildOptions } from '../../../sitegen/index.js';
import { ContentErrors } from '../../../sitegen/content/index.js';
import { ROOT, tempDir } from '../ask/helpers.js';

const BENCH = `${JSON.stringify({ latency: { coldAsk: { n: 1, p50: 70, p95: 70, min: 70, max: 70 } }, context: { corpusTokens: 10 } }, null, 2)}\n`;
const COVERAGE = '{"targets":[]}\n';

let tmp: string;
beforeEach(async () => {
  tmp = await tempDir('folio-site-results-');
  await cp(path.join(ROOT, 'tests/fixtures/ask/content'), path.join(tmp, 'content'), { recursive: true });
  // A small contract in the place of folio's: the results files are checked against the site contract.
  await cp(path.join(ROOT, 'tests/fixtures/contracts/split'), path.join(tmp, 'openapi'), { recursive: true });
  await rename(path.join(tmp, 'openapi/openapi.yaml'), path.join(tmp, 'openapi/invoicing.yaml'));
  await cp(path.join(ROOT, 'openapi/site.yaml'), path.join(tmp, 'openapi/site.yaml'));
  await cp(path.join(ROOT, 'package.json'), path.join(tmp, 'package.json'));
});
afterEach(async () => rm(tmp, { recursive: true, force: true }));

async function results(benchmarks?: string, coverage?: string): Promise<void> {
  await mkdir(path.join(tmp, 'results'), { recursive: true });
  for (const [name, body] of [['benchmarks', benchmarks], ['coverage', coverage]] as const) {
    if (body !== undefined) await writeFile(path.join(tmp, 'results', `${name}.json`), body);
  }
}

const build = (options: BuildOptions = {}) => buildFiles({ root: tmp, outDir: path.join(tmp, 'dist'), ...options });

test('copies both results files byte for byte and lists them in llms.txt', async () => {
  await results(BENCH, COVERAGE);
  const { files } = await build();
  expect(files.get('benchmarks.json')!.body).toBe(BENCH);
  expect(files.get('coverage.json')!.body).toBe(COVERAGE);
  expect(files.get('llms.txt')!.body).toContain('(https://docs.folio.example/benchmarks.json): ');
});

test.each<[string, string | undefined, string | undefined, string]>([
  ['benchmarks', undefined, COVERAGE, 'results/benchmarks.json is missing: the site serves it as /benchmarks.json; run `npm run bench` to make it'],
  ['coverage', BENCH, undefined, 'results/coverage.json is missing: the site serves it as /coverage.json; run `npm run coverage` to make it'],
  ['both', undefined, undefined, 'results/benchmarks.json is missing: the site serves it as /benchmarks.json; run `npm run bench` to make it; results/coverage.json is missing: the site serves it as /coverage.json; run `npm run coverage` to make it'],
])('fails, naming the file and the command that makes it, when %s results are missing', async (_name, benchmarks, coverage, message) => {
  await results(benchmarks, coverage);
  await expect(build()).rejects.toThrow(new Error(message));
});

test('reports content problems before missing results', async () => {
  await writeFile(path.join(tmp, 'content', 'broken.md'), '---\ntitle: Broken\n---\n');
  await expect(build()).rejects.toThrow(ContentErrors);
});

test('reports a results file that breaks the site contract, with its place', async () => {
  await results('{"latency": {"coldAsk": {"n": 0}}, "context": {}}\n', 'not json\n');
  const error = await build().then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ContentErrors);
  expect((error as ContentErrors).problems.map(String)).toEqual([
    expect.stringMatching(/^results\/benchmarks\.json:1:1: does not match the schema of \/benchmarks\.json in openapi\/site\.yaml: \/latency\/coldAsk must have required property 'p50'; .*\/latency\/coldAsk\/n must be >= 1/),
    expect.stringMatching(/^results\/coverage\.json:1:1: not valid JSON: /),
  ]);
});

test('takes the results files from other places when told, or leaves them out with false', async () => {
  await writeFile(path.join(tmp, 'bench.json'), BENCH);
  const { files } = await build({ benchmarks: path.join(tmp, 'bench.json'), coverage: false });
  expect(files.get('benchmarks.json')!.body).toBe(BENCH);
  expect(files.has('coverage.json')).toBe(false);
  expect(await readFile(path.join(tmp, 'bench.json'), 'utf8')).toBe(BENCH);
});
