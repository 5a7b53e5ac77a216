// Keyset pagination on PostgreSQL (D10): the statements behind the list calls, built here so
// that a test can EXPLAIN exactly what the store runs (tests/postgres/keyset-plan.test.ts).
import type { InvoiceListQuery } from '../store.js';
import { invoiceListSql, type Statement } from '../invoice-list.js';
import type { ListQuery, Page } from '../listing.js';
import type { Row } from '../rows.js';

export type { Statement };

/** Keyset pagination: rows strictly after the position, newest first, one extra to learn has_more. */
export function pageStatement(select: string, values: unknown[], query: ListQuery): Statement {
  const args = [...values];
  let text = select;
  if (query.after) {
    args.push(query.after.createdAt, query.after.id);
    text += ` AND (created_at, id) < ($${args.length - 1}, $${args.length})`;
  }
  args.push(query.limit + 1);
  return { text: `${text} ORDER BY created_at DESC, id DESC LIMIT $${args.length}`, values: args };
}

/** The statement behind listInvoices, exported so that a test can EXPLAIN exactly it (its shapes: invoice-list.ts). */
export function invoiceListStatement(accountId: string, query: InvoiceListQuery): Statement {
  return invoiceListSql('postgres', accountId, query);
}

export function toPage<T>(rows: Row[], query: ListQuery, map: (row: Row) => T): Page<T> {
  return { items: rows.slice(0, query.limit).map(map), hasMore: rows.length > query.limit };
}
