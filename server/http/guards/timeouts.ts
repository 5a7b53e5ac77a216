// How long the service waits for a client, so that a client that declares a body and stops
// sending, or trickles it byte by byte, cannot hold a connection (and its memory) for long.
// Node's HTTP server enforces the first three; the app enforces the body read deadline, so
// that its 408 carries the Error body (request-body.ts).
import type { Server } from 'node:http';

export interface ServerTimeouts {
  /** The request line and headers must arrive within this; otherwise Node answers 408 and closes. */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this; otherwise Node answers 408 and closes. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** How often Node checks the two deadlines above: they are kept to within this. */
  checkIntervalMs: number;
}

export const serverTimeouts: ServerTimeouts = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
};

/** A request body must arrive whole within this, counted from the end of its headers; then 408 with the Error body. */
export const bodyReadTimeoutMs = 20_000;

/** Sets the timeouts on a server; call it before listen, when Node starts its deadline checks. */
export function applyServerTimeouts(server: Server, timeouts: ServerTimeouts = serverTimeouts): void {
  server.headersTimeout = timeouts.headersTimeoutMs;
  server.requestTimeout = timeouts.requestTimeoutMs;
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = timeouts.checkIntervalMs;
}
