// Pins the public names of tools/bench/index.ts, so that a change to them is deliberate.
import * as bench from '../../../tools/bench/index.js';

test('exposes the public api of folio bench', () => {
  expect(Object.keys(bench).sort()).toEqual([
    'BENCH_QUERIES',
    'DEFAULT_RUNS',
    'benchRun',
    'corpusDocuments',
    'describeRun',
    'estimateNetworkTokens',
    'formatRun',
    'htmlPage',
    'median',
    'summarize',
    'timeColdStarts',
    'writeRun',
  ]);
});
