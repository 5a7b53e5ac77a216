// Every command that fails exits, with a non-zero status and one line that says why, within
// seconds: run as a user runs it, the package's `bin` (build/cli/folio.cjs, which `npm ci`
// compiles), in a folder of its own, with a timeout that would show a hang as status null.
// Build failures are tried on a first build, with no build cache yet (issue 41).
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runProcess, type ProcessRun } from '../helpers/run-process.js';
import { ROOT, tempDir } from '../sitegen/helpers.js';

const BIN = path.join(ROOT, 'build/cli/folio.cjs');
/** A safeguard for a busy two-core machine; each run below takes one to six seconds. */
const LIMIT_MS = 30_000;

let tmp: string;
beforeAll(async () => {
  tmp = await tempDir();
});
afterAll(async () => rm(tmp, { recursive: true, force: true }));

async function folio(args: string[], cwd: string): Promise<ProcessRun & { ms: number }> {
  const started = Date.now();
  const run = await runProcess(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, NODE_OPTIONS: '' }, timeout: LIMIT_MS });
  return { ...run, ms: Date.now() - started };
}

/** A copy of folio's own site project (content, contracts, results) whose `openapi/invoicing.yaml` is `contract`, with no build cache. */
async function projectWith(name: string, contract: string): Promise<string> {
  const dir = path.join(tmp, name);
  await mkdir(dir);
  for (const part of ['content', 'openapi', 'results', 'package.json']) await cp(path.join(ROOT, part), path.join(dir, part), { recursive: true });
  await writeFile(path.join(dir, 'openapi', 'invoicing.yaml'), contract);
  return dir;
}

/** Objects nested `depth` deep as JSON: a schema whose property holds a schema, and so on. */
function deepContract(depth: number): string {
  const schema = `${'{"type":"object","properties":{"a":'.repeat(depth)}{"type":"string"}${'}}'.repeat(depth)}`;
  return `{"openapi":"3.1.0","info":{"title":"Deep","version":"1.0.0"},"paths":{},"components":{"schemas":{"Deep":${schema}}}}`;
}

/** The "billion laughs": nine levels of aliases, each nine of the level below. */
function aliasBomb(): string {
  const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let level = 1; level < 9; level += 1) {
    const below = String.fromCharCode(96 + level);
    levels.push(`${String.fromCharCode(97 + level)}: &${String.fromCharCode(97 + level)} [${Array(9).fill(`*${below}`).join(',')}]`);
  }
  return `openapi: 3.1.0\ninfo: {title: Bomb, version: 1.0.0}\npaths: {}\nx-bomb:\n${levels.map((l) => `  ${l}`).join('\n')}\n`;
}

const cycle = `openapi: 3.1.0
info: {title: Cycle, version: 1.0.0}
paths:
  /things:
    get:
      operationId: listThings
      responses:
        '200': {$ref: '#/components/responses/A'}
components:
  responses:
    A: {$ref: '#/components/responses/B'}
    B: {$ref: '#/components/responses/A'}
`;

describe('folio build on a broken contract, on a first build', () => {
  test.each<[string, string, RegExp]>([
    ['invalid YAML', 'openapi: 3.1.0\ninfo: [\n', /^openapi\/invoicing\.yaml:3:1: invalid YAML: /m],
    ['an OpenAPI 2.0 document', 'swagger: "2.0"\ninfo: {title: Old, version: 1.0.0}\npaths: {}\n', /not an OpenAPI 3\.1 or 3\.0 document/],
    ['a billion laughs', aliasBomb(), /uses more YAML aliases than 100 can expand to; write \$ref instead/],
    ['objects nested 3,000 deep', deepContract(3_000), /nests objects and arrays more than 256 levels deep/],
    ['a $ref cycle', cycle, /\$ref #\/components\/responses\/A leads back to itself: #\/components\/responses\/A -> #\/components\/responses\/B -> #\/components\/responses\/A/],
  ])('%s: exits 1 within seconds, naming the problem', async (name, contract, message) => {
    const dir = await projectWith(name.replace(/\W+/g, '-'), contract);
    const run = await folio(['build', '--out', path.join(dir, 'dist')], dir);
    expect({ status: run.status, stdout: run.stdout }).toEqual({ status: 1, stdout: '' });
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.ms).toBeLessThan(LIMIT_MS);
  }, 2 * LIMIT_MS);
});

/** A fresh folder holding `files` (name -> text) and nothing of folio's: no package.json, content/, openapi/ or results/. */
async function folderWith(name: string, files: Record<string, string>): Promise<string> {
  const dir = path.join(tmp, name);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  await mkdir(dir, { recursive: true });
  return dir;
}

const CONTRACTS = path.join(ROOT, 'tests/fixtures/contracts');
const linked = 'openapi: 3.1.0\ninfo: {title: Linked, version: 1.0.0, description: "See [the guide](/guides/start)."}\npaths: {}\n';

describe('folio build of your own contracts on a broken input, in a folder with nothing of folio', () => {
  test.each<[string, Record<string, string>, string[], number, RegExp]>([
    ['no contract, and nothing of folio\'s own site', {}, [], 1, /^folio: \S+package\.json not found: a build without contracts takes the site's name and version from it; give the contracts to document instead\n$/],
    ['a missing contract', {}, ['--contract', 'openapi.yaml'], 1, /^folio: build failed with 1 content error; nothing was written:\nopenapi\.yaml:1:1: contract not found\n$/],
    ['invalid YAML', { 'api.yaml': 'openapi: 3.1.0\ninfo: [\n' }, ['--contract', 'api.yaml'], 1, /\napi\.yaml:3:1: invalid YAML: [^\n]+\n$/],
    ['an external $ref to a missing file', { 'api.yaml': "openapi: 3.1.0\ninfo: {title: Split, version: 1.0.0}\npaths:\n  /a: {$ref: './paths/a.yaml'}\n" }, ['--contract', 'api.yaml'], 1, /\napi\.yaml:1:1: cannot bundle the files of [^\n]*api\.yaml: [^\n]*paths\/a\.yaml[^\n]*\n$/],
    ['a link of a description to no page, with --strict', { 'api.yaml': linked }, ['--contract', 'api.yaml', '--strict'], 1, /\napi\.yaml:1:1: a description links to \/guides\/start, but the site has no \/guides\/start\n$/],
    ['--content without --contract', {}, ['--content', '.'], 2, /^error: --content documents the APIs of --contract files; give at least one --contract FILE\n$/],
    ['a config file that is not JSON', { 'folio.config.json': '{contracts: [' }, [], 2, /^error: config file folio\.config\.json cannot be read: [^\n]+\n$/],
    ['a config file with an unknown key', { 'folio.config.json': '{"contract": "api.yaml"}' }, [], 2, /^error: config file folio\.config\.json has an unknown key "contract"; it takes contracts, content, out, baseUrl, strict\n$/],
    ['a config file with a bad base URL', { 'folio.config.json': '{"contracts": ["api.yaml"], "baseUrl": "ftp://x"}' }, [], 2, /^error: config file folio\.config\.json gives baseUrl "ftp:\/\/x": invalid base URL/],
  ])('%s: exits within seconds with one line per problem', async (name, files, args, status, message) => {
    const dir = await folderWith(`own-${name.replace(/\W+/g, '-')}`, files);
    const run = await folio(['build', ...args], dir);
    expect({ status: run.status, stdout: run.stdout }).toEqual({ status, stdout: '' });
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.ms).toBeLessThan(LIMIT_MS);
  }, 2 * LIMIT_MS);

  test('a link of a description to no page is a warning by default: the site is built, and the command exits 0', async () => {
    const dir = await folderWith('own-warning', { 'api.yaml': linked });
    const run = await folio(['build', '--contract', 'api.yaml'], dir);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('warning: api.yaml: a description links to /guides/start, but the site has no /guides/start\n');
    expect(run.stdout).toMatch(/^Built \d+ files \(0 pages\) into dist\/\n$/);
  }, 2 * LIMIT_MS);

  test('folio.config.json gives the contracts and the output folder, relative to itself', async () => {
    const dir = await folderWith('own-config', { 'docs/folio.config.json': JSON.stringify({ contracts: [path.join(CONTRACTS, 'split/openapi.yaml')], out: 'site' }) });
    const run = await folio(['build', '--config', 'docs/folio.config.json'], dir);
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toMatch(/^Built \d+ files \(0 pages\) into docs\/site\/\n$/);
  }, 2 * LIMIT_MS);
});

describe('folio diff on a contract no reader should follow', () => {
  test.each<[string, string, RegExp]>([
    ['objects nested 3,000 deep', deepContract(3_000), /^folio diff: cannot read deep\.json: it nests objects and arrays more than 256 levels deep; folio reads at most 256 \(line 1, column \d+\)\n$/],
    ['a billion laughs', aliasBomb(), /^folio diff: cannot read bomb\.yaml: it uses more YAML aliases than 100 can expand to; write \$ref instead\n$/],
  ])('%s: exits 2 within seconds with one line', async (name, contract, message) => {
    const file = name.startsWith('objects') ? 'deep.json' : 'bomb.yaml';
    await writeFile(path.join(tmp, file), contract);
    const run = await folio(['diff', file, file], tmp);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(message);
  }, 2 * LIMIT_MS);
});

describe('every other command on a broken input', () => {
  test.each<[string, string[], number, RegExp]>([
    ['serve', ['serve', '--port', '99999'], 2, /^error: option '--port <number>' argument '99999' is invalid/],
    ['keys', ['keys', 'revoke', 'hunter2'], 1, /^folio: That is not a folio key/],
    ['accounts', ['accounts', 'update', 'nobody', '--invoice-prefix', 'X'], 2, /^error: option '--db <path-or-url>' names var\/sandbox\.db, where there is no database/],
    ['mail', ['mail', 'deliver', '--db', 'missing.db'], 2, /^error: option '--db <path-or-url>'/],
    ['webhooks', ['webhooks', 'deliver', '--db', 'missing.db'], 2, /^error: option '--db <path-or-url>'/],
    ['preview', ['preview', '--dir', 'no-such-site'], 2, /^error: option '--dir <dir>' argument 'no-such-site' is invalid/],
    ['ask', ['ask'], 2, /^error: missing required argument 'question'/],
    ['agent-install', ['agent-install', '--bogus'], 2, /^error: unknown option '--bogus'/],
    ['diff', ['diff', 'no-such.yaml', 'no-such.yaml'], 2, /^folio diff: cannot read no-such\.yaml: no such file/],
    ['bench', ['bench', '--bogus'], 2, /^error: unknown option '--bogus'/],
    ['coverage', ['coverage', '--bogus'], 2, /^error: unknown option '--bogus'/],
    ['mcp', ['mcp', '--bogus'], 2, /^error: unknown option '--bogus'/],
  ])('folio %s exits non-zero within seconds with one line', async (_command, args, status, message) => {
    const run = await folio(args, tmp);
    expect({ status: run.status, stdout: run.stdout }).toEqual({ status, stdout: '' });
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  }, 2 * LIMIT_MS);
});
