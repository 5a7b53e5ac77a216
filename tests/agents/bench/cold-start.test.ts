// Timing fresh processes: both commands run as often, alternating which goes first, every
// query is answered, and a failing `folio ask` stops the run instead of being timed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { timeColdStarts } from '../../../agents/bench/index.js';

const node = process.execPath;
/** A stand-in for `folio ask` that prints its question and the order of its start. */
const echo = (query: string): string[] => [node, '-e', 'process.stdout.write("answer to " + process.argv[1])', query];

test('runs both commands warm-up + runs times, timing only the runs, and keeps each answer', () => {
  const times = timeColdStarts({ ask: echo, baseline: [node, '-e', ''], queries: ['one', 'two', 'three'], runs: 4, warmup: 3 });
  expect(times.coldAsk).toHaveLength(4);
  expect(times.nodeBaseline).toHaveLength(4);
  for (const ms of [...times.coldAsk, ...times.nodeBaseline]) expect(ms).toBeGreaterThan(0);
  expect([...times.answers]).toEqual([['one', 'answer to one'], ['two', 'answer to two'], ['three', 'answer to three']]);
});

test('alternates which command starts first', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-'));
  try {
    const log = path.join(dir, 'order');
    const marker = (name: string): string[] => [node, '-e', `require("fs").appendFileSync(process.argv[1], "${name}")`, log];
    timeColdStarts({ ask: () => marker('A'), baseline: marker('B'), queries: ['q'], runs: 4, warmup: 0 });
    expect(readFileSync(log, 'utf8')).toBe('BAABBAAB');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('stops with the command and its first line of stderr when folio ask fails', () => {
  const failing = (): string[] => [node, '-e', 'console.error("folio: nothing in dist answers"); process.exit(1)'];
  expect(() => timeColdStarts({ ask: failing, baseline: [node, '-e', ''], queries: ['q'], runs: 1, warmup: 0 })).toThrow(/exited with 1: folio: nothing in dist answers$/);
});
