// The import directions of the repository (STYLE.md, issue 23): inside the server the rules
// (domain/) import neither the HTTP edge nor the store, the store imports no HTTP, only http/ and
// routes/ speak HTTP; the HTTP edge's sub-folders and the document rules (domain/documents/, D54)
// are entered through their index.ts; and no import circle exists anywhere, counting type-only and
// dynamic imports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { circlesOf, importCircles, importsOf, sourcesUnder } from './helpers/module-graph.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

const SOURCES = ['cli', 'server', 'client', 'sitegen', 'reference', 'lib', 'agents', 'scripts', 'generated'].flatMap(sourcesUnder);

/** The imports from `from` whose target lies under one of `forbidden`, as `file -> specifier`. */
function crossings(from: string, forbidden: readonly string[]): string[] {
  return sourcesUnder(from).flatMap(importsOf)
    .filter((edge) => edge.target !== undefined && forbidden.some((folder) => edge.target!.startsWith(`${folder}/`)))
    .map((edge) => `${edge.from} -> ${edge.specifier}`);
}

test.each<[string, string[]]>([
  ['server/domain', ['server/http', 'server/store', 'server/routes', 'server/events', 'server/mail', 'server/webhooks', 'server/auth', 'server/documents']],
  ['server/documents', ['server/http', 'server/routes']],
  ['server/store', ['server/http', 'server/routes', 'server/services']],
  ['server/services', ['server/http', 'server/routes']],
  ['server/events', ['server/http', 'server/routes']],
  ['server/mail', ['server/http']],
  ['server/webhooks', ['server/http']],
  ['lib', ['server', 'cli', 'client', 'sitegen', 'reference', 'agents', 'scripts', 'generated']],
  // The command line imports reference/ (folio build) and hands it its program and settings table.
  ['reference', ['cli']],
])('%s imports nothing from %p', (folder, forbidden) => {
  expect(crossings(folder, forbidden)).toEqual([]);
});

/** The sub-folders of the HTTP edge (the guards, the contract, the error path), each entered through its index.ts. */
const HTTP_DOORS = readdirSync(path.join(ROOT, 'server/http'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => `server/http/${entry.name}`);
/** The folders entered through their index.ts alone: the HTTP edge's, and the document rules (D54). */
const DOORS = [...HTTP_DOORS, 'server/domain/documents'];
const CODE = [...SOURCES, ...sourcesUnder('tests')];

test('the HTTP edge is split into its guards, its contract and its error path', () => {
  expect(HTTP_DOORS.sort()).toEqual(['server/http/contract', 'server/http/errors', 'server/http/guards']);
});

/** Every folder under `folder` (relative to the root), itself included, node_modules aside. */
function foldersUnder(folder: string): string[] {
  return [folder, ...readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .flatMap((entry) => foldersUnder(`${folder}/${entry.name}`))];
}

const filesIn = (folder: string) => readdirSync(path.join(ROOT, folder), { withFileTypes: true }).filter((entry) => entry.isFile()).length;

test.each(['server', 'sitegen', 'cli', 'lib', 'agents', 'reference'].flatMap(foldersUnder))('%s holds at most 20 files (D54)', (folder) => {
  expect(filesIn(folder)).toBeLessThanOrEqual(20);
});

test.each(DOORS)('the index.ts of %s only re-exports', (door) => {
  const file = ts.createSourceFile('index.ts', readFileSync(path.join(ROOT, door, 'index.ts'), 'utf8'), ts.ScriptTarget.ES2022);
  const other = file.statements.filter((s) => !(ts.isExportDeclaration(s) && s.moduleSpecifier !== undefined)).map((s) => s.getText(file));
  expect(file.statements.length).toBeGreaterThan(0);
  expect(other).toEqual([]);
});

test.each(DOORS)('code outside %s imports it only through its index.ts', (door) => {
  const around = CODE.filter((file) => !file.startsWith(`${door}/`)).flatMap(importsOf)
    .filter((edge) => edge.target?.startsWith(`${door}/`) && edge.target !== `${door}/index.ts`)
    .map((edge) => `${edge.from} -> ${edge.specifier}`);
  expect(around).toEqual([]);
});

test('the document rules and the document rendering each live in one folder (D54)', () => {
  const documentFiles = (folder: string) => readdirSync(path.join(ROOT, folder)).filter((name) => /document|einvoice|pdf|render/.test(name));
  expect(documentFiles('server/domain')).toEqual(['documents']);
  expect(documentFiles('server').filter((name) => name !== 'documents')).toEqual([]);
  expect(documentFiles('server/store')).toEqual([]);
});

/** The files under `to` that the files under `from` import, as repository paths. */
const targetsUnder = (from: string, to: string) => [...new Set(sourcesUnder(from).flatMap(importsOf)
  .map((edge) => edge.target).filter((target): target is string => target?.startsWith(`${to}/`) === true))].sort();

test('a write use case decides through the domain and writes through the Tx alone (D54)', () => {
  expect(targetsUnder('server/services', 'server/domain').length).toBeGreaterThan(0);
  expect(targetsUnder('server/services', 'server/store')).toEqual(['server/store/event-store.ts', 'server/store/keyed-create.ts', 'server/store/tx.ts']);
});

test('routes write through the services: none imports the Tx or an engine, and each writing route imports a service (D54)', () => {
  expect(targetsUnder('server/routes', 'server/store')).toEqual(['server/store/event-store.ts', 'server/store/listing.ts', 'server/store/store.ts']);
  const writing = ['credit-notes', 'customers', 'invoices', 'payments', 'webhook-endpoints'];
  expect(writing.filter((name) => !importsOf(`server/routes/${name}.ts`).some((edge) => edge.target?.startsWith('server/services/')))).toEqual([]);
});

test('no import circle exists in the repository', () => {
  expect(importCircles(SOURCES)).toEqual([]);
});

test.each<[string, Record<string, string[]>, string[][]]>([
  ['a chain', { a: ['b'], b: ['c'], c: [] }, []],
  ['two files importing each other', { a: ['b'], b: ['a'] }, [['a', 'b']]],
  ['a long circle beside a file outside it', { a: ['b'], b: ['c'], c: ['d'], d: ['a'], e: ['a'] }, [['a', 'b', 'c', 'd']]],
  ['two circles joined by one edge', { a: ['b'], b: ['a', 'c'], c: ['d'], d: ['c'] }, [['c', 'd'], ['a', 'b']]],
  ['a file importing itself is no circle of files', { a: ['a'] }, []],
])('the circle check on %s', (_name, graph, want) => {
  expect(circlesOf(new Map(Object.entries(graph)))).toEqual(want);
});

test('the graph is the real one: the rules import their error from the domain', () => {
  expect(importsOf('server/domain/lifecycle.ts').map((edge) => edge.target)).toContain('server/domain/domain-error.ts');
});
