// The fetch that openapi-fetch calls. One call becomes up to 1 + maxRetries attempts, each
// bounded by the timeout from sending to the last byte of the body and by maxResponseBytes; a
// call that gets no usable response resolves to a made-up error response
// (transport-failure.ts) instead of rejecting.
import { expectsJson } from './accept-middleware.js';
import { normalizedErrorBody } from './error-body.js';
import { readBodyWithin, successBodyProblem } from './response-body.js';
import { failedBeforeSending, isRetrySafe, retryDelay, type AttemptOutcome, type RetrySettings } from './retry-policy.js';
import { describeCause, transportFailureResponse, type TransportFailureReason } from './transport-failure.js';

/** A fetch as openapi-fetch calls it: one Request in, one Response out. */
export type FetchLike = (input: Request) => Promise<Response>;

/** What the transport needs from the outside world; tests replace it to control time. */
export interface Runtime {
  /** Waits `ms`; resolves false as soon as `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<boolean>;
  random(): number;
  now(): number;
}

export const systemRuntime: Runtime = {
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve(false);
      const onAbort = () => {
        clearTimeout(timer);
        resolve(false);
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve(true);
      }, ms);
      signal.addEventListener('abort', onAbort, { once: true });
    }),
  random: Math.random,
  now: Date.now,
};

export interface TransportOptions {
  /** The fetch that does the network work; globalThis.fetch when absent. */
  fetch?: FetchLike;
  timeoutMs: number;
  /** The longest body read; a longer one is cut off and reported, never retried. */
  maxResponseBytes: number;
  retry: RetrySettings;
  runtime: Runtime;
}

type Attempt =
  | { kind: 'response'; response: Response }
  | { kind: 'failure'; reason: TransportFailureReason; beforeSending: boolean; cause: string; answered?: string };

/** Responses that may not carry a body (the Fetch standard's null body statuses). */
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

/** Builds the fetch that retries, times out and never rejects for a network failure. */
export function createTransport(options: TransportOptions): FetchLike {
  const { timeoutMs, maxResponseBytes, retry, runtime } = options;
  return async function transport(request) {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    // The platform's fetch stops at the signal by itself; a custom one is raced against it.
    const race = options.fetch !== undefined;
    const retrySafe = isRetrySafe(request.method, request.headers);
    for (let retriesDone = 0; ; retriesDone++) {
      const attempt = await attemptOnce(request, fetchImpl, { timeoutMs, maxResponseBytes, race });
      const outcome: AttemptOutcome = attempt.kind === 'response'
        ? { kind: 'response', status: attempt.response.status, retryAfter: attempt.response.headers.get('Retry-After') }
        : attempt;
      const delay = retryDelay(outcome, { retrySafe, retriesDone, settings: retry, now: runtime.now(), random: runtime.random });
      const attempts = retriesDone + 1;
      if (delay === undefined) {
        if (attempt.kind === 'response') return attempt.response;
        const unsafeToRepeat = !retrySafe && attempt.reason !== 'aborted' && !attempt.beforeSending;
        return transportFailureResponse(request, { ...attempt, attempts, timeoutMs, maxResponseBytes, unsafeToRepeat });
      }
      if (!(await runtime.sleep(delay, request.signal))) {
        const cause = `cancelled while waiting ${delay} ms to retry`;
        return transportFailureResponse(request, { reason: 'aborted', cause, attempts, timeoutMs, maxResponseBytes, unsafeToRepeat: false });
      }
    }
  };
}

/** One attempt: sends a copy of the request and reads the whole body before the deadline, within the size limit. */
async function attemptOnce(
  request: Request,
  fetchImpl: FetchLike,
  { timeoutMs, maxResponseBytes, race }: { timeoutMs: number; maxResponseBytes: number; race: boolean },
): Promise<Attempt> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`No response within ${timeoutMs} ms.`, 'TimeoutError'));
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(request.signal.reason);
  if (request.signal.aborted) onCallerAbort();
  else request.signal.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const signal = controller.signal;
    const input = new Request(request.body === null ? request : request.clone(), { signal });
    const response = await untilAborted(fetchImpl(input), signal, race);
    const body = nullBodyStatuses.has(response.status) ? null : await untilAborted(readBodyWithin(response, maxResponseBytes), signal, race);
    const answered = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    if (body === undefined) {
      // The rest of the body is not wanted: let the connection go.
      controller.abort(new DOMException(`The body is over ${maxResponseBytes} bytes.`, 'AbortError'));
      return { kind: 'failure', reason: 'response_too_large', beforeSending: false, cause: `the body is over ${maxResponseBytes} bytes`, answered };
    }
    const problem = request.method === 'HEAD' ? undefined : successBodyProblem(response, body, expectsJson(request));
    if (problem !== undefined) return { kind: 'failure', reason: 'invalid_response', beforeSending: false, cause: problem, answered };
    return { kind: 'response', response: withBody(response, body) };
  } catch (error) {
    const reason = request.signal.aborted ? 'aborted' : timedOut ? 'timeout' : 'network';
    return { kind: 'failure', reason, beforeSending: reason === 'network' && failedBeforeSending(error), cause: describeCause(error) };
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', onCallerAbort);
  }
}

/** Settles with `promise`, or (with `race`) rejects as soon as `signal` aborts, even if a custom fetch ignores it. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal, race: boolean): Promise<T> {
  if (!race) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * The response with its body already read, keeping status, headers and URL; an error
 * response whose body is not the contract's Error gets one (error-body.ts).
 */
function withBody(response: Response, body: ArrayBuffer | null): Response {
  const { status, statusText } = response;
  let headers = response.headers;
  let content: ArrayBuffer | string | null = body;
  const replacement = status < 400 ? undefined : normalizedErrorBody(status, statusText, headers.get('Content-Type'), body);
  if (replacement !== undefined) {
    headers = new Headers(headers);
    headers.set('Content-Type', 'application/json');
    headers.delete('Content-Length');
    headers.delete('Content-Encoding');
    content = replacement;
  }
  const copy = new Response(content, { status, statusText, headers });
  if (response.url) Object.defineProperty(copy, 'url', { value: response.url });
  return copy;
}
