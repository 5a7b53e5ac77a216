// How a name counts as mentioned, and which Markdown files count as documentation.
import path from 'node:path';
import { documentationFiles, mentionedWords, splitSpecifier } from '../../../agents/coverage/index.js';
import { FIXTURES } from './helpers.js';

test.each<[string, string, boolean]>([
  ['in inline code', 'Call `createClient()` first.', true],
  ['as a property', 'Use client.createClient to start.', true],
  ['in a fenced block', '```ts\nconst c = createClient({});\n```', true],
  ['inside a longer identifier', 'See createClientOptions.', false],
  ['with another case', 'createclient is not it.', false],
  ['after a $', 'The $createClient helper.', false],
  ['in a link text', '[createClient](#create-client)', true],
])('a name %s counts as mentioned: %s', (_name, text, want) => {
  expect(mentionedWords([text]).has('createClient')).toBe(want);
});

test('finds _private and $ names as whole identifiers', () => {
  const words = mentionedWords(['Avoid `_private`; use `$` or `Ünïcode`.']);
  expect([...words].sort()).toEqual(['$', 'Avoid', 'or', 'use', 'Ünïcode', '_private'].sort());
});

test('reads README*.md at the root in any case and every .md under docs/', async () => {
  expect(await documentationFiles(path.join(FIXTURES, 'two-entries'), {})).toEqual(['README.md', 'docs/guides/defaults.md']);
  expect(await documentationFiles(path.join(FIXTURES, 'types-only'), {})).toEqual(['Readme.md']);
  expect(await documentationFiles(path.join(FIXTURES, 'main-only'), {})).toEqual([]);
});

test('reads the folder package.json names in directories.doc instead of docs/', async () => {
  expect(await documentationFiles(path.join(FIXTURES, 'two-entries'), { directories: { doc: 'lib' } })).toEqual(['README.md']);
});

test.each<[string, { name: string; subpath?: string }]>([
  ['commander', { name: 'commander' }],
  ['yaml/util', { name: 'yaml', subpath: './util' }],
  ['@scope/pkg', { name: '@scope/pkg' }],
  ['@scope/pkg/deep/path', { name: '@scope/pkg', subpath: './deep/path' }],
])('splits the target %s', (target, want) => {
  expect(splitSpecifier(target)).toEqual(want);
});
