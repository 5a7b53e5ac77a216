// The request samples of the API reference pages run like the manual's examples: each
// operation's curl sample in bash with the real curl, and all TypeScript samples type-checked
// with the project's strict options and run with tsx, against a fresh sandbox. The samples
// are read from the built pages as a reader would copy them, and run with the manual's
// variables `FOLIO_BASE_URL` and `FOLIO_API_KEY` set to the local sandbox.
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path, { join } from 'node:path';
import { operations, readOwnContract } from '../../lib/openapi/index.js';
import { ROOT } from '../sitegen/helpers.js';
import { runShell } from './run-shell.js';
import { runTypeScript, typeCheck } from './run-typescript.js';
import type { Sandbox } from './sandbox.js';
import { startSandbox } from './sandbox.js';
import { sharedSite } from '../helpers/shared-site.js';

const entries = operations(readOwnContract(join(ROOT, 'openapi/invoicing.yaml')));
let scratch: string;
let sandbox: Sandbox;
const samples = new Map<string, { curl: string; ts: string }>();

/** The text of the `<pre>` sample labelled `label` on a page, as its copy button copies it. */
function sampleText(page: string, label: string): string {
  const match = new RegExp(`<pre [^>]*data-label="${label}"[^>]*>([\\s\\S]*?)</pre>`).exec(page);
  if (!match) throw new Error(`no ${label} on the page`);
  return match[1].replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'folio-reference-samples-'));
  const dist = await sharedSite();
  for (const entry of entries) {
    const page = await readFile(path.join(dist, 'reference/invoicing', entry.id, 'index.html'), 'utf8');
    samples.set(entry.id, { curl: sampleText(page, 'curl sample'), ts: sampleText(page, 'TypeScript sample') });
  }
  sandbox = await startSandbox();
}, 60_000);

afterAll(async () => {
  await sandbox.close();
  rmSync(scratch, { recursive: true, force: true });
});

test.each(entries.map((e) => [e.id, e] as const))('the curl sample of %s runs and gets an answer its operation documents', async (id, entry) => {
  const run = await runShell(samples.get(id)!.curl, { cwd: sandbox.folder, env: { FOLIO_API_KEY: sandbox.key, FOLIO_BASE_URL: sandbox.url } });
  expect({ id, exit: run.status, answers: run.answers.length }).toEqual({ id, exit: 0, answers: 1 });
  const status = run.answers[0].status;
  const documented = Object.keys(entry.operation.responses ?? {});
  expect({ id, status, documented: documented.includes(String(status)) || documented.includes('default') }).toEqual({ id, status, documented: true });
  expect(status).toBeLessThan(500);
});

test('the TypeScript samples type-check together and run against the sandbox, each getting an answer', async () => {
  const [setup] = samples.get(entries[0].id)!.ts.split('\n\n');
  const imports = setup.split('\n').filter((line) => line.startsWith('import '));
  const blocks = entries.map((e) => {
    const body = samples.get(e.id)!.ts.split('\n').filter((line) => !line.startsWith('import ')).join('\n');
    return `{\n${body}\n}`;
  });
  const text = `${imports.join('\n')}\n\n${blocks.join('\n')}\n`;
  const program = { source: 'reference samples', name: 'reference-samples.ts', text, sourceLines: text.split('\n').map((_, i) => i + 1) };
  expect(typeCheck([program], scratch).get('reference samples')).toEqual([]);
  const before = sandbox.requests.length;
  const run = await runTypeScript(program, scratch, { FOLIO_API_KEY: sandbox.key, FOLIO_BASE_URL: sandbox.url });
  expect({ exit: run.status, stderr: run.stderr }).toEqual({ exit: 0, stderr: '' });
  const answered = sandbox.requests.slice(before);
  expect(answered.length).toBe(entries.length);
  expect(answered.filter((r) => r.status >= 500)).toEqual([]);
}, 120_000);
