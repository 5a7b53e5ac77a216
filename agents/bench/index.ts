// The public face of folio bench: a benchmark run of folio ask, and its parts.
export { DEFAULT_RUNS, benchRun, describeRun, formatRun, writeRun } from './bench-run.js';
export type { BenchOptions, BenchmarkRun } from './bench-run.js';
export { timeColdStarts } from './cold-start.js';
export type { ColdStartOptions, ColdStartTimes } from './cold-start.js';
export { corpusDocuments, estimateNetworkTokens, htmlPage } from './network.js';
export { BENCH_QUERIES } from './queries.js';
export { median, summarize } from './timing.js';
export type { Timing } from './timing.js';
