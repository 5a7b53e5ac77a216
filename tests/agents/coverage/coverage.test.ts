// folio coverage over fixture packages with known counts: exports maps and their
// fallbacks, names counted once, documentation mentions, onDisk and internal names.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { CoverageCounts, CoverageRun } from '../../../agents/coverage/index.js';
import { coverageRun, exportedNames, formatRun, locatePackage, entryPoints } from '../../../agents/coverage/index.js';
import { coverageRunValidator, fixtureProject, FIXTURES } from './helpers.js';

let project: string;
beforeAll(async () => {
  project = await fixtureProject();
});
afterAll(() => rm(project, { recursive: true, force: true }));

const measure = async (target: string): Promise<CoverageRun['targets'][number]> => (await coverageRun([target], { project })).targets[0];

test.each<[string, { library: string; version: string; entryPoints: string; coverage: CoverageCounts }]>([
  // shared (re-exported by both entries, counted once), alpha, Beta, gamma (@internal), _private,
  // delta (the default export), Epsilon and Zeta (export * in ./extra). The README names alpha,
  // shared and Zeta; docs/guides/defaults.md names delta. ./features/* and ./package.json add nothing.
  ['two-entries', { library: 'two-entries', version: '1.2.3', entryPoints: 'exports', coverage: { names: 8, documented: 4, undocumented: 4, onDisk: 4, marked: 2 } }],
  // Only ./extra: shared, Epsilon, Zeta; the root README names shared and Zeta.
  ['two-entries/extra', { library: 'two-entries/extra', version: '1.2.3', entryPoints: 'exports', coverage: { names: 3, documented: 2, undocumented: 1, onDisk: 1, marked: 1 } }],
  // No exports map: the types field. Readme.md (any case) names parseThing.
  ['types-only', { library: 'types-only', version: '0.0.1', entryPoints: 'types', coverage: { names: 3, documented: 1, undocumented: 2, onDisk: 2, marked: 2 } }],
  // No exports map and no types field: lib/main.d.ts beside main. No documentation at all.
  ['main-only', { library: 'main-only', version: '3.0.0', entryPoints: 'main', coverage: { names: 1, documented: 0, undocumented: 1, onDisk: 1, marked: 1 } }],
  // fromDep and DepOptions are declared in node_modules/dep-like below the package: not on disk.
  ['uses-dep', { library: 'uses-dep', version: '0.1.0', entryPoints: 'exports', coverage: { names: 3, documented: 0, undocumented: 3, onDisk: 1, marked: 1 } }],
])('measures %s', async (target, want) => {
  expect(await measure(target)).toEqual(want);
});

test('lists the names of two entry points once each, with their flags', async () => {
  const located = await locatePackage('two-entries', { project });
  const names = exportedNames(entryPoints(located.library, located.dir, located.pkg).files, located.dir);
  expect(names.map((n) => `${n.name}${n.onDisk ? '' : ' (dependency)'}${n.internal ? ' (internal)' : ''}`)).toEqual([
    'Beta', 'Epsilon', 'Zeta', '_private (internal)', 'alpha', 'delta', 'gamma (internal)', 'shared',
  ]);
});

test('measures a package folder given as a path', async () => {
  const run = await coverageRun([path.join(FIXTURES, 'types-only')], { project });
  expect(run.targets[0].library).toBe('types-only');
});

test.each<[string, string]>([
  ['no-types', 'no-types: no type declarations found (no types in its exports map, no types or typings field, no .d.ts beside main)'],
  ['not-installed', 'not-installed is not installed: no node_modules/not-installed in'],
  ['two-entries/missing', 'two-entries/missing: the exports map of two-entries has no subpath ./missing'],
  ['types-only/sub', 'types-only/sub: a subpath needs an exports map, and types-only has none'],
])('refuses %s with a one-line reason', async (target, message) => {
  await expect(coverageRun([target], { project })).rejects.toThrow(message);
});

test('says which declared types file is missing, as when folio was not compiled', async () => {
  const copy = await fixtureProject();
  try {
    await rm(path.join(copy, 'node_modules/two-entries/lib/index.d.ts'));
    await expect(coverageRun(['two-entries'], { project: copy })).rejects.toThrow(
      'two-entries: ./lib/index.d.ts (types of . in the exports map) does not exist; build the package first (folio itself: npm run compile)',
    );
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
});

test('lists every target it could not measure and measures nothing else', async () => {
  await expect(coverageRun(['two-entries', 'no-types', 'not-installed'], { project })).rejects.toThrow(/^no-types: .*\nnot-installed is not installed/);
});

test('writes the same bytes twice, in the order given, each target once, valid against the CoverageRun schema', async () => {
  const targets = ['uses-dep', 'two-entries', 'types-only', 'main-only', 'two-entries/extra', 'uses-dep'];
  const first = formatRun(await coverageRun(targets, { project }));
  const second = formatRun(await coverageRun(targets, { project }));
  expect(second).toBe(first);
  expect(first.endsWith('}\n')).toBe(true);
  const run = JSON.parse(first) as CoverageRun;
  expect(run.targets.map((t) => t.library)).toEqual(['uses-dep', 'two-entries', 'types-only', 'main-only', 'two-entries/extra']);
  expect(first).toBe(`${JSON.stringify(run, null, 2)}\n`);
  const validate = await coverageRunValidator();
  expect(validate(run) ? [] : validate.errors).toEqual([]);
});

test('finds folio itself through its own package folder when no node_modules holds it', async () => {
  const located = await locatePackage('folio', { project, self: path.resolve(FIXTURES, '../../..') });
  expect(located).toMatchObject({ library: 'folio', pkg: { name: 'folio' } });
});
