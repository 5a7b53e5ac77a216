// The site generator's helper workers (sitegen/module-worker.ts): stopHelperWorkers, which every
// test file's end calls (tests/helpers/end-helper-workers.ts), ends their threads, and the next
// request starts its helper again.
import { readdirSync } from 'node:fs';
import { helperWorker, stopHelperWorkers } from '../../sitegen/module-worker.js';

/** The threads of this process, as Linux lists them. */
const threads = () => readdirSync('/proc/self/task').length;

test('stopHelperWorkers ends a helper worker\'s thread, and the next request starts the helper again', async () => {
  const counter = helperWorker<string[], number[]>(new URL('../../sitegen/package/token-counts.ts', import.meta.url).href, 'tokens-worker', 'the worker counting tokens');
  const [first] = await counter.ask(['one two three']);
  expect(first).toBeGreaterThan(0);
  const running = threads();
  await stopHelperWorkers();
  expect(threads()).toBeLessThan(running);
  expect(await counter.ask(['one two three'])).toEqual([first]);
});
