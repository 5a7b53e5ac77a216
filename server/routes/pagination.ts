// Cursor pagination shared by every list route (D10): reads limit and cursor from the
// query, and writes `data`, `has_more` and a signed `next_cursor` bound to the filters.
import type { Request } from 'express';
import { decodeCursor, encodeCursor, type Position } from '../domain/cursor.js';
import type { Page } from '../store/store.js';

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

export function readPageRequest(req: Request, secret: string, scope: string): PageRequest {
  const { limit, cursor } = req.query as { limit?: string | number; cursor?: string };
  return {
    limit: limit === undefined ? 20 : Number(limit),
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
