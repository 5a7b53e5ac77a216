// Pins the public names of tools/diff, the engine of `folio diff` and of the change gate.
import * as diff from '../../../tools/diff/index.js';

test('exposes the public api of the contract comparison', () => {
  expect(Object.keys(diff).sort()).toEqual([
    'ContractInputError', 'LEVELS', 'RULES', 'changelogMarkdown', 'compareVersions', 'diffContracts', 'formatJson', 'formatLines', 'major', 'readContract', 'releasesIn', 'ruleOf', 'runGate', 'verdict',
  ]);
});

test('reads the major number of a version', () => {
  expect(['2.0.0', 'v3.1', '10', 'draft'].map(diff.major)).toEqual([2, 3, 10, Number.NaN]);
});
