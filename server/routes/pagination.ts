// Cursor pagination shared by every list route (D10): reads limit and cursor from the
// query, and writes `data`, `has_more` and a signed `next_cursor` bound to the filters.
import type { Request } from 'express';
import { badRequest } from '../http/errors/index.js';
import { decodeCursor, encodeCursor, type Position } from '../domain/cursor.js';
import type { Page } from '../store/listing.js';

export interface PageRequest {
  limit: number;
  after?: Position;
}

export interface PageBody<V> {
  data: V[];
  has_more: boolean;
  next_cursor: string | null;
}

/** A cursor scope: the resource, the account and every filter the list was made with. */
export function cursorScope(resource: string, accountId: string, filters: Array<string | undefined>): string {
  return JSON.stringify([resource, accountId, ...filters.map((f) => f ?? null)]);
}

/**
 * The limit as sent (the validator hands on a number): decimal digits only. It reads `Infinity`, `1e400` or `0x10`
 * as numbers, which are no page size (the contract's range it checks itself).
 */
function readLimit(req: Request): number {
  const limit = new URLSearchParams(req.originalUrl.split('?')[1] ?? '').get('limit');
  if (limit === null) return 20;
  if (!/^[0-9]+$/.test(limit)) throw badRequest('limit must be a whole number written in decimal digits, such as 20.', 'limit');
  return Number(limit);
}

export function readPageRequest(req: Request, secret: string, scope: string): PageRequest {
  const { cursor } = req.query as { cursor?: string };
  return {
    limit: readLimit(req),
    after: cursor === undefined ? undefined : decodeCursor(secret, scope, cursor),
  };
}

export function pageBody<R extends Position, V>(page: Page<R>, view: (record: R) => V, secret: string, scope: string): PageBody<V> {
  const last = page.items.at(-1);
  return {
    data: page.items.map(view),
    has_more: page.hasMore,
    next_cursor: page.hasMore && last ? encodeCursor(secret, scope, { createdAt: last.createdAt, id: last.id }) : null,
  };
}
