// What `folio` loads before a command's action runs (R190): parsing the options of any command
// loads commander, the settings table and the command files, never the site generator's
// Markdown, the contract's YAML or its validator, which the commands import inside their
// actions. The tests start `folio` hundreds of times, and a user's shell at every command.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer } from '../helpers/child-server.js';
import { runFolio } from '../helpers/run-folio.js';

/** A module registering a loader hook that appends each module's URL to the file in FOLIO_LOADED_LOG. */
const HOOKS = `
import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(process.env.FOLIO_LOADED_LOG, url + '\\n');
  return next(url, context);
}`;
const REGISTER = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(HOOKS)}`)});`;

/** The modules that `folio ARGS` loaded from files, each as its path below the repository or node_modules. */
async function loadedBy(args: string[]): Promise<{ status: number | null; modules: string[] }> {
  const log = join(mkdtempSync(join(tmpdir(), 'folio-start-up-')), 'loaded.txt');
  const run = await runFolio(args, { env: { NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(REGISTER)}`, FOLIO_LOADED_LOG: log } });
  const modules = readFileSync(log, 'utf8').split('\n').filter((url) => url.startsWith('file:'))
    .map((url) => url.replace(/^.*\/node_modules\//, 'node_modules/').replace(/^.*\/(cli|server|sitegen|lib|agents|reference|client|generated)\//, '$1/'));
  return { status: run.status, modules };
}

/** What no command's options need: the site generator beyond its base URL and paths, and the packages of Markdown, YAML, JSON Schema and HTTP. */
const HEAVY = /^(sitegen\/(?!base-url|paths)|node_modules\/(yaml|ajv\/|micromark|mdast-|remark-|unified|express|pdfkit|better-sqlite3|pg)\b)/;

test.each([
  ['serve', ['serve', '--poll-interval', 'soon']],
  ['keys', ['keys', 'create', '--account', ' ']],
  ['build', ['build', '--base-url', 'nowhere']],
  ['agent-install', ['agent-install', '--agents', 'nobody']],
  ['help', ['--help']],
])('%s: a refused option loads none of the heavy modules', async (_name, args) => {
  const { status, modules } = await loadedBy(args);
  expect(status === 0 || status === 2).toBe(true);
  // The log is real: it saw the command line's own files.
  expect(modules).toEqual(expect.arrayContaining(['cli/base-program.js', 'node_modules/commander/index.js']));
  expect(modules.filter((module) => HEAVY.test(module))).toEqual([]);
}, 30_000);

/** Writes the CommonJS modules the process loaded to the file in FOLIO_LOADED_LOG as it exits. */
const CJS_LOG = `process.on('exit', () => require('node:fs').writeFileSync(process.env.FOLIO_LOADED_LOG, Object.keys(require.cache).join('\\n')));`;

test('serve: a running server has not loaded the YAML reader, the $ref bundler, the multipart reader nor the OpenAPI 3.0 Ajv (R205)', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'folio-start-up-'));
  const preload = join(folder, 'log-modules.cjs');
  writeFileSync(preload, CJS_LOG);
  const log = join(folder, 'loaded.txt');
  const server = await startChildServer(join(folder, 'sandbox.db'), {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require=${preload}`, FOLIO_LOADED_LOG: log,
  });
  // A request the contract's validator refuses: the validator has read the contract.
  const res = await fetch(`${server.url}/v2/invoices?limit=many`, { headers: { Authorization: 'Bearer sk_test_nobody' } });
  expect(res.status).toBeGreaterThanOrEqual(400);
  server.child.kill('SIGTERM');
  await server.exited;
  const modules = readFileSync(log, 'utf8').split('\n').map((file) => file.replace(/^.*\/node_modules\//, 'node_modules/'));
  // The log is real: it saw the validator and Express.
  expect(modules).toEqual(expect.arrayContaining(['node_modules/express-openapi-validator/dist/index.js', 'node_modules/express/index.js']));
  expect(modules.filter((file) => /^node_modules\/(yaml|@apidevtools\/json-schema-ref-parser|multer|ajv-draft-04)\//.test(file))).toEqual([]);
}, 30_000);
