// The settings of events and webhooks (D30 to D32) in one place: fixed rules of the product,
// and the defaults of the knobs that the settings table (cli/settings/table.ts) lets an
// operator change: the poll interval, the backlog limit and the lease.

/** An account has at most this many webhook endpoints (D31). */
export const maxEndpointsPerAccount = 16;

/** After a rotation the old secret keeps signing for this long (D31). */
export const rotationOverlapMs = 24 * 3600 * 1000;

/** Events are pruned this long after they were written (D30). */
export const eventRetentionMs = 30 * 24 * 3600 * 1000;

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/** The wait before each retry, after the previous attempt (D32): about 3 days in all, then failed. */
export const retrySchedule: readonly number[] = [5 * second, 5 * minute, 30 * minute, 2 * hour, 5 * hour, 10 * hour, 10 * hour, 24 * hour, 24 * hour];

/** The knobs of the settings table; the rest of WebhookSettings is fixed. */
export type WebhookOptions = Partial<Pick<WebhookSettings, 'pollMs' | 'backlogLimit' | 'leaseMs'>>;

export interface WebhookSettings {
  /** A call that has not answered within this long has failed (D32: 15 s). */
  timeoutMs: number;
  /** At most this much of a response body is read. */
  responseReadBytes: number;
  /** At most this much of it is kept on the delivery row. */
  responseStoredBytes: number;
  /** Deliveries a worker claims per round. */
  batchSize: number;
  /** Calls a worker makes at once. */
  concurrency: number;
  /** How long a claim keeps other workers off a delivery: longer than a call can take. */
  leaseMs: number;
  /** How often the worker inside `folio serve` looks for due deliveries. */
  pollMs: number;
  /** GET /status reports `degraded` when more deliveries than this are pending. */
  backlogLimit: number;
}

export const defaultWebhookSettings: WebhookSettings = {
  timeoutMs: 15 * second,
  responseReadBytes: 64 * 1024,
  responseStoredBytes: 1024,
  batchSize: 50,
  concurrency: 8,
  leaseMs: 2 * minute,
  pollMs: 1000,
  backlogLimit: 10_000,
};

/** The defaults with the operator's choices applied. */
export function webhookSettingsWith(options: WebhookOptions = {}): WebhookSettings {
  const chosen = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  return { ...defaultWebhookSettings, ...chosen };
}
