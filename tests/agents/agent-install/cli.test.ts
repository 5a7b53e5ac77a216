// `folio agent-install` from the command line: what it prints, --check's exit code for CI,
// and one-line errors for bad options and refused files.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from './helpers.js';
import { folioArgs } from '../../helpers/run-folio.js';

function folio(args: string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, folioArgs(args), { cwd, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

let dir: string;
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(() => rm(dir, { recursive: true, force: true }));

test('--check fails on missing files, install writes them, then --check passes', async () => {
  const agents = ['--agents', 'agents,cursor', '--base-url', 'https://docs.acme.test'];
  const before = folio(['agent-install', '.', ...agents, '--check'], dir);
  expect(before).toEqual({
    status: 1,
    stdout: 'AGENTS.md: missing\n.cursor/rules/folio.mdc: missing\n',
    stderr: 'folio: folio rules are missing or stale in AGENTS.md, .cursor/rules/folio.mdc; run folio agent-install without --check to update them.\n',
  });
  expect(existsSync(path.join(dir, 'AGENTS.md'))).toBe(false);
  expect(folio(['agent-install', ...agents], dir)).toMatchObject({ status: 0, stdout: 'AGENTS.md: created\n.cursor/rules/folio.mdc: created\n' });
  const text = await readFile(path.join(dir, 'AGENTS.md'), 'utf8');
  expect(text).toMatch(/^<!-- BEGIN:folio-rules -->\n[\s\S]*`https:\/\/docs\.acme\.test\/llms\.txt`[\s\S]*\n<!-- END:folio-rules -->\n$/);
  expect(folio(['agent-install', '.', ...agents, '--check'], dir)).toEqual({ status: 0, stdout: 'AGENTS.md: current\n.cursor/rules/folio.mdc: current\n', stderr: '' });
  expect(folio(['agent-install', dir, '--base-url', 'https://docs.other.test', '--check'], '/')).toMatchObject({ status: 1, stdout: 'AGENTS.md: stale\n' });
  expect(folio(['agent-install', dir, '--agents', 'agents,cursor', '--remove'], '/')).toMatchObject({ status: 0, stdout: 'AGENTS.md: deleted\n.cursor/rules/folio.mdc: deleted\n' });
  expect(existsSync(path.join(dir, '.cursor'))).toBe(false);
}, 60_000);

test.each<[string, string[], RegExp]>([
  ['an unknown agent', ['--agents', 'windsurf'], /^error: option '--agents <list>' argument 'windsurf' is invalid. unknown agent "windsurf"/],
  ['a bad base URL', ['--base-url', 'docs.example'], /^error: option '--base-url <url>' argument 'docs.example' is invalid. invalid base URL/],
  ['--check with --remove', ['--check', '--remove'], /^error: option '--check' cannot be used with option '--remove'/],
])('%s gives a one-line error and a non-zero exit', (_name, args, message) => {
  const run = folio(['agent-install', ...args], dir);
  expect(run.status).not.toBe(0);
  expect(run.stderr).toMatch(message);
  expect(run.stderr).not.toMatch(/\n\s+at /);
}, 30_000);

test('a broken marker pair ends with the file and line, and nothing written', async () => {
  await writeFile(path.join(dir, 'AGENTS.md'), 'x\n<!-- BEGIN:folio-rules -->\n');
  const run = folio(['agent-install'], dir);
  expect(run).toEqual({
    status: 1,
    stdout: '',
    stderr: 'folio: AGENTS.md: BEGIN marker on line 2 has no END marker after it; fix or delete the folio-rules markers by hand (nothing was written)\n',
  });
  expect(await readFile(path.join(dir, 'AGENTS.md'), 'utf8')).toBe('x\n<!-- BEGIN:folio-rules -->\n');
}, 30_000);
