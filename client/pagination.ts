// Auto-pagination: an async iterator over every record of a list operation, following
// `next_cursor` page by page with the same filters (D10).
import type { Client } from 'openapi-fetch';
import type { ErrorBody, paths } from './types.js';

/**
 * The list operations, every one of which paginates with a cursor: listInvoices, listCustomers,
 * listCreditNotes, listEvents and listWebhookEndpoints.
 */
export type ListPath = '/invoices' | '/customers' | '/credit_notes' | '/events' | '/webhook_endpoints';

/** A list operation's query parameters without `cursor`, which the iterator manages. */
export type ListFilters<P extends ListPath> = Omit<NonNullable<paths[P]['get']['parameters']['query']>, 'cursor'>;

/** The record type a list operation pages over: Invoice, Customer, CreditNote, Event or WebhookEndpoint. */
export type ListItem<P extends ListPath> =
  paths[P]['get']['responses'][200]['content']['application/json']['data'][number];

/**
 * Every record of a list, fetched one page at a time as the loop asks for more. Iterating
 * never throws for an API error: the loop just ends, and `error` and `response` tell why.
 * Each new `for await` starts again from the first page.
 */
export interface AutoPager<Item> extends AsyncIterable<Item> {
  /** The error of the page that ended the last iteration early; undefined when it ran to the end. */
  readonly error: ErrorBody | undefined;
  /** The response of the last page fetched. */
  readonly response: Response | undefined;
}

type PageResult = {
  data?: { data: unknown[]; has_more: boolean; next_cursor: string | null };
  error?: unknown;
  response: Response;
};
type LooseGet = (path: string, init: { params: { query: Record<string, unknown> }; signal?: AbortSignal }) => Promise<PageResult>;

/** An AutoPager over `path` with `filters`, calling the service through `client`. */
export function paginate<P extends ListPath>(
  client: Client<paths>,
  path: P,
  filters: ListFilters<P> | undefined,
  options: { signal?: AbortSignal } = {},
): AutoPager<ListItem<P>> {
  const get = client.GET as unknown as LooseGet;
  const state: { error: ErrorBody | undefined; response: Response | undefined } = { error: undefined, response: undefined };
  return {
    get error() {
      return state.error;
    },
    get response() {
      return state.response;
    },
    async *[Symbol.asyncIterator]() {
      state.error = undefined;
      state.response = undefined;
      let cursor: string | undefined;
      do {
        const query: Record<string, unknown> = cursor === undefined ? { ...filters } : { ...filters, cursor };
        const page = await get(path, { params: { query }, signal: options.signal });
        state.response = page.response;
        if (!page.data) {
          state.error = page.error as ErrorBody;
          return;
        }
        for (const item of page.data.data) yield item as ListItem<P>;
        cursor = page.data.has_more && page.data.next_cursor !== null ? page.data.next_cursor : undefined;
      } while (cursor !== undefined);
    },
  };
}
