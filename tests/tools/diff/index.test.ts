// Pins the public names of tools/diff, the engine of `folio diff` and of the change gate, and
// keeps it a general tool that knows nothing of its host.
import * as diff from '../../../tools/diff/index.js';
import { reachableFrom } from '../../helpers/module-graph.js';

test('exposes the public api of the contract comparison', () => {
  expect(Object.keys(diff).sort()).toEqual([
    'ContractInputError', 'LEVELS', 'RULES', 'changelogMarkdown', 'compareVersions', 'diffContracts', 'formatJson', 'formatLines', 'major', 'readContract', 'releasesIn', 'ruleOf', 'runGate', 'verdict',
  ]);
});

test('reads the major number of a version', () => {
  expect(['2.0.0', 'v3.1', '10', 'draft'].map(diff.major)).toEqual([2, 3, 10, Number.NaN]);
});

test('is a general tool: it reaches no code of folio but the OpenAPI reader, and no package but yaml', () => {
  const { files, packages } = reachableFrom('tools/diff/index.ts');
  expect([...files].filter((file) => !/^(tools\/diff|lib\/openapi)\//.test(file))).toEqual([]);
  expect([...packages].filter((name) => !name.startsWith('node:')).sort()).toEqual(['yaml']);
});
