// `folio coverage` from the command line: JSON on stdout or in --out, one-line errors,
// and the committed results/coverage.json in the shape the site serves.
import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { CoverageRun } from '../../../agents/coverage/index.js';
import { coverageRunValidator, fixtureProject, ROOT } from './helpers.js';
import { folioArgs } from '../../helpers/run-folio.js';

function folio(args: string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, folioArgs(args), { cwd, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

let project: string;
beforeAll(async () => {
  project = await fixtureProject();
});
afterAll(() => rm(project, { recursive: true, force: true }));

test('prints the run for packages installed in the working directory, and --out writes the same bytes', async () => {
  const printed = folio(['coverage', 'main-only', 'types-only'], project);
  expect(printed).toMatchObject({ status: 0, stderr: '' });
  expect((JSON.parse(printed.stdout) as CoverageRun).targets.map((t) => t.library)).toEqual(['main-only', 'types-only']);
  const written = folio(['coverage', 'main-only', 'types-only', '--out', 'out/run.json'], project);
  expect(written).toMatchObject({ status: 0, stdout: '', stderr: '' });
  expect(await readFile(path.join(project, 'out/run.json'), 'utf8')).toBe(printed.stdout);
}, 30_000);

test('answers a package that is not installed with one line and exit code 1', () => {
  const run = folio(['coverage', 'left-pad'], project);
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr).toBe(`folio: left-pad is not installed: no node_modules/left-pad in ${project} or above\n`);
}, 30_000);

test('the committed results/coverage.json is a valid coverage run of the default targets', async () => {
  const run = JSON.parse(await readFile(path.join(ROOT, 'results/coverage.json'), 'utf8')) as CoverageRun;
  const validate = await coverageRunValidator();
  expect(validate(run) ? [] : validate.errors).toEqual([]);
  expect(run.targets.map((t) => t.library)).toEqual(['@folio/client', 'openapi-fetch', 'express-openapi-validator', 'gray-matter', 'commander', 'yaml']);
  for (const { coverage: c } of run.targets) {
    expect(c.documented + c.undocumented).toBe(c.names);
    expect(c.marked).toBeLessThanOrEqual(c.onDisk);
    expect(c.onDisk).toBeLessThanOrEqual(c.undocumented);
  }
});
