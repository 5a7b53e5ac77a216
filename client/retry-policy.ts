// When a failed attempt is tried again and after how long: exponential backoff with jitter,
// Retry-After honoured, and non-idempotent requests retried only when the service cannot
// have acted on them. Pure functions; the transport applies them.

/** What one attempt came to, as far as the retry decision needs to know. */
export type AttemptOutcome =
  | { kind: 'response'; status: number; retryAfter: string | null }
  | {
      kind: 'failure';
      reason: 'network' | 'timeout' | 'aborted' | 'invalid_response' | 'response_too_large';
      /** True when the connection was never established, so the request was never sent. */
      beforeSending: boolean;
    };

export interface RetrySettings {
  maxRetries: number;
  /** The first backoff; each retry doubles it, up to maxDelayMs. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the response goes to the caller. */
  maxRetryAfterMs: number;
}

export const defaultRetrySettings: RetrySettings = {
  maxRetries: 2,
  initialDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
};

/** Error codes of a connection that failed before any byte of the request was sent. */
const connectErrorCodes = new Set([
  'ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT',
]);

/** Whether a fetch failure happened while connecting, before the request left (undici's codes). */
export function failedBeforeSending(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return connectErrorCodes.has(code);
  }
  return false;
}

/**
 * Whether repeating the request can never do more than doing it once: safe and idempotent
 * methods (GET, HEAD, OPTIONS, PUT, DELETE), PATCH (in this API each field sent replaces the
 * stored one, D6), and any request carrying an Idempotency-Key.
 */
export function isRetrySafe(method: string, headers: Headers): boolean {
  if (method !== 'POST') return true;
  return headers.has('Idempotency-Key');
}

/**
 * Milliseconds to wait from a Retry-After value (delta-seconds or an HTTP date), or
 * undefined when it is absent or unreadable. A date in the past gives 0.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  if (Number.isNaN(at) || !/[a-z]/i.test(text)) return undefined;
  return Math.max(0, at - now);
}

/** The backoff before retry number `retriesDone + 1`: doubling, capped, with jitter in [50%, 100%]. */
export function backoffDelay(retriesDone: number, settings: RetrySettings, random: () => number): number {
  const ceiling = Math.min(settings.maxDelayMs, settings.initialDelayMs * 2 ** retriesDone);
  return Math.round(ceiling * (0.5 + random() / 2));
}

/**
 * How long to wait before trying again, or undefined to give the outcome to the caller.
 *
 * - Network failures: retried when the request is retry-safe, or when it never left (the
 *   connection was refused or the host not found), whatever the method.
 * - Timeouts and success answers whose body is not the contract's JSON: retried only when
 *   retry-safe; the service may have acted on the request.
 * - A body over maxResponseBytes: never retried (the next one would most likely be as large).
 * - 429: always retried (the rate limit refuses a request before acting on it, D14), after
 *   Retry-After when given.
 * - 5xx other than 501: retried only when retry-safe, after Retry-After when given.
 * - A caller's abort and everything else: never retried.
 */
export function retryDelay(
  outcome: AttemptOutcome,
  context: { retrySafe: boolean; retriesDone: number; settings: RetrySettings; now: number; random: () => number },
): number | undefined {
  const { retrySafe, retriesDone, settings, now, random } = context;
  if (retriesDone >= settings.maxRetries) return undefined;
  const backoff = () => backoffDelay(retriesDone, settings, random);
  if (outcome.kind === 'failure') {
    if (outcome.reason === 'aborted') return undefined;
    if (outcome.reason === 'network' && (retrySafe || outcome.beforeSending)) return backoff();
    if ((outcome.reason === 'timeout' || outcome.reason === 'invalid_response') && retrySafe) return backoff();
    return undefined;
  }
  const retryable = outcome.status === 429 || (outcome.status >= 500 && outcome.status !== 501 && retrySafe);
  if (!retryable) return undefined;
  const asked = parseRetryAfter(outcome.retryAfter, now);
  if (asked === undefined) return backoff();
  return asked <= settings.maxRetryAfterMs ? asked : undefined;
}
