// lib/openapi-diff, the engine of `folio diff` and of the change gate: the major number of a version,
// and a general tool that knows nothing of its host (its public names: tests/doors.test.ts).
import * as diff from '../../../lib/openapi-diff/index.js';
import { reachableFrom } from '../../helpers/module-graph.js';

test('reads the major number of a version', () => {
  expect(['2.0.0', 'v3.1', '10', 'draft'].map(diff.major)).toEqual([2, 3, 10, Number.NaN]);
});

test('is a general tool: it reaches no code of folio but the OpenAPI reader, and no package but the reader\'s (yaml, and the 3.0 upgrader and $ref bundler it loads when a contract needs them, R170)', () => {
  const { files, packages } = reachableFrom('lib/openapi-diff/index.ts');
  expect([...files].filter((file) => !/^lib\/(openapi-diff|openapi)\//.test(file))).toEqual([]);
  expect([...packages].filter((name) => !name.startsWith('node:')).sort()).toEqual(['@apidevtools/json-schema-ref-parser', '@scalar/openapi-upgrader', 'yaml']);
});
