// Token counts for a build, from a helper worker that loads the encoding while the build reads
// its inputs and counts while the build renders its pages, on another core.
import { helperWorker } from '../module-worker.js';

const counter = helperWorker<string[], number[]>(import.meta.url, 'tokens-worker', 'the worker counting tokens');

/** Starts the worker now, so that the encoding is loaded by the time texts come. */
export function warmTokenCounter(): void {
  counter.start();
}

/** The token count of each of `texts`, by text. */
export async function tokenCounts(texts: readonly string[]): Promise<ReadonlyMap<string, number>> {
  const unique = [...new Set(texts)];
  const counts = await counter.ask(unique);
  return new Map(unique.map((text, i) => [text, counts[i]!]));
}
