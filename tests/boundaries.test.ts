// The import directions of the repository (STYLE.md, issue 23): inside the server the rules
// (domain/) import neither the HTTP edge nor the store, the store imports no HTTP, only http/ and
// routes/ speak HTTP; and no import circle exists anywhere, counting type-only and dynamic imports.
import { circlesOf, importCircles, importsOf, sourcesUnder } from './helpers/module-graph.js';

const SOURCES = ['cli', 'server', 'client', 'sitegen', 'reference', 'lib', 'agents', 'scripts', 'generated'].flatMap(sourcesUnder);

/** The imports from `from` whose target lies under one of `forbidden`, as `file -> specifier`. */
function crossings(from: string, forbidden: readonly string[]): string[] {
  return sourcesUnder(from).flatMap(importsOf)
    .filter((edge) => edge.target !== undefined && forbidden.some((folder) => edge.target!.startsWith(`${folder}/`)))
    .map((edge) => `${edge.from} -> ${edge.specifier}`);
}

test.each<[string, string[]]>([
  ['server/domain', ['server/http', 'server/store', 'server/routes', 'server/events', 'server/pdf', 'server/mail', 'server/webhooks', 'server/auth']],
  ['server/store', ['server/http', 'server/routes']],
  ['server/events', ['server/http']],
  ['server/pdf', ['server/http']],
  ['server/mail', ['server/http']],
  ['server/webhooks', ['server/http']],
  ['lib', ['server', 'cli', 'client', 'sitegen', 'reference', 'agents', 'scripts', 'generated']],
])('%s imports nothing from %p', (folder, forbidden) => {
  expect(crossings(folder, forbidden)).toEqual([]);
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
