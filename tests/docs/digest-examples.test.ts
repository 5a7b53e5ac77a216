// The request example of every operation digest (/api/{operationId}.md) runs as a reader
// would run it: the site is built fresh for a local address, served by the real
// `folio preview`, each digest is fetched from it, and its curl command runs in bash against
// that same preview. The answer must be the operation's documented success, in one of its
// documented media types, with a JSON body that validates against the contract's schema.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { folioReferenceSources } from '../../reference/index.js';
import { buildSite } from '../../sitegen/index.js';
import { examplesOf, Problems } from '../../sitegen/content/index.js';
import type { OperationEntry, Schema } from '../../lib/openapi/index.js';
import { operations, resolve } from '../../lib/openapi/index.js';
import { loadContract } from '../../sitegen/contracts/index.js';
import { schemaValidator } from '../sitegen/helpers.js';
import { folioArgs } from '../helpers/run-folio.js';
import { freePort } from '../helpers/free-port.js';
import { runShell } from './run-shell.js';
import { folioProgram } from '../../cli/program.js';
import { folioSettings } from '../../cli/settings/options.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

let scratch: string;
let preview: ChildProcess;
let baseUrl: string;
const contract = await loadContract(join(root, 'openapi/site.yaml'), 'openapi/site.yaml', new Problems());
const site = contract!.doc;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'folio-digests-'));
  // The build must know the port before the preview listens on it.
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  await buildSite({ root, outDir: join(scratch, 'dist'), baseUrl, generated: folioReferenceSources(folioProgram(), folioSettings) });
  preview = spawn(process.execPath, folioArgs(['preview', '--port', String(port), '--dir', join(scratch, 'dist')]), {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((ready, fail) => {
    let output = '';
    preview.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving')) ready();
    });
    preview.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    preview.once('exit', () => fail(new Error(`folio preview exited before serving: ${output}`)));
  });
}, 60_000);

afterAll(() => {
  preview?.kill();
  rmSync(scratch, { recursive: true, force: true });
});

/** The documented success of an operation: its first 2xx status and that response's media types and schemas. */
function success(entry: OperationEntry): { status: number; media: Map<string, Schema | undefined> } {
  const [status, raw] = Object.entries(entry.operation.responses ?? {}).find(([code]) => /^2\d\d$/.test(code))!;
  const response = resolve(site, raw);
  return { status: Number(status), media: new Map(Object.entries(response.content ?? {}).map(([type, media]) => [type, media.schema])) };
}

test.each(operations(site).map((entry) => [entry.id, entry] as const))('the request example of /api/%s.md runs against folio preview and gets the documented answer', async (id, entry) => {
  const digest = await fetch(`${baseUrl}/api/${id}.md`);
  expect(digest.status).toBe(200);
  const examples = examplesOf(await digest.text()).filter((e) => e.lang === 'sh');
  expect(examples).toHaveLength(1);
  const run = await runShell(examples[0]!.code, { cwd: scratch, env: {} });
  expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  expect(run.answers).toHaveLength(1);
  const answer = run.answers[0]!;
  const documented = success(entry);
  expect(answer.status).toBe(documented.status);
  const plain = (type: string | undefined): string => (type ?? '').toLowerCase().replace(/\s+/g, '');
  const type = [...documented.media.keys()].find((t) => plain(t) === plain(answer.headers['content-type']));
  expect({ 'content-type': answer.headers['content-type'], documented: type !== undefined }).toEqual({ 'content-type': answer.headers['content-type'], documented: true });
  expect(run.stdout).toBe(answer.body);
  const schema = documented.media.get(type!);
  if (type!.includes('json') && schema) expect(schemaValidator(site, schema)(JSON.parse(answer.body))).toEqual([]);
}, 30_000);
