// `folio build` and `folio preview` from the command line: bad arguments and content
// errors end with a short message and a non-zero exit, never a stack trace.
import { cp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runFolio } from '../helpers/run-folio.js';
import { FIXTURE_CONTENT, ROOT, tempDir } from './helpers.js';

test('answers a bad base URL with one line and exit code 2, as every bad setting (D18)', async () => {
  const run = await runFolio(['build', '--out', '/nonexistent/dist', '--base-url', 'docs.example']);
  expect(run.status).toBe(2);
  expect(run.stderr).toBe(`error: option '--base-url <url>' argument 'docs.example' is invalid. invalid base URL "docs.example": expected an absolute http(s) URL such as https://docs.folio.example\n`);
});

test('answers a bad port with a short message and a non-zero exit', async () => {
  const run = await runFolio(['preview', '--port', 'eighty']);
  expect(run.status).not.toBe(0);
  expect(run.stderr.split('\n')[0]).toBe("error: option '--port <number>' argument 'eighty' is invalid. a port is a whole number from 0 to 65535.");
  expect(run.stderr).not.toMatch(/\n\s+at /);
});

test('lists content errors with their places and no stack trace', async () => {
  const tmp = await tempDir();
  try {
    await cp(path.join(ROOT, 'openapi'), path.join(tmp, 'openapi'), { recursive: true });
    await cp(path.join(ROOT, 'package.json'), path.join(tmp, 'package.json'));
    await cp(FIXTURE_CONTENT, path.join(tmp, 'content'), { recursive: true });
    await writeFile(path.join(tmp, 'content', 'bad.md'), '---\ntitle: Bad\ndescription: A bad block.\norder: 3\n---\n\n:::sidebar\nx\n:::\n');
    const run = await runFolio(['build'], { cwd: tmp });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe([
      'folio: build failed with 1 content error; nothing was written:',
      'content/bad.md:7:1: unknown directive :::sidebar (known: note, tip, info, important, warning, caution, danger, details, example, tabs, tab)',
      '',
    ].join('\n'));
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}, 120_000);
