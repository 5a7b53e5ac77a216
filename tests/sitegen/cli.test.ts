// `folio build` and `folio preview` from the command line: bad arguments and content
// errors end with a short message and a non-zero exit, never a stack trace.
import { spawnSync } from 'node:child_process';
import { cp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIXTURE_CONTENT, ROOT, tempDir } from './helpers.js';

const TSX = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

/** Runs the folio command from its sources in `cwd`, the project root it builds. */
function folio(args: string[], cwd = ROOT): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, ['--import', TSX, path.join(ROOT, 'cli/folio.ts'), ...args], { cwd, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

test('answers a bad base URL with one line and exit code 1', () => {
  const run = folio(['build', '--out', '/nonexistent/dist', '--base-url', 'docs.example']);
  expect(run.status).toBe(1);
  expect(run.stderr).toBe('folio: invalid base URL "docs.example": expected an absolute http(s) URL such as https://docs.folio.example\n');
});

test('answers a bad port with a short message and a non-zero exit', () => {
  const run = folio(['preview', '--port', 'eighty']);
  expect(run.status).not.toBe(0);
  expect(run.stderr.split('\n')[0]).toBe("error: option '--port <port>' argument 'eighty' is invalid. a port is a whole number from 0 to 65535.");
  expect(run.stderr).not.toMatch(/\n\s+at /);
});

test('lists content errors with their places and no stack trace', async () => {
  const tmp = await tempDir();
  try {
    await cp(path.join(ROOT, 'openapi'), path.join(tmp, 'openapi'), { recursive: true });
    await cp(path.join(ROOT, 'package.json'), path.join(tmp, 'package.json'));
    await cp(FIXTURE_CONTENT, path.join(tmp, 'content'), { recursive: true });
    await writeFile(path.join(tmp, 'content', 'bad.md'), '---\ntitle: Bad\ndescription: A bad block.\norder: 3\n---\n\n:::sidebar\nx\n:::\n');
    const run = folio(['build'], tmp);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe([
      'folio: build failed with 1 content error; nothing was written:',
      'content/bad.md:7:1: unknown directive :::sidebar (known: note, tip, info, important, warning, caution, danger, details, example, tabs, tab)',
      '',
    ].join('\n'));
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});
