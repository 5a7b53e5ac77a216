// sitegen/ stands on its own (issue 13): it imports nothing of folio's service, client, command
// line, tools or reference text; it is grouped into sub-folders of at most 20 files whose
// index.ts is their only door; and a build of any manual loads no command line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './helpers.js';
import { importsOf, reachableFrom, sourcesUnder } from '../helpers/module-graph.js';

/** The folders whose index.ts is their only door for code outside them. */
const DOORS = [
  ...readdirSync(path.join(ROOT, 'sitegen'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `sitegen/${e.name}`),
  'lib/openapi',
];
const CODE = ['cli', 'server', 'client', 'sitegen', 'reference', 'lib', 'agents', 'scripts', 'tests'].flatMap(sourcesUnder);

test('sitegen imports nothing from server, client, cli, tools or reference', () => {
  const outside = sourcesUnder('sitegen').flatMap(importsOf)
    .filter((edge) => edge.target !== undefined && /^(server|client|cli|tools|reference)\//.test(edge.target))
    .map((edge) => `${edge.from} -> ${edge.specifier}`);
  expect(outside).toEqual([]);
});

test('sitegen is grouped into the four concerns of the issue and the HTML writer', () => {
  expect(DOORS.filter((door) => door.startsWith('sitegen/')).sort()).toEqual(['sitegen/compact', 'sitegen/content', 'sitegen/contracts', 'sitegen/html', 'sitegen/package']);
});

test.each(DOORS)('%s holds at most 20 files', (door) => {
  expect(readdirSync(path.join(ROOT, door)).length).toBeLessThanOrEqual(20);
});

test.each(DOORS)('code outside %s imports it only through its index.ts', (door) => {
  const around = CODE.filter((file) => !file.startsWith(`${door}/`)).flatMap(importsOf)
    .filter((edge) => edge.target?.startsWith(`${door}/`) && edge.target !== `${door}/index.ts`)
    .map((edge) => `${edge.from} -> ${edge.specifier}`);
  expect(around).toEqual([]);
});

test.each(DOORS)('the index.ts of %s only re-exports', (door) => {
  const file = ts.createSourceFile('index.ts', readFileSync(path.join(ROOT, door, 'index.ts'), 'utf8'), ts.ScriptTarget.ES2022);
  const other = file.statements.filter((s) => !(ts.isExportDeclaration(s) && s.moduleSpecifier !== undefined)).map((s) => s.getText(file));
  expect(file.statements.length).toBeGreaterThan(0);
  expect(other).toEqual([]);
});

test('a build of a manual reaches neither the command line nor commander', () => {
  const { files, packages } = reachableFrom('sitegen/index.ts');
  expect([...files].filter((file) => !/^(sitegen|lib|generated)\//.test(file))).toEqual([]);
  expect(packages.has('commander')).toBe(false);
  // The graph is the real one: it reaches the parser the build uses.
  expect(packages.has('remark-parse')).toBe(true);
});
