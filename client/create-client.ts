// createInvoicingClient: openapi-fetch's client typed by the contract, with the bearer key,
// User-Agent, Idempotency-Keys, timeouts, retries and auto-pagination wired in.
import createClient from 'openapi-fetch';
import { acceptMiddleware } from './accept-middleware.js';
import type { ExactClient } from './exact-body.js';
import { identityMiddleware } from './identity-middleware.js';
import { idempotencyMiddleware } from './idempotency-middleware.js';
import { pathParameterMiddleware } from './path-parameter-middleware.js';
import { paginate, type AutoPager, type ListFilters, type ListItem, type ListPath } from './pagination.js';
import { defaultRetrySettings } from './retry-policy.js';
import { serverUrls } from './servers.js';
import { createTransport, systemRuntime, type FetchLike, type Runtime } from './transport.js';
import type { Environment, paths } from './types.js';

export interface InvoicingClientOptions {
  /** A key from `folio keys create`: `sk_test_...` for the sandbox, `sk_live_...` for production. */
  apiKey: string;
  /** Picks the server URL from the contract (servers.ts). */
  environment: Environment;
  /** Overrides the environment's URL, e.g. `http://127.0.0.1:4000/v2` for a local server. */
  baseUrl?: string;
  /** The fetch that does the network work; globalThis.fetch by default. */
  fetch?: FetchLike;
  /** Retries after the first attempt, for failures that are safe to retry (retry-policy.ts). Default 2. */
  maxRetries?: number;
  /** Limit of each attempt, from sending the request to the last byte of the response. Default 30,000. */
  timeoutMs?: number;
  /** The longest response body read, in bytes; a longer one is cut off and is a 502 `invalid_response`, not retried. Default 10 MB (10,485,760). */
  maxResponseBytes?: number;
}

/**
 * openapi-fetch's client for the invoicing contract (bodies checked exactly, exact-body.ts),
 * plus auto-pagination.
 */
export interface InvoicingClient extends ExactClient {
  /**
   * Every record of a list (invoices, customers, credit notes, events, webhook endpoints) with
   * the given filters, fetched page by page as the loop consumes them:
   * `for await (const invoice of client.listAll('/invoices', { status: 'open' }))`.
   * An error ends the loop and is left in the pager's `error`.
   */
  listAll<P extends ListPath>(path: P, filters?: ListFilters<P>, options?: { signal?: AbortSignal }): AutoPager<ListItem<P>>;
}

export const defaultTimeoutMs = 30_000;
export const defaultMaxResponseBytes = 10 * 1024 * 1024;

/**
 * A client for the invoicing API. Calls return openapi-fetch's `{ data, error, response }`
 * and never reject for an HTTP error, a network failure, a timeout, a cancellation or an
 * answer that is not the contract's.
 * Throws a TypeError only for options that cannot work.
 */
export function createInvoicingClient(options: InvoicingClientOptions): InvoicingClient {
  return buildInvoicingClient(options, systemRuntime);
}

/** createInvoicingClient with the clock, sleep and key generator given: for tests. */
export function buildInvoicingClient(
  options: InvoicingClientOptions,
  runtime: Runtime,
  newIdempotencyKey?: () => string,
): InvoicingClient {
  const { apiKey, environment, maxRetries = defaultRetrySettings.maxRetries, timeoutMs = defaultTimeoutMs, maxResponseBytes = defaultMaxResponseBytes } = options;
  if (typeof apiKey !== 'string' || apiKey === '') throw new TypeError('apiKey must be a non-empty string.');
  if (!Object.hasOwn(serverUrls, environment)) throw new TypeError(`environment must be "sandbox" or "production", not ${JSON.stringify(environment)}.`);
  if (!Number.isInteger(maxRetries) || maxRetries < 0) throw new TypeError('maxRetries must be an integer of 0 or more.');
  if (!(timeoutMs > 0 && Number.isFinite(timeoutMs))) throw new TypeError('timeoutMs must be a positive number of milliseconds.');
  if (!Number.isSafeInteger(maxResponseBytes) || maxResponseBytes < 1) throw new TypeError('maxResponseBytes must be a positive integer number of bytes.');

  const transport = createTransport({
    fetch: options.fetch,
    timeoutMs,
    maxResponseBytes,
    retry: { ...defaultRetrySettings, maxRetries },
    runtime,
  });
  const client = createClient<paths>({ baseUrl: options.baseUrl ?? serverUrls[environment], fetch: transport });
  client.use(pathParameterMiddleware(), identityMiddleware(apiKey), idempotencyMiddleware(newIdempotencyKey), acceptMiddleware());
  return {
    ...(client as ExactClient),
    listAll: (path, filters, listOptions) => paginate(client, path, filters, listOptions),
  };
}
