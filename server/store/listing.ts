// What every list of the store takes and answers: a page of at most `limit` records after a
// position in the list's order (D10), and whether more follow.
import type { Position } from '../domain/cursor.js';

export interface ListQuery {
  limit: number;
  after?: Position;
}

export interface Page<T> {
  items: T[];
  hasMore: boolean;
}
