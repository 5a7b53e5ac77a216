// `folio ask` from the command line: the answer on stdout, JSON with --json, a package over
// HTTP, and one line on stderr with exit code 1 when there is no answer or no package.
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createPreviewApp } from '../../../sitegen/index.js';
import { buildFixture, folio, tempDir } from './helpers.js';

let tmp: string;
let dist: string;

beforeAll(async () => {
  tmp = await tempDir();
  dist = path.join(tmp, 'dist');
  await buildFixture(dist);
});
afterAll(async () => rm(tmp, { recursive: true, force: true }));

test('prints the best sections as Markdown and exits 0', async () => {
  const run = await folio(['ask', 'How hot should the water be for green tea?', '--package', dist]);
  expect(run).toMatchObject({ status: 0, stderr: '' });
  expect(run.stdout).toMatch(/^# \[brewing#water-temperature\]\(https:\/\/tea\.example\/manual\/docs\/brewing\.md#water-temperature\)\n\n## Water temperature\n/);
}, 30_000);

test('reads the package in dist/ of the working directory by default, and joins unquoted words', async () => {
  const run = await folio(['ask', 'How', 'long', 'does', 'black', 'tea', 'keep?', '--json'], tmp);
  expect(run).toMatchObject({ status: 0, stderr: '' });
  const answer = JSON.parse(run.stdout) as { query: string; budget: number; results: Array<{ id: string }> };
  expect(answer).toMatchObject({ query: 'How long does black tea keep?', budget: 1500 });
  expect(answer.results[0].id).toBe('storage#shelf-life');
}, 30_000);

test('asks a site over HTTP with --package URL and --budget', async () => {
  const server = createPreviewApp({ dir: dist }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const run = await folio(['ask', 'How do I descale the kettle?', '--package', url, '--budget', '150', '--json']);
    expect(run).toMatchObject({ status: 0, stderr: '' });
    const answer = JSON.parse(run.stdout) as { tokens: number; results: Array<{ id: string; truncated: boolean }> };
    expect(answer.results).toEqual([expect.objectContaining({ id: 'care#descaling-the-kettle', truncated: true })]);
    expect(answer.tokens).toBeLessThanOrEqual(150);
  } finally {
    server.close();
  }
}, 30_000);

// A usage error (a bad option, a missing argument) exits 2, like every bad setting (D18); a question
// folio cannot answer exits 1.
test.each<[string, string[], number, RegExp]>([
  ['no section answers the question', ['ask', 'zeppelin quaternion'], 1, /^folio: nothing in \S+ answers "zeppelin quaternion"\n$/],
  ['the package does not exist', ['ask', 'tea', '--package', 'no/such/dir'], 1, /^folio: no docs package at no\/such\/dir: the folder does not exist \(build one with `folio build`\)\n$/],
  ['the budget is not a number', ['ask', 'tea', '--budget', 'lots'], 2, /^error: option '--budget <tokens>' argument 'lots' is invalid\. give a whole number of tokens, 1 or more\.\n/],
  ['the question is missing', ['ask'], 2, /^error: missing required argument 'question'\n/],
  ['the question is blank', ['ask', '  '], 1, /^folio: nothing in \S+ answers "  "\n$/],
  ['an option is unknown', ['ask', 'tea', '--fast'], 2, /^error: unknown option '--fast'\n/],
])('exits with one line on stderr when %s', async (_name, args, status, message) => {
  const run = await folio(args.includes('--package') ? args : [...args, '--package', dist]);
  expect(run).toMatchObject({ status, stdout: '' });
  expect(run.stderr).toMatch(message);
  expect(run.stderr).not.toMatch(/\n\s+at /);
}, 30_000);

test('prints its usage with --help', async () => {
  const run = await folio(['ask', '--help']);
  expect(run).toMatchObject({ status: 0, stderr: '' });
  expect(run.stdout).toMatch(/^Usage: folio ask \[options\] <question\.\.\.>\n/);
  expect(run.stdout).toContain('--budget <tokens>');
}, 30_000);
