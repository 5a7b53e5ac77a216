// Which files jest's `postgres` project runs a second time (jest.config.js, R126, R193), as jest
// itself lists them: every server suite that opens the database, but not one that says it runs
// once on SQLite, nor one that never opens a database.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');

async function listed(project: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'node_modules/jest/bin/jest.js'), '--listTests', '--selectProjects', project], {
    cwd: root,
    // Any database URL makes the project exist; listing opens no connection.
    env: { ...process.env, FOLIO_TEST_DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
  });
  // Jest names the project it runs on a line of its own before the files.
  return stdout.split('\n').filter((line) => line.startsWith(root)).map((file) => path.relative(root, file)).sort();
}

test('the postgres project runs the server suites that open the database, less those that run once on SQLite', async () => {
  const [sqlite, postgres] = await Promise.all([listed('sqlite'), listed('postgres')]);
  const server = sqlite.filter((file) => file.startsWith('tests/server/'));
  const texts = new Map(await Promise.all(server.map(async (file) => [file, await readFile(path.join(root, file), 'utf8')] as const)));
  const once = server.filter((file) => texts.get(file)!.includes('// Runs once, on SQLite (R193): '));
  expect(once).toEqual(expect.arrayContaining(['tests/server/rate-limit.test.ts', 'tests/server/pdf-pool.test.ts']));
  expect(postgres).toEqual(expect.arrayContaining(['tests/server/lifecycle.test.ts', 'tests/server/client-mistakes.test.ts']));
  for (const file of once) expect(postgres).not.toContain(file);
  for (const file of postgres) expect(server).toContain(file);
  // A file left out because it never opens a database: a pure rule, run once.
  expect(postgres).not.toContain('tests/server/totals.test.ts');
}, 60_000);
