// The settings of events and webhooks (D30 to D32) in one place, so that they can move into
// the settings table of issue 10 as they are: fixed rules of the product, and the knobs that
// FOLIO_WEBHOOK_* environment variables may change (read by webhookSettingsFromEnvironment).

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

/** The settings with FOLIO_WEBHOOK_POLL_MS, FOLIO_WEBHOOK_BACKLOG_LIMIT and FOLIO_WEBHOOK_LEASE_MS applied; a bad value is an error naming it. */
export function webhookSettingsFromEnvironment(env: NodeJS.ProcessEnv = process.env): WebhookSettings {
  const read = (name: string, fallback: number) => {
    const text = env[name];
    if (text === undefined || text === '') return fallback;
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, not '${text}'.`);
    return value;
  };
  return {
    ...defaultWebhookSettings,
    pollMs: read('FOLIO_WEBHOOK_POLL_MS', defaultWebhookSettings.pollMs),
    backlogLimit: read('FOLIO_WEBHOOK_BACKLOG_LIMIT', defaultWebhookSettings.backlogLimit),
    leaseMs: read('FOLIO_WEBHOOK_LEASE_MS', defaultWebhookSettings.leaseMs),
  };
}
