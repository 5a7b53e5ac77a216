// A background worker: runs one round, waits, runs the next, until stopped; rounds never
// overlap, and a round that throws is logged and followed by the next. The e-mail (D12) and
// the webhook (D32) delivery workers run on it.
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import { randomBase62 } from './ids.js';

/** This process as the owner of outbox and delivery claims: its own claims never block it. */
export const workerId = `${hostname()}/${process.pid}/${randomBase62(6)}`;

export interface BackgroundWorker {
  /** Stops polling and waits for the round under way. */
  stop(): Promise<void>;
}

export function startWorkerLoop(round: () => Promise<unknown>, intervalMs: number, logger: Logger, failure: string): BackgroundWorker {
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    current = round()
      .catch((error: unknown) => logger.error({ err: error }, failure))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
