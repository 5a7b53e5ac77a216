// Token counts for a build, from a worker thread that loads the encoding while the build reads
// its inputs and counts while the build renders its pages, on another core. One worker serves
// every build of a process; it holds the process open only while it counts.
import type { Worker } from 'node:worker_threads';
import { exchange, startWorker } from '../module-worker.js';

let worker: Worker | undefined;
/** The last request: the worker answers one list at a time, so each waits for the one before. */
let last: Promise<unknown> = Promise.resolve();

function counter(): Worker {
  if (!worker) {
    const started = startWorker(import.meta.url, 'tokens-worker');
    started.unref();
    started.once('exit', () => { if (worker === started) worker = undefined; });
    worker = started;
  }
  return worker;
}

/** Starts the worker now, so that the encoding is loaded by the time texts come. */
export function warmTokenCounter(): void {
  counter();
}

/** The token count of each of `texts`, by text. */
export function tokenCounts(texts: readonly string[]): Promise<ReadonlyMap<string, number>> {
  const unique = [...new Set(texts)];
  const asked = last.catch(() => undefined).then(async () => {
    const running = counter();
    running.ref();
    try {
      const counts = await exchange<number[]>(running, unique, 'the worker counting tokens');
      return new Map(unique.map((text, i) => [text, counts[i]!]));
    } finally {
      running.unref();
    }
  });
  last = asked;
  return asked;
}
