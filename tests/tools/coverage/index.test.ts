// Pins the public names of tools/coverage/index.ts, so that a change to them is deliberate.
import * as coverage from '../../../tools/coverage/index.js';

test('exposes the public api of coverage', () => {
  expect(Object.keys(coverage).sort()).toEqual([
    'DEFAULT_TARGETS',
    'coverageRun',
    'documentationFiles',
    'documentedWords',
    'entryPoints',
    'exportedNames',
    'formatRun',
    'isPackageFile',
    'locatePackage',
    'measurePackage',
    'mentionedWords',
    'splitSpecifier',
    'writeRun',
  ]);
});
