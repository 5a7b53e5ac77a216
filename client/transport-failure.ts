// How the client reports a call that got no usable response (network failure, timeout,
// cancellation, a success whose body is not the contract's JSON, a body over
// maxResponseBytes): as an error result shaped like the contract's Error, never as a rejection.
import type { ClientErrorType, ErrorBody } from './types.js';

/**
 * Why no usable response came back: `invalid_response` is a success whose body is not the
 * contract's JSON (not JSON, cut short, empty); `response_too_large` is a body over maxResponseBytes.
 */
export type TransportFailureReason = 'network' | 'timeout' | 'aborted' | 'invalid_response' | 'response_too_large';

/** What the client adds to the Error body of a call that got no response. */
export interface TransportFailure {
  reason: TransportFailureReason;
  /** How many attempts were made, retries included. */
  attempts: number;
  /** The underlying error, as text (`connect ECONNREFUSED 127.0.0.1:4000`). */
  cause: string;
}

/**
 * The `error` of a call that got no usable response: the contract's Error, whose type may also
 * be the client's own `invalid_response` (ClientErrorType), plus `transport`.
 */
export interface TransportErrorBody {
  error: Omit<ErrorBody['error'], 'type'> & { type: ClientErrorType };
  transport: TransportFailure;
}

/**
 * The header that marks a response made up by the client, with the reason as its value: a
 * TransportFailureReason, or `invalid_request` for a call refused before it was sent. Such a
 * response has no Request-Id: the service never saw it, or never answered usably.
 */
export const transportFailureHeader = 'Folio-Client-Error';

/** The status of a made-up response: 504 for a timeout, 499 for a cancelled call, 502 for a body that is no usable answer, else 503. */
const statusOf: Record<TransportFailureReason, number> = { network: 503, timeout: 504, aborted: 499, invalid_response: 502, response_too_large: 502 };

/** Whether a call's `error` is a transport failure rather than an answer of the service. */
export function isTransportFailure(error: unknown): error is TransportErrorBody {
  const transport = (error as { transport?: { reason?: unknown } } | null | undefined)?.transport;
  return typeof transport?.reason === 'string';
}

/** The response the transport hands to openapi-fetch when no real one came back. */
export function transportFailureResponse(
  request: { method: string; url: string },
  failure: TransportFailure & { timeoutMs: number; maxResponseBytes: number; unsafeToRepeat: boolean; answered?: string },
): Response {
  const target = `${request.method} ${request.url}`;
  const tries = failure.attempts === 1 ? '1 attempt' : `${failure.attempts} attempts`;
  const message = {
    network: `Could not reach the folio API for ${target} (${tries}): ${failure.cause}.`,
    timeout: `The folio API did not answer ${target} within ${failure.timeoutMs} ms (${tries}).`,
    aborted: `The call ${target} was cancelled by its AbortSignal (${tries}).`,
    invalid_response: `The folio API answered ${target} with ${failure.answered}, but its body is not the JSON the contract describes (${tries}): ${failure.cause}.`,
    response_too_large: `The folio API answered ${target} with ${failure.answered}, but its body is over maxResponseBytes (${failure.maxResponseBytes} bytes) and was cut off (${tries}).`,
  }[failure.reason];
  const type: ClientErrorType = failure.reason === 'invalid_response' || failure.reason === 'response_too_large' ? 'invalid_response' : 'api_error';
  const unsure = failure.unsafeToRepeat
    ? ' The request may have reached the service; it was not retried, because repeating it without an Idempotency-Key is not safe.'
    : '';
  const body: TransportErrorBody = {
    error: { type, message: message + unsure, param: null },
    transport: { reason: failure.reason, attempts: failure.attempts, cause: failure.cause },
  };
  return new Response(JSON.stringify(body), {
    status: statusOf[failure.reason],
    headers: { 'Content-Type': 'application/json', [transportFailureHeader]: failure.reason },
  });
}

/** `connect ECONNREFUSED 127.0.0.1:4000`: the innermost message of a fetch error and its causes. */
export function describeCause(error: unknown): string {
  let message = String(error);
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const text = (e as { message?: unknown }).message;
    if (typeof text === 'string' && text) message = text;
  }
  return message;
}
