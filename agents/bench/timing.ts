// Summaries of repeated timings, in the shape of the site contract's Timing: the number of
// runs, the median, the 95th percentile (nearest rank), the fastest and the slowest.
import type { components } from '../../generated/site.js';

export type Timing = components['schemas']['Timing'];

/** The summary of `samples` (milliseconds), each value rounded to 0.01 ms. */
export function summarize(samples: readonly number[]): Timing {
  if (samples.length === 0) throw new Error('no timings to summarize');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = Number.isInteger(middle) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[Math.floor(middle)];
  const round = (ms: number): number => Math.round(ms * 100) / 100;
  return {
    n: sorted.length,
    p50: round(median),
    p95: round(sorted[Math.ceil(0.95 * sorted.length) - 1]),
    min: round(sorted[0]),
    max: round(sorted[sorted.length - 1]),
  };
}

/** The median of `values`. */
export function median(values: readonly number[]): number {
  return summarize(values).p50;
}
