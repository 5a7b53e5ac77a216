// Whether the database takes writes, for GET /status (D15): a full disk or a read-only file
// lets reads through while every write fails. One small write probes it, at most once per
// probeIntervalMs whatever the number of status calls; the status recovers by itself on the
// first probe after the database takes writes again.
import type { Clock } from '../config.js';
import type { Store } from '../store/store.js';

/** How long a probe's answer is reused. */
export const probeIntervalMs = 1000;

export function writeProbe(store: Store, clock: Clock): () => Promise<boolean> {
  let last: { at: number; result: Promise<boolean> } | undefined;
  return () => {
    const now = clock().getTime();
    if (!last || now - last.at >= probeIntervalMs || now < last.at) {
      last = { at: now, result: store.probeWrite(new Date(now).toISOString()).then(() => true, () => false) };
    }
    return last.result;
  };
}
