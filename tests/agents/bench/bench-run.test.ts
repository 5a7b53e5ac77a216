// A whole `folio bench` run on the tea manual, with folio run from its sources: the shape
// the site contract gives /benchmarks.json, and token counts taken from what ask printed.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { createAjv, standaloneSchema } from '../../../sitegen/contracts/index.js';
import { tokenCount } from '../../../sitegen/package/index.js';
import { benchRun, describeRun, estimateNetworkTokens } from '../../../agents/bench/index.js';
import type { BenchmarkRun } from '../../../agents/bench/index.js';
import { buildFixture, folio, ROOT, tempDir } from '../ask/helpers.js';
import { folioArgs } from '../../helpers/run-folio.js';

const FOLIO_FROM_SOURCES = [process.execPath, ...folioArgs([])];
const QUERIES = ['How hot should the water be for green tea?', 'How long does black tea keep?'];

let tmp: string;
let dist: string;
let run: BenchmarkRun;

beforeAll(async () => {
  tmp = await tempDir('folio-bench-');
  dist = path.join(tmp, 'dist');
  await buildFixture(dist);
  run = await benchRun({ packageDir: dist, runs: 3, queries: QUERIES, folio: FOLIO_FROM_SOURCES });
}, 120_000);
afterAll(async () => rm(tmp, { recursive: true, force: true }));

test('matches the BenchmarkRun schema of openapi/site.yaml', async () => {
  const contract = parse(await readFile(path.join(ROOT, 'openapi/site.yaml'), 'utf8')) as { components: { schemas: Record<string, unknown> } };
  const validate = createAjv().compile(standaloneSchema(contract, 'BenchmarkRun'));
  expect(validate(run) ? [] : validate.errors).toEqual([]);
});

test('times as many folio ask runs as bare node starts', () => {
  expect(run.latency.coldAsk).toMatchObject({ n: 3 });
  expect(run.latency.nodeBaseline).toMatchObject({ n: 3 });
  for (const timing of [run.latency.coldAsk!, run.latency.nodeBaseline!]) {
    expect(timing.min).toBeGreaterThan(0);
    expect(timing.min).toBeLessThanOrEqual(timing.p50);
    expect(timing.p50).toBeLessThanOrEqual(timing.p95);
    expect(timing.p95).toBeLessThanOrEqual(timing.max);
  }
});

test('counts the corpus, each printed answer and the web pages with o200k_base', async () => {
  const llmsFull = await readFile(path.join(dist, 'llms-full.txt'), 'utf8');
  expect(run.context.corpusTokens).toBe(tokenCount(llmsFull));
  const printed = await Promise.all(QUERIES.map((q) => folio(['ask', q, '--package', dist])));
  expect(run.context.queries).toEqual(QUERIES.map((query, i) => ({ query, tokens: tokenCount(printed[i].stdout) })));
  const read = async (file: string): Promise<string> => readFile(path.join(dist, file), 'utf8');
  expect(run.network?.estimatedTokens).toBe(await estimateNetworkTokens(llmsFull, 'https://tea.example/manual', read));
  expect(run.network!.estimatedTokens!).toBeGreaterThan(run.context.corpusTokens!);
}, 30_000);

test('describes the run in two lines for a person', () => {
  expect(describeRun(run)).toMatch(/^cold folio ask p50 [\d.]+ ms, p95 [\d.]+ ms; bare node p50 [\d.]+ ms \([\d.]+ x\); n = 3\nmedian answer [\d.]+ tokens, [\d.]+% of the corpus \(\d+ tokens\); as web pages: \d+ tokens\n$/);
});

test('ends the first line with the load average it is given, to two decimals', () => {
  expect(describeRun(run, 0.5).split('\n')[0]).toMatch(/; n = 3; load 0\.50$/);
});

test('stops when folio ask finds no answer to a query, rather than timing a failure', async () => {
  await expect(benchRun({ packageDir: dist, runs: 1, queries: ['zeppelin quaternion'], folio: FOLIO_FROM_SOURCES })).rejects.toThrow(/exited with 1: folio: nothing in \S+ answers "zeppelin quaternion"$/);
}, 30_000);

test('folio bench refuses a run count that is no whole number above 0', async () => {
  const bad = await folio(['bench', '--runs', '0']);
  expect(bad).toMatchObject({ status: 2, stdout: '' });
  expect(bad.stderr.split('\n')[0]).toBe("error: option '--runs <n>' argument '0' is invalid. give a whole number, 1 or more.");
}, 30_000);
