// Summaries of repeated timings: n, median, 95th percentile (nearest rank), fastest, slowest.
import { median, summarize } from '../../../agents/bench/index.js';

test.each<[string, { samples: number[]; want: object }]>([
  ['one run', { samples: [61.234], want: { n: 1, p50: 61.23, p95: 61.23, min: 61.23, max: 61.23 } }],
  ['an even count, whose median is the mean of the middle two', { samples: [4, 1, 3, 2], want: { n: 4, p50: 2.5, p95: 4, min: 1, max: 4 } }],
  ['twenty runs, whose 95th percentile is the 19th', { samples: Array.from({ length: 20 }, (_, i) => 20 - i), want: { n: 20, p50: 10.5, p95: 19, min: 1, max: 20 } }],
])('summarizes %s', (_name, { samples, want }) => {
  expect(summarize(samples)).toEqual(want);
});

test('refuses to summarize nothing', () => {
  expect(() => summarize([])).toThrow('no timings to summarize');
  expect(median([3, 1, 2])).toBe(2);
});
