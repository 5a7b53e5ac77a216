// Getting started as a newcomer follows it (R113): `folio serve --demo`, as `npm start` runs it,
// prints `export` lines; pasted into a shell, they make every `sh run` block of the page work
// exactly as written, in order, with no placeholder filled in by the test suite.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { examplesOf } from '../../sitegen/content/index.js';
import { folioArgs } from '../helpers/run-folio.js';
import { runShell } from './run-shell.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const page = readFileSync(join(root, 'content/getting-started.md'), 'utf8');
const blocks = examplesOf(page).filter((e) => e.role === 'run' && e.lang === 'sh');

let folder: string;
let child: ChildProcess;
let exports: string[];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'folio-getting-started-'));
  child = spawn(process.execPath, folioArgs(['serve', '--demo', '--port', '0']), { cwd: folder, stdio: ['ignore', 'ignore', 'pipe'] });
  const printed = await new Promise<string>((resolve, reject) => {
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (/Try it:/.test(stderr)) resolve(stderr);
    });
    child.once('exit', () => reject(new Error(`folio serve exited: ${stderr}`)));
  });
  exports = printed.split('\n').map((line) => line.trim()).filter((line) => line.startsWith('export '));
}, 30_000);

afterAll(async () => {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(folder, { recursive: true, force: true });
});

test('npm start prints an export line for every variable the page reads', () => {
  const read = [...new Set(blocks.flatMap((block) => [...block.code.matchAll(/\$(FOLIO_[A-Z_]+)/g)].map((match) => match[1]!)))].sort();
  const exported = exports.map((line) => /^export (FOLIO_[A-Z_]+)=\S+$/.exec(line)?.[1]).sort();
  expect(read).toEqual(['FOLIO_API_KEY', 'FOLIO_BASE_URL', 'FOLIO_CUSTOMER_ID']);
  expect(exported).toEqual(read);
});

test('the shell examples run as written, in order, after the printed exports', async () => {
  for (const block of blocks) {
    const where = `content/getting-started.md:${block.line}`;
    // Nothing of the test's own environment: only what the reader pasted.
    const env = { FOLIO_API_KEY: '', FOLIO_BASE_URL: '', FOLIO_CUSTOMER_ID: '' };
    const result = await runShell(`${exports.join('\n')}\n${block.code}`, { cwd: folder, env });
    if (result.status !== 0) throw new Error(`${where}: the example exited with ${result.status}:\n${result.stderr}`);
    if (result.answers.length === 0) throw new Error(`${where}: the example made no request to the API`);
    const listed = block.options.status?.split(',').map(Number);
    const refused = result.answers.filter((a) => (listed ? !listed.includes(a.status) : a.status >= 300));
    expect({ where, refused }).toEqual({ where, refused: [] });
  }
}, 60_000);
