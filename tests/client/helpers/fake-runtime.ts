// A runtime for the client's transport that never really waits: it records each backoff the
// client asks for, and lets tests fix the clock and the jitter.
import type { Runtime } from '../../../client/transport.js';

export interface FakeRuntime extends Runtime {
  /** The delays the transport asked to sleep, in order. */
  sleeps: number[];
}

export function fakeRuntime(options: { now?: number; random?: number } = {}): FakeRuntime {
  const sleeps: number[] = [];
  return {
    sleeps,
    sleep: async (ms, signal) => {
      sleeps.push(ms);
      return !signal.aborted;
    },
    random: () => options.random ?? 0.5,
    now: () => options.now ?? Date.now(),
  };
}
