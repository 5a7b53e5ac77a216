// Says which calls expect the contract's JSON back: a call that openapi-fetch parses as JSON
// (its default `parseAs`) is sent with `Accept: application/json`, which tells the service and
// the transport alike; a call read as a blob, text or stream (an invoice's PDF) is left as it is.
import type { Middleware } from 'openapi-fetch';

/** Middleware that adds `Accept: application/json` to every call parsed as JSON and sent without an Accept of its own. */
export function acceptMiddleware(): Middleware {
  return {
    onRequest({ request, options }) {
      if (options.parseAs !== 'json' || request.headers.has('Accept')) return undefined;
      request.headers.set('Accept', 'application/json');
      return request;
    },
  };
}

/** Whether the call asked for JSON, so that a success without a JSON object as its body is no usable answer. */
export function expectsJson(request: Request): boolean {
  return /\bapplication\/(?:[\w.-]+\+)?json\b/i.test(request.headers.get('Accept') ?? '');
}
