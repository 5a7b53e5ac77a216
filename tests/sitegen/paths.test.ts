// The path-escape rule: slugs, operation ids and package paths have grammars, and a
// package path never resolves outside the package.
import path from 'node:path';
import { digestPath, OPERATION_ID, PACKAGE_PATH, pagePath, resolveInside, SLUG } from '../../sitegen/paths.js';

test.each([
  ['getting-started', true], ['v2', true], ['Getting-Started', false], ['a--b', false], ['-a', false], ['a/b', false], ['..', false], ['', false], ['é', false],
])('accepts %j as a slug: %s', (slug, ok) => {
  expect(SLUG.test(slug)).toBe(ok);
});

test.each([
  ['getLlmsTxt', true], ['get.thing', true], ['get_thing-2', true], ['../evil', false], ['a/b', false], ['.hidden', false], ['9lives', false], ['a b', false],
])('accepts %j as an operation id: %s', (id, ok) => {
  expect(OPERATION_ID.test(id)).toBe(ok);
});

test.each([
  ['docs/a.md', true], ['schema/v1.json', true], ['../x', false], ['docs/../x', false], ['/abs', false], ['docs//x', false], ['docs/.x', false], ['docs\\x', false], ['docs/a%2fb', false],
])('accepts %j as a package path: %s', (p, ok) => {
  expect(PACKAGE_PATH.test(p)).toBe(ok);
});

test('resolves package paths inside the root and nothing else', () => {
  expect(resolveInside('/srv/dist', 'docs/a.md')).toBe(path.resolve('/srv/dist/docs/a.md'));
  expect(resolveInside('/srv/dist', '../etc/passwd')).toBeUndefined();
  expect(resolveInside('/srv/dist', '')).toBeUndefined();
});

test('refuses to make a file path from an invalid slug or operation id', () => {
  expect(pagePath('errors')).toBe('docs/errors.md');
  expect(digestPath('getLlmsTxt')).toBe('api/getLlmsTxt.md');
  expect(() => pagePath('../errors')).toThrow(/invalid page slug/);
  expect(() => digestPath('a/b')).toThrow(/invalid operation id/);
});
