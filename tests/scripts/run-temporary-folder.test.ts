// The run's temporary folder (scripts/test/shared-folder.js, R204): every temporary folder a
// test file or a command it starts makes lands in the run's shared folder, which the run's
// teardown removes, so that a run leaves nothing in the machine's /tmp. And the commands a
// file starts load no extra certificate bundle at their start (R218).
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const shared = process.env.FOLIO_TEST_SHARED_DIR!;

test('a test file makes its temporary folders inside the run\'s shared folder', () => {
  expect(shared).toBeTruthy();
  const made = mkdtempSync(path.join(os.tmpdir(), 'folio-probe-'));
  expect(path.relative(shared, made).split(path.sep)).toEqual(['tmp', path.basename(made)]);
});

test('a command the file starts gets the same temporary folder', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', 'process.stdout.write(require("node:os").tmpdir())']);
  expect(stdout).toBe(path.join(shared, 'tmp'));
});

test('a command the file starts has no NODE_EXTRA_CA_CERTS to load', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', 'process.stdout.write(JSON.stringify(process.env.NODE_EXTRA_CA_CERTS ?? null))']);
  expect(JSON.parse(stdout)).toBeNull();
});
