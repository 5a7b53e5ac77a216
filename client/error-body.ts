// Makes every error response carry the contract's Error body, even when it came from a
// proxy or load balancer (an HTML 502, an empty 500), so `error.error.type` always exists.
import type { ErrorBody, ErrorType } from './types.js';

/** The error type the contract gives a status (D3). */
export function errorTypeForStatus(status: number): ErrorType {
  if (status === 401) return 'authentication_failed';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  return status >= 500 ? 'api_error' : 'invalid_request';
}

function isErrorBody(value: unknown): value is ErrorBody {
  const inner = (value as { error?: { type?: unknown; message?: unknown } } | null)?.error;
  return typeof inner?.type === 'string' && typeof inner.message === 'string';
}

/**
 * The body an error response should have: `body` itself when it already is an Error,
 * otherwise an Error whose type follows the status and whose message quotes what came.
 * Returns undefined when nothing needs to change.
 */
export function normalizedErrorBody(status: number, statusText: string, contentType: string | null, body: ArrayBuffer | null): string | undefined {
  const text = body ? new TextDecoder().decode(body) : '';
  if (contentType?.includes('json')) {
    try {
      if (isErrorBody(JSON.parse(text))) return undefined;
    } catch {
      // not JSON after all: replaced below
    }
  }
  const excerpt = text.replace(/\s+/g, ' ').trim().slice(0, 200);
  const answer = `${status}${statusText ? ` ${statusText}` : ''}`;
  const message = excerpt
    ? `The service answered ${answer} without an Error body: ${excerpt}`
    : `The service answered ${answer} with an empty body.`;
  const normalized: ErrorBody = { error: { type: errorTypeForStatus(status), message, param: null } };
  return JSON.stringify(normalized);
}
